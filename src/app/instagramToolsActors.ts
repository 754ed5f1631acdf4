import type { InstagramToolsActors } from '../../ui/channels/instagram/instagramToolsActors';
import { lazily } from './lazily';

const tools = async () => (await import('../../services/instagramTools')).instagramTools;

/** The Instagram tools' calls over REST (services/instagramTools.ts), loaded at their first use, and the browser's clipboard. */
export const instagramToolsActors: InstagramToolsActors = {
  loadPersistentMenu: lazily(
    tools,
    (s) =>
      ({ channelId }: { channelId: string }, signal?: AbortSignal) =>
        s.persistentMenu(channelId, signal),
  ),
  savePersistentMenu: lazily(
    tools,
    (s) =>
      ({ channelId, buttons }: Parameters<InstagramToolsActors['savePersistentMenu']>[0], signal?: AbortSignal) =>
        s.setPersistentMenu(channelId, buttons, signal),
  ),
  loadIceBreakers: lazily(
    tools,
    (s) =>
      ({ channelId }: { channelId: string }, signal?: AbortSignal) =>
        s.iceBreakers(channelId, signal),
  ),
  saveIceBreakers: lazily(
    tools,
    (s) =>
      ({ channelId, icebreaker }: Parameters<InstagramToolsActors['saveIceBreakers']>[0], signal?: AbortSignal) =>
        s.setIceBreakers(channelId, icebreaker, signal),
  ),
  deleteIceBreakers: lazily(
    tools,
    (s) =>
      ({ channelId }: { channelId: string }, signal?: AbortSignal) =>
        s.deleteIceBreakers(channelId, signal),
  ),
  loadUsername: lazily(
    tools,
    (s) =>
      ({ channelId }: { channelId: string }, signal?: AbortSignal) =>
        s.username(channelId, signal),
  ),
  copyText: ({ text }) => navigator.clipboard.writeText(text),
};
