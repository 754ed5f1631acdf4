import type { Kysely } from 'kysely';
import type { TurnOutcome } from '../conversations/conversationService';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/errors';

type Turn = () => Promise<TurnOutcome>;

/** The person's open conversation on the channel (one at most: the database keeps it so). */
export const openConversationOf = (db: Kysely<Database>, channelId: string, clientId: string) =>
  db.selectFrom('conversations').select('id').where('channel_id', '=', channelId).where('client_id', '=', clientId).where('end_date', 'is', null).executeTakeFirst();

/**
 * The person's open conversation with this message as its next turn, or a new one opened with
 * the message (the flow then runs from START). When another first message of the same person
 * opened one a moment ago, the database refuses a second (one open conversation per person and
 * channel) and this message joins that one.
 */
export async function conversationFor(steps: {
  find: () => Promise<{ id: string } | undefined>;
  open: () => Promise<string>;
  continueWith: (id: string) => Turn;
  startWith: (id: string) => Turn;
}): Promise<{ conversationId: string; turn: Turn }> {
  const open = await steps.find();
  if (open) return { conversationId: open.id, turn: steps.continueWith(open.id) };
  try {
    const opened = await steps.open();
    return { conversationId: opened, turn: steps.startWith(opened) };
  } catch (error) {
    const raced = isUniqueViolation(error) ? await steps.find() : undefined;
    if (!raced) throw error;
    return { conversationId: raced.id, turn: steps.continueWith(raced.id) };
  }
}
