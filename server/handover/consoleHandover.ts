import { handOver, type HandoverResult } from '../conversationAnalysis/store';
import type { Db } from '../db/connect';
import { suiteHandoverDesk } from './suiteHandoverDesk';

/**
 * Hand over in the console: the conversation is marked handed over (handOver) and, when its
 * assistant has a suite channel, queued to the suite's pool in the same transaction, as a
 * HANDOVER to the channel's agents is (docs/channels-suite.md: a suite-connected assistant
 * hands over to the suite). A conversation closed or already handed over is left as it is.
 */
export function handOverFromConsole(db: Db, companyId: string, id: string, now: Date): Promise<HandoverResult> {
  const desk = suiteHandoverDesk();
  return db.transaction().execute(async (tx) => {
    const result = await handOver(tx, companyId, id, now);
    if (result === 'handedOver') await desk.handedOverInConsole(tx, id, now);
    return result;
  });
}
