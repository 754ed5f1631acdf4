import { webChatSession, type WebChatSession } from '../../services/contracts/webChatSession';

/** Where the messenger keeps a channel's sign-in session (the page's localStorage), so a reload stays signed in. */
const keyFor = (channelId: string) => `webChatSignIn:${channelId}`;

/** The kept session of a channel while it lasts; an ended or unreadable one is forgotten. */
export function readSignInSession(storage: Storage, channelId: string, now = Date.now()): WebChatSession | null {
  try {
    const parsed = webChatSession.safeParse(JSON.parse(storage.getItem(keyFor(channelId)) ?? 'null'));
    if (parsed.success && Date.parse(parsed.data.expiresAt) > now) return parsed.data;
  } catch {
    // Unreadable: forgotten below.
  }
  storage.removeItem(keyFor(channelId));
  return null;
}

export function storeSignInSession(storage: Storage, channelId: string, session: WebChatSession): void {
  try {
    storage.setItem(keyFor(channelId), JSON.stringify(session));
  } catch {
    // Storage full or refused: the visitor signs in again after a reload.
  }
}

/** The session a conversation starts with, while it lasts. */
export const keptSession = (storage: Storage, channelId: string) => () => readSignInSession(storage, channelId)?.session ?? null;
