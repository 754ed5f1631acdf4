import type { Db } from '../db/connect';

/** The version label of a test run whose code was changed in the editor and not saved yet. */
export const UNSAVED_VERSION = 'unsaved';

/**
 * Which version of the company's code block a test run ran: the newest version with exactly
 * this code, else UNSAVED_VERSION; undefined when the block is not the company's.
 */
export async function testedVersion(db: Db, companyId: string, functionId: string, code: string): Promise<string | undefined> {
  const block = await db.selectFrom('code_blocks').select('id').where('id', '=', functionId).where('company_id', '=', companyId).executeTakeFirst();
  if (!block) return undefined;
  const same = await db
    .selectFrom('code_block_versions')
    .select('version')
    .where('code_block_id', '=', functionId)
    .where('code', '=', code)
    .orderBy('created_at', 'desc')
    .orderBy('version', 'desc')
    .executeTakeFirst();
  return same?.version ?? UNSAVED_VERSION;
}
