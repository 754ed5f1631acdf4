import type { Db } from '../db/connect';
import { insertCodeBlock, parameterNames } from '../designerData/codeBlockStore';

/** One stored version of a code block with its code (services/contracts/rest/codeStation.ts codeBlockVersionView). */
export type CodeBlockVersion = {
  functionId: string;
  functionName: string;
  version: string;
  createdAt: string;
  code: string;
  parameters: string[];
  versions: Array<{ version: string; createdAt: string }>;
};

async function companyBlock(db: Db, companyId: string, functionId: string) {
  return db.selectFrom('code_blocks').select(['id', 'name']).where('id', '=', functionId).where('company_id', '=', companyId).executeTakeFirst();
}

async function versionRows(db: Db, functionId: string) {
  return db
    .selectFrom('code_block_versions')
    .select(['version', 'code', 'parameters', 'created_at'])
    .where('code_block_id', '=', functionId)
    .orderBy('created_at', 'desc')
    .orderBy('version', 'desc')
    .execute();
}

/**
 * A code block of the company at one version (the newest when none is given), with its code.
 * 'noBlock': not the company's (or deleted); 'noVersion': the version does not exist.
 */
export async function codeBlockVersion(db: Db, companyId: string, functionId: string, version?: string): Promise<CodeBlockVersion | 'noBlock' | 'noVersion'> {
  const block = await companyBlock(db, companyId, functionId);
  if (!block) return 'noBlock';
  const rows = await versionRows(db, block.id);
  const chosen = version === undefined ? rows[0] : rows.find((row) => row.version === version);
  if (!chosen) return 'noVersion';
  return {
    functionId: block.id,
    functionName: block.name,
    version: chosen.version,
    createdAt: chosen.created_at.toISOString(),
    code: chosen.code,
    parameters: parameterNames(chosen.parameters),
    versions: rows.map((row) => ({ version: row.version, createdAt: row.created_at.toISOString() })),
  };
}

/** The code to run for a conversation (runCode). */
export async function codeBlockCode(db: Db, companyId: string, functionId: string, version?: string): Promise<{ code: string; version: string } | 'noBlock' | 'noVersion'> {
  const found = await codeBlockVersion(db, companyId, functionId, version);
  return typeof found === 'string' ? found : { code: found.code, version: found.version };
}

/** The version after the newest: 1.0.0, then 1.1.0, 1.2.0, ... (a version that is not x.y.z counts as 1.0.0). */
export function nextVersion(newest: string | undefined, taken: readonly string[]): string {
  if (newest === undefined) return '1.0.0';
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(newest);
  const major = match ? Number(match[1]) : 1;
  let minor = match ? Number(match[2]) : 0;
  let candidate: string;
  do {
    minor += 1;
    candidate = `${major}.${minor}.0`;
  } while (taken.includes(candidate));
  return candidate;
}

/** A new code block of the company with its first version (1.0.0). */
export async function createCodeBlock(
  db: Db,
  now: Date,
  input: { companyId: string; userId: string | null; name: string; code: string; parameters: string[] },
): Promise<CodeBlockVersion> {
  const id = await db
    .transaction()
    .execute((tx) => insertCodeBlock(tx, now, { ...input, versions: [{ version: '1.0.0', code: input.code, parameters: input.parameters, createdAt: now }] }));
  return (await codeBlockVersion(db, input.companyId, id)) as CodeBlockVersion;
}

/** Saves the code as the block's next version; 'noBlock' when the block is not the company's. */
export async function saveCodeBlockVersion(
  db: Db,
  now: Date,
  companyId: string,
  functionId: string,
  input: { code: string; parameters: string[] },
): Promise<CodeBlockVersion | 'noBlock'> {
  const block = await companyBlock(db, companyId, functionId);
  if (!block) return 'noBlock';
  await db.transaction().execute(async (tx) => {
    const rows = await versionRows(tx, block.id);
    const version = nextVersion(
      rows[0]?.version,
      rows.map((row) => row.version),
    );
    // A save in the same millisecond as the newest still sorts after it.
    const newest = rows[0]?.created_at;
    const at = newest && newest.getTime() >= now.getTime() ? new Date(newest.getTime() + 1) : now;
    await tx
      .insertInto('code_block_versions')
      .values({ code_block_id: block.id, version, code: input.code, parameters: JSON.stringify(input.parameters), created_at: at })
      .execute();
  });
  return (await codeBlockVersion(db, companyId, block.id)) as CodeBlockVersion;
}

export async function renameCodeBlock(db: Db, companyId: string, functionId: string, name: string): Promise<CodeBlockVersion | 'noBlock' | 'noVersion'> {
  const renamed = await db.updateTable('code_blocks').set({ name }).where('id', '=', functionId).where('company_id', '=', companyId).executeTakeFirst();
  if (Number(renamed.numUpdatedRows) === 0) return 'noBlock';
  return codeBlockVersion(db, companyId, functionId);
}

/** Deletes the block and its versions; false when it was not the company's. */
export async function deleteCodeBlock(db: Db, companyId: string, functionId: string): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const block = await companyBlock(tx, companyId, functionId);
    if (!block) return false;
    await tx.deleteFrom('code_block_versions').where('code_block_id', '=', block.id).execute();
    await tx.deleteFrom('code_blocks').where('id', '=', block.id).execute();
    return true;
  });
}
