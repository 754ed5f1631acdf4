import { closeConversations } from '../conversationAnalysis/store';
import type { Db } from '../db/connect';
import { suiteHandoverDesk } from './suiteHandoverDesk';

/**
 * Ending conversations (Close and Close All in the console, a visitor ending the web messenger's
 * chat): the conversations end (closeConversations), and in the
 * same transaction a Close is queued to the suite for each one the suite holds, so its agent
 * stops waiting on it; the outbound queue keeps it until the suite took it. Only conversations
 * that were open are closed and told, so closing again tells the suite nothing more. Answers
 * the ids closed now.
 */
export function endConversations(db: Db, companyId: string, ids: readonly string[], now: Date): Promise<string[]> {
  const desk = suiteHandoverDesk();
  return db.transaction().execute(async (tx) => {
    const closed = await closeConversations(tx, companyId, ids, now);
    await desk.closed(tx, closed, now);
    return closed;
  });
}
