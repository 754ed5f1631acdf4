/** Where the visitor's KVKK/GDPR approval of a channel is kept (the page's localStorage). */
const keyOf = (channelId: string) => `web-messenger-approved:${channelId}`;

/** Whether the visitor approved this channel's text before; an unreadable storage reads as no. */
export function approvedBefore(storage: Storage, channelId: string): boolean {
  try {
    return storage.getItem(keyOf(channelId)) === 'yes';
  } catch {
    return false;
  }
}

/** Remembers the approval for this channel (a storage that refuses only forgets it after the page). */
export function rememberApproval(storage: Storage, channelId: string): void {
  try {
    storage.setItem(keyOf(channelId), 'yes');
  } catch {
    // Private mode or a full storage: the approval holds for this page only.
  }
}
