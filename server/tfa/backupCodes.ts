import { randomInt } from 'node:crypto';
import { BACKUP_CODE_COUNT } from '../../services/contracts';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import { sign } from '../secrets';

/** Keyed hash of a code, so a copy of the database does not reveal six-digit codes by brute force. */
function codeHash(secretKey: string, userId: string, code: string): string {
  return sign(secretKey, 'backup-code', `${userId}:${code}`);
}

/** Replaces the user's backup codes with new ones and returns them (the only time they are readable). */
export async function replaceBackupCodes(db: Db, clock: Clock, secretKey: string, userId: string): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < BACKUP_CODE_COUNT) codes.add(String(randomInt(0, 1_000_000)).padStart(6, '0'));
  const list = [...codes];
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('backup_codes').where('user_id', '=', userId).execute();
    await tx
      .insertInto('backup_codes')
      .values(list.map((code) => ({ user_id: userId, code_hash: codeHash(secretKey, userId, code), created_at: clock.now() })))
      .execute();
  });
  return list;
}

/** Uses up a backup code; false when it is not one of the user's unused codes. */
export async function spendBackupCode(db: Db, clock: Clock, secretKey: string, userId: string, code: string): Promise<boolean> {
  const used = await db
    .updateTable('backup_codes')
    .set({ used_at: clock.now() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash(secretKey, userId, code))
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}
