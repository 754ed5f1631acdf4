import type { MessengerApp } from '../messengerApp';
import type { ProviderAccess } from './channelAdapter';
import { bearerOf, messengerUrl } from './messengerGraph';
import { callProvider } from './providerHttp';

/**
 * The two subscriptions that bring a page's events to the console: the page's to the app (POST
 * /{page-id}/subscribed_apps with the page's token) and the app's webhook for the kind's object
 * (POST /{app-id}/subscriptions with the app token), which Meta checks at once with the
 * verify-token handshake against the callback URL.
 */

export type MessengerKind = 'facebook' | 'instagram';

/** The fields each kind's page subscription and app subscription name (Instagram calls its handover field in the singular). */
const FIELDS: Record<MessengerKind, { page: string; app: string; object: 'page' | 'instagram' }> = {
  facebook: { page: 'messages,messaging_postbacks,messaging_handovers,standby', app: 'messages,messaging_postbacks,messaging_handovers,standby', object: 'page' },
  instagram: { page: 'messages,messaging_postbacks,messaging_handovers,standby', app: 'messages,messaging_postbacks,messaging_handover,standby', object: 'instagram' },
};

/** The app-level address Meta posts every page's webhooks of a kind to. */
export function messengerWebhookAddress(publicUrl: string, kind: MessengerKind): string {
  return `${publicUrl}/channels/v1/${kind}/webhook`;
}

/** Whether both subscriptions were taken. */
export async function subscribeToApp(kind: MessengerKind, pageId: string, pageToken: string, app: MessengerApp, access: ProviderAccess): Promise<boolean> {
  const fields = FIELDS[kind];
  const subscribed = await callProvider(access, messengerUrl(access, [pageId, 'subscribed_apps'], { subscribed_fields: fields.page }), {
    method: 'POST',
    headers: bearerOf(pageToken),
  });
  if (subscribed.kind !== 'ok') return false;
  const subscription = await callProvider(access, messengerUrl(access, [app.appId, 'subscriptions']), {
    method: 'POST',
    body: { object: fields.object, callback_url: messengerWebhookAddress(access.publicUrl, kind), verify_token: app.verifyToken, fields: fields.app, include_values: true },
    headers: bearerOf(`${app.appId}|${app.appSecret}`),
  });
  return subscription.kind === 'ok';
}
