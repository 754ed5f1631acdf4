import { sql } from 'kysely';
import type { Db } from '../db/connect';

/** Records `step` as used; false when this or a later step was used already (a replayed code). */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .updateTable('users')
    .set({ tfa_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('tfa_last_step', 'is', null), eb('tfa_last_step', '<', sql<string>`${step}`)]))
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}
