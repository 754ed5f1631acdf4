import { whatsappCloudMessages } from '../../../services/contracts/channels/whatsappCloud';
import type { AdapterChannel, ConnectResult, DisconnectResult, ProviderAccess } from './channelAdapter';
import { callProvider } from './providerHttp';
import { bearer, graphReason, graphUrl } from './whatsappCloudGraph';

/**
 * The provider side of a WhatsApp Cloud channel: connecting checks the access token against
 * the phone number (GET /{phone-number-id}) and subscribes the app to the business account's
 * webhooks (POST /{waba-id}/subscribed_apps); deleting the channel unsubscribes it. The
 * callback URL and verify token are set in the Meta app's dashboard, which checks them with
 * the handshake. A channel made from the spec's form alone (no Cloud API connection yet) is kept
 * as it is: it reaches users once the three are set.
 */

type Channel = AdapterChannel<'whatsappCloud'>;

export async function whatsappConnect(channel: Channel, access: ProviderAccess): Promise<ConnectResult> {
  const { phoneNumberId, businessAccountId, accessToken } = channel.properties;
  if (!phoneNumberId && !businessAccountId && !accessToken) return { ok: true };
  if (!phoneNumberId || !businessAccountId || !accessToken) return { ok: false, message: whatsappCloudMessages.connectFailed };
  const number = await callProvider(access, `${graphUrl(access, phoneNumberId)}?fields=display_phone_number,verified_name`, { headers: bearer(channel) });
  if (number.kind !== 'ok') return { ok: false, message: whatsappCloudMessages.connectFailed };
  const subscribed = await callProvider(access, graphUrl(access, businessAccountId, 'subscribed_apps'), { method: 'POST', body: {}, headers: bearer(channel) });
  if (subscribed.kind !== 'ok') return { ok: false, message: whatsappCloudMessages.connectFailed };
  return { ok: true };
}

/** Unsubscribes the app; a refusal or an unreachable Graph is logged (without secrets) and does not stop the delete. */
export async function whatsappDisconnect(channel: Channel, access: ProviderAccess): Promise<DisconnectResult> {
  const { businessAccountId, accessToken } = channel.properties;
  if (!businessAccountId || !accessToken) return { ok: true };
  const answer = await callProvider(access, graphUrl(access, businessAccountId, 'subscribed_apps'), { method: 'DELETE', headers: bearer(channel) });
  return answer.kind === 'ok' ? { ok: true } : { ok: false, reason: `unsubscribing the app failed: ${graphReason(answer).split(accessToken).join('••••')}` };
}
