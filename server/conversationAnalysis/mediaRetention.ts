import type { ConversationMessage } from '../../services/contracts/conversations';

/** Spec 01 (section 7 and the limits): the deployment cluster that hides old client media. */
export const MEDIA_RETENTION_CLUSTER = 'ENJ';
/** 15 days: how long a client's media message stays readable there. */
export const MEDIA_RETENTION_MS = 1_296_000_000;
/** The message types that carry the person's files. */
export const CLIENT_MEDIA_TYPES: ReadonlySet<string> = new Set(['IMAGE', 'VIDEO', 'STICKER', 'AUDIO', 'FILE']);

/**
 * The messages the Conversations screen may show: on the ENJ cluster a client's image,
 * video, sticker, audio or file message older than 15 days is left out (the server does
 * not send it); everywhere else, and for the assistant's and agents' messages, all.
 */
export function visibleMessages(messages: ConversationMessage[], cluster: string | undefined, now: Date): ConversationMessage[] {
  if (cluster !== MEDIA_RETENTION_CLUSTER) return messages;
  const oldest = now.getTime() - MEDIA_RETENTION_MS;
  return messages.filter((m) => !(m.sendBy === 'CLIENT' && CLIENT_MEDIA_TYPES.has(m.messageType) && Date.parse(m.messageDate) < oldest));
}
