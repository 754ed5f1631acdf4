import { channelStoredType } from '../../services/contracts/channels';
import type { AppConfig } from '../config';
import type { Db } from '../db/connect';
import { boundChannel } from './boundChannel';
import { channelColumns, channelRow } from './channelStore';
import { providerAccess } from './providerAccess';
import { PROVIDER_BASES, providerBase, type ProviderName } from './providerBase';

/**
 * The sandboxes keep what a provider would keep (registered webhooks) in memory only, like a
 * provider account that starts fresh. So in developer mode, once the server listens, the
 * channels whose provider is this server's sandbox register their webhooks there again. A real
 * provider is never called from here. Answers how many channels were connected.
 */
export async function reconnectSandboxChannels(db: Db, config: AppConfig, log: (line: string) => void): Promise<number> {
  if (!config.devMode) return 0;
  const sandboxed = (Object.keys(PROVIDER_BASES) as ProviderName[]).filter(
    (provider) => providerBase(config, provider) === `${config.publicUrl}${PROVIDER_BASES[provider].sandboxPath}`,
  );
  if (!sandboxed.length) return 0;
  const types = sandboxed.map((provider) => channelStoredType(provider).integrationType);
  const rows = await db.selectFrom('channels').select(channelColumns).where('status', '=', 'ACTIVE').where('integration_type', 'in', types).execute();
  let connected = 0;
  for (const row of rows) {
    try {
      const bound = boundChannel(channelRow(row, config.secretKey));
      if (!bound?.connect) continue;
      const answer = await bound.connect(providerAccess(config, bound.kind));
      if (answer.ok) connected += 1;
      else log(`${new Date().toISOString()} sandbox channel ${row.id} was not connected again: ${answer.message}`);
    } catch (error) {
      log(`${new Date().toISOString()} sandbox channel ${row.id} was not connected again: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return connected;
}
