import { z } from 'zod';
import { facebookMessages } from '../../../services/contracts/channels/facebook';
import { instagramMessages } from '../../../services/contracts/channels/instagram';
import type { ConnectResult, DisconnectContext, DisconnectResult, ProviderAccess } from './channelAdapter';
import { bearerOf, messengerReason, messengerUrl } from './messengerGraph';
import { subscribeToApp, type MessengerKind } from './messengerSubscribe';
import { callProvider } from './providerHttp';

/**
 * The provider side of a Facebook page or Instagram channel. Connecting gets the page's token
 * with the person's token when it has none (GET /{page-id}?fields=access_token), reads the page
 * (and its Instagram business account: a page without one is refused), subscribes the page to
 * the product's app (POST /{page-id}/subscribed_apps) and makes sure the app's webhook
 * subscription points at the console's one callback URL (POST /{app-id}/subscriptions with the
 * app token, which Meta checks with the verify-token handshake). Deleting unsubscribes the page,
 * unless another live channel still uses it (a page's Facebook and Instagram channels share it).
 */

type PageProperties = { pageID: string; accessToken: string; pageAccessToken?: string | undefined };

export const noFacebookApp = 'Facebook and Instagram cannot be connected: this console has no Facebook app (set FACEBOOK_APP_ID and FACEBOOK_APP_SECRET).';

const pageNode = z.looseObject({ id: z.string(), access_token: z.string().optional(), instagram_business_account: z.looseObject({ id: z.string() }).optional() });

async function readPage(access: ProviderAccess, pageId: string, token: string, fields: string) {
  const answer = await callProvider(access, messengerUrl(access, [pageId], { fields }), { headers: bearerOf(token) });
  if (answer.kind !== 'ok') return { ok: false as const, reason: messengerReason(answer, token) };
  const page = pageNode.safeParse(answer.body);
  return page.success ? { ok: true as const, page: page.data } : { ok: false as const, reason: 'Graph answered the page read with something else.' };
}

export async function connectMessenger(kind: MessengerKind, properties: PageProperties, access: ProviderAccess): Promise<ConnectResult> {
  const app = access.messengerApp;
  if (!app) return { ok: false, message: noFacebookApp };
  const failed = kind === 'facebook' ? facebookMessages.createFailed : instagramMessages.createFailed;
  let pageToken = properties.pageAccessToken;
  if (!pageToken) {
    const owned = await readPage(access, properties.pageID, properties.accessToken, 'access_token,name');
    pageToken = owned.ok ? owned.page.access_token : undefined;
    if (!pageToken) return { ok: false, message: failed };
  }
  const read = await readPage(access, properties.pageID, pageToken, kind === 'instagram' ? 'id,name,instagram_business_account' : 'id,name');
  if (!read.ok) return { ok: false, message: failed };
  const instagramID = read.page.instagram_business_account?.id;
  if (kind === 'instagram' && !instagramID) return { ok: false, message: instagramMessages.notBusinessPage };
  if (!(await subscribeToApp(kind, properties.pageID, pageToken, app, access))) return { ok: false, message: failed };
  return { ok: true, properties: { pageAccessToken: pageToken, ...(instagramID ? { instagramID } : {}) } };
}

/** The kinds whose channels subscribe a page to the app: the page stays subscribed while one of them is live. */
const PAGE_KINDS = ['facebook', 'instagram'] as const;

/**
 * Unsubscribes the page from the app when no other live channel uses it; a refusal or an
 * unreachable Graph is logged (without secrets) and does not stop the delete.
 */
export async function disconnectMessenger(properties: PageProperties, access: ProviderAccess, context: DisconnectContext): Promise<DisconnectResult> {
  const token = properties.pageAccessToken;
  if (!token) return { ok: true };
  if (await context.anotherLiveChannelHas(PAGE_KINDS, 'pageID', properties.pageID)) return { ok: true };
  const answer = await callProvider(access, messengerUrl(access, [properties.pageID, 'subscribed_apps']), { method: 'DELETE', headers: bearerOf(token) });
  return answer.kind === 'ok' ? { ok: true } : { ok: false, reason: `unsubscribing the page failed: ${messengerReason(answer, token)}` };
}
