import type { KyInstance } from 'ky';
import {
  facebookLoginStart,
  facebookPagesAnswer,
  handoverConfigBody,
  reconnectBody,
  secondaryReceiversAnswer,
  type FacebookPagesAnswer,
  type PagesKind,
  type SecondaryReceiver,
} from './contracts/rest/facebookPages';
import { channelView, type ChannelView } from './contracts/rest/channels';
import { call, checkedJson, http } from './http';

const channelPath = (channelId: string, rest: string) => `channel/${encodeURIComponent(channelId)}/facebook/${rest}`;

/**
 * The REST calls of the Facebook and Instagram forms (spec 02 section 7): where the login popup
 * starts, the person's pages one Graph page at a time, and a page channel's secondary receivers,
 * handover receiver (updateConnectionHandoverConfig) and new token (reconnectFacebook).
 */
export function createFacebookPagesClient(client: KyInstance) {
  // The form says each failure itself: the policy only signs out on 401 and blocks on 403.
  const form = { context: { formErrors: true } };
  return {
    loginStart: (companyId: string, kind: PagesKind, signal?: AbortSignal): Promise<{ url: string }> =>
      call(() => checkedJson(client.post('channel/facebook/login', { ...form, json: { kind }, headers: { companyID: companyId }, signal }), facebookLoginStart)),
    pages: (companyId: string, accessToken: string, after: string | null, signal?: AbortSignal): Promise<FacebookPagesAnswer> =>
      call(() => checkedJson(client.post('channel/facebook/pages', { ...form, json: { accessToken, after }, headers: { companyID: companyId }, signal }), facebookPagesAnswer)),
    receivers: async (channelId: string, signal?: AbortSignal): Promise<{ receivers: SecondaryReceiver[] }> =>
      call(() => checkedJson(client.get(channelPath(channelId, 'receivers'), { ...form, signal }), secondaryReceiversAnswer)),
    saveHandover: (channelId: string, receiver: { fbSecondaryReceiverID: string; fbSecondaryReceiverName: string }, signal?: AbortSignal): Promise<ChannelView> =>
      call(() => checkedJson(client.put(channelPath(channelId, 'handover'), { ...form, json: handoverConfigBody.parse(receiver), signal }), channelView)),
    reconnect: (channelId: string, token: string, signal?: AbortSignal): Promise<ChannelView> =>
      call(() => checkedJson(client.put(channelPath(channelId, 'reconnect'), { ...form, json: reconnectBody.parse({ token }), signal }), channelView)),
  };
}

export const facebookPages = createFacebookPagesClient(http);
