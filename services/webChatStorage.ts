import type { ConversationKey, WebChatRun } from './contracts/conversations';

// What the web chat widget keeps in the tab (sessionStorage): the open conversation of each channel.

/**
 * The tab's storage with the widget's keys set apart for one run (the draft's conversation is
 * not the published one's): `webChat:<channel>` is kept as `webChat:<channel>:draft`.
 */
export function storageForRun(storage: Storage, run: WebChatRun): Storage {
  if (run === 'published') return storage;
  const key = (name: string) => `${name}:${run}`;
  return {
    get length() {
      return storage.length;
    },
    clear: () => storage.clear(),
    key: (index) => storage.key(index),
    getItem: (name) => storage.getItem(key(name)),
    setItem: (name, value) => storage.setItem(key(name), value),
    removeItem: (name) => storage.removeItem(key(name)),
  };
}

/** Where the widget keeps the open conversation of one channel, so a reload continues it. */
export const storageKeyFor = (channelId: string) => `webChat:${channelId}`;

/**
 * The two texts a kept conversation is, read without a schema library: this module is in the
 * console's first bundle and in the web messenger, which must not carry one more for it.
 */
function storedKey(value: unknown): ConversationKey | null {
  if (typeof value !== 'object' || value === null) return null;
  const { conversationId, clientToken } = value as Record<string, unknown>;
  return typeof conversationId === 'string' && conversationId !== '' && typeof clientToken === 'string' && clientToken !== '' ? { conversationId, clientToken } : null;
}

/** The conversation kept for a channel in this tab (sessionStorage), or null (none, or unreadable). */
export function readStoredConversation(storage: Pick<Storage, 'getItem'>, channelId: string): ConversationKey | null {
  try {
    return storedKey(JSON.parse(storage.getItem(storageKeyFor(channelId)) ?? 'null'));
  } catch {
    return null;
  }
}

export function storeConversation(storage: Pick<Storage, 'setItem'>, channelId: string, key: ConversationKey): void {
  storage.setItem(storageKeyFor(channelId), JSON.stringify({ conversationId: key.conversationId, clientToken: key.clientToken }));
}

export function forgetConversation(storage: Pick<Storage, 'removeItem'>, channelId: string): void {
  storage.removeItem(storageKeyFor(channelId));
}
