import type { Kysely } from 'kysely';
import type { Handover } from '../../machines/flow/compile';
import type { Database } from '../db/schema';

/**
 * A desk of human agents outside the console that takes handed-over conversations (the
 * customer-service suite: server/handover/). It is told in the transaction that stores what
 * happened, so what it must send is queued with it or not at all.
 */
export type HandoverDesk = {
  /**
   * A turn handed the conversation over (its messages are stored in `tx` already). Answers
   * whether the desk took it: then it is the desk's, and the channel's own handover on the
   * provider's side (Messenger's thread passing) does not happen.
   */
  handedOver: (tx: Kysely<Database>, conversationId: string, handover: Handover, now: Date) => Promise<boolean>;
  /** The console's Hand over (the conversation is marked handed over in `tx` already): answers whether the desk took it. */
  handedOverInConsole: (tx: Kysely<Database>, conversationId: string, now: Date) => Promise<boolean>;
  /** The person wrote while the conversation is handed over (the message is stored in `tx` already). */
  forwarded: (tx: Kysely<Database>, conversationId: string, messageId: string, now: Date) => Promise<void>;
  /** Conversations were closed in the console (ended in `tx` already): the desk is told of those it holds. */
  closed: (tx: Kysely<Database>, conversationIds: readonly string[], now: Date) => Promise<void>;
};

/**
 * Who a handover gives the conversation to: the one rule when a channel has a handover of its
 * own as well. Mode channel: the desk when it took the conversation ('desk': the assistant has
 * a suite channel, the company's agents work there), else the channel's own agents on the
 * provider's side ('channel': Messenger's thread passing). Any other mode: the console's own
 * agents ('internal') or the contact center.
 */
export type HandedTo = 'desk' | 'channel' | 'internal' | 'contactCenter';

export function handedToOf(mode: string, deskTook: boolean): HandedTo {
  if (mode === 'channel') return deskTook ? 'desk' : 'channel';
  return mode === 'contactCenter' ? 'contactCenter' : 'internal';
}
