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
import { call, checkedJson, http } from './http';

const path = (rest: string, channelId: string) => `incoming/instagram/${rest}${encodeURIComponent(channelId)}`;

/**
 * The Instagram tools' REST calls (spec 02 section 7): the persistent menu, the ice breakers
 * (deleted when emptied) and the account's username. Each popup says its own outcome, so every
 * failure is thrown as a CallFailure without the console's generic toast (ownErrors).
 */
export function createInstagramToolsClient(client: KyInstance) {
  const own = (signal?: AbortSignal) => ({ context: { ownErrors: true }, ...(signal ? { signal } : {}) });
  return {
    persistentMenu: (channelId: string, signal?: AbortSignal) => call(() => checkedJson(client.get(path('', channelId), own(signal)), persistentMenuAnswer)),
    setPersistentMenu: (channelId: string, buttons: PersistentMenuButton[], signal?: AbortSignal) =>
      call(() => checkedJson(client.post(path('', channelId), { json: persistentMenuBody.parse({ buttons }), ...own(signal) }), persistentMenuAnswer)),
    iceBreakers: (channelId: string, signal?: AbortSignal) => call(() => checkedJson(client.get(path('icebreaker/', channelId), own(signal)), iceBreakersAnswer)),
    setIceBreakers: (channelId: string, icebreaker: IceBreaker[], signal?: AbortSignal) =>
      call(() => checkedJson(client.post(path('icebreaker/', channelId), { json: iceBreakersBody.parse({ icebreaker }), ...own(signal) }), iceBreakersAnswer)),
    deleteIceBreakers: (channelId: string, signal?: AbortSignal) => call(() => checkedJson(client.delete(path('icebreaker/', channelId), own(signal)), iceBreakersAnswer)),
    username: (channelId: string, signal?: AbortSignal) => call(() => checkedJson(client.get(path('username/', channelId), own(signal)), instagramUsernameAnswer)),
  };
}

export const instagramTools = createInstagramToolsClient(http);
