import { webChat } from '../../services/contracts/channels/webChat';
import { webMessenger } from '../../services/contracts/channels/webMessenger';

/**
 * The two channel kinds the embeddable web messenger runs: a web chat (MicroWebChat) and the
 * company's web messenger (Smooch of sub-type Web).
 */
export function runsWebMessenger(channel: { integrationType: string; smoochType?: string | null }): boolean {
  if (channel.integrationType === webChat.stored.integrationType) return true;
  return channel.integrationType === webMessenger.stored.integrationType && channel.smoochType === webMessenger.stored.smoochType;
}
