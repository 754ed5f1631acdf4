import type { KyInstance } from 'ky';
import {
  iceBreakersAnswer,
  iceBreakersBody,
  instagramUsernameAnswer,
  persistentMenuAnswer,
  persistentMenuBody,
  type IceBreaker,
  type PersistentMenuButton,
} from './contracts/channels/instagramTools';
import { call, http } from './http';

const path = (rest: string, channelId: string) => `/incoming/instagram/${rest}${encodeURIComponent(channelId)}`;

/**
 * The Instagram tools' REST calls (spec 02 section 7): the persistent menu, the ice breakers
 * (deleted when emptied) and the account's username. Each popup says its own outcome, so every
 * failure is thrown as a CallFailure without the console's generic toast (ownErrors).
 */
export function createInstagramToolsClient(client: KyInstance) {
  const own = (signal?: AbortSignal) => ({ context: { ownErrors: true }, ...(signal ? { signal } : {}) });
  return {
    persistentMenu: (channelId: string, signal?: AbortSignal) => call(() => client.get(path('', channelId), own(signal)).json(persistentMenuAnswer)),
    setPersistentMenu: (channelId: string, buttons: PersistentMenuButton[], signal?: AbortSignal) =>
      call(() => client.post(path('', channelId), { json: persistentMenuBody.parse({ buttons }), ...own(signal) }).json(persistentMenuAnswer)),
    iceBreakers: (channelId: string, signal?: AbortSignal) => call(() => client.get(path('icebreaker/', channelId), own(signal)).json(iceBreakersAnswer)),
    setIceBreakers: (channelId: string, icebreaker: IceBreaker[], signal?: AbortSignal) =>
      call(() => client.post(path('icebreaker/', channelId), { json: iceBreakersBody.parse({ icebreaker }), ...own(signal) }).json(iceBreakersAnswer)),
    deleteIceBreakers: (channelId: string, signal?: AbortSignal) => call(() => client.delete(path('icebreaker/', channelId), own(signal)).json(iceBreakersAnswer)),
    username: (channelId: string, signal?: AbortSignal) => call(() => client.get(path('username/', channelId), own(signal)).json(instagramUsernameAnswer)),
  };
}

export const instagramTools = createInstagramToolsClient(http);
