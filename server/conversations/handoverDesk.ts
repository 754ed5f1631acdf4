import type { Kysely } from 'kysely';
import type { Handover } from '../../machines/flow/compile';
import type { Database } from '../db/schema';

/**
 * A desk of human agents outside the console that takes handed-over conversations (the
 * customer-service suite: server/handover/). It is told in the transaction that stores what
 * happened, so what it must send is queued with it or not at all.
 */
export type HandoverDesk = {
  /** A turn handed the conversation over (its messages are stored in `tx` already). */
  handedOver: (tx: Kysely<Database>, conversationId: string, handover: Handover, now: Date) => Promise<void>;
  /** The person wrote while the conversation is handed over (the message is stored in `tx` already). */
  forwarded: (tx: Kysely<Database>, conversationId: string, messageId: string, now: Date) => Promise<void>;
};
