import type { IceBreaker, PersistentMenuButton } from '../../../services/contracts/channels/instagramTools';

/** The calls of the Instagram tools' popups (src/app/instagramToolsActors.ts in the browser, a test's own in tests). */
export type InstagramToolsActors = {
  loadPersistentMenu(input: { channelId: string }, signal?: AbortSignal): Promise<{ buttons: PersistentMenuButton[] }>;
  savePersistentMenu(input: { channelId: string; buttons: PersistentMenuButton[] }, signal?: AbortSignal): Promise<unknown>;
  loadIceBreakers(input: { channelId: string }, signal?: AbortSignal): Promise<{ icebreaker: IceBreaker[] }>;
  saveIceBreakers(input: { channelId: string; icebreaker: IceBreaker[] }, signal?: AbortSignal): Promise<unknown>;
  deleteIceBreakers(input: { channelId: string }, signal?: AbortSignal): Promise<unknown>;
  loadUsername(input: { channelId: string }, signal?: AbortSignal): Promise<{ username: string }>;
  /** Puts a text on the clipboard (the browser's clipboard in the app). */
  copyText(input: { text: string }): Promise<unknown>;
};
