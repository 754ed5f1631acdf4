import type { ChatMessage } from '../../services/contracts/conversations';

/** A message the assistant sent, as a channel adapter is given it to render and send. */
export function botMessage(oid: string, messageType: string, content: Record<string, unknown>, messageDate = new Date().toISOString()): ChatMessage {
  return { oid, sendBy: 'BOT', messageType, content, messageDate, elapsedMs: 0 };
}
