import type { Db } from '../db/connect';

export type CodeBlockSummary = { functionId: string; functionName: string; companyId: string; agentId: string | null; createdAt: string; version: string | null };
export type CodeBlockPage = {
  data: CodeBlockSummary[];
  currentPage: number;
  hasNext: boolean;
  hasPrevious: boolean;
  pageSize: number;
  totalCount: number;
  totalPages: number;
};

/** A page of the company's code blocks by name, each with its newest version. */
export async function codeBlockPage(db: Db, companyId: string, page: number, pageSize: number): Promise<CodeBlockPage> {
  const total = await db
    .selectFrom('code_blocks')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('code_blocks')
    .select((eb) => [
      'code_blocks.id',
      'code_blocks.name',
      'code_blocks.company_id',
      'code_blocks.agent_id',
      'code_blocks.created_at',
      eb
        .selectFrom('code_block_versions')
        .select('code_block_versions.version')
        .whereRef('code_block_versions.code_block_id', '=', 'code_blocks.id')
        .orderBy('code_block_versions.created_at', 'desc')
        .orderBy('code_block_versions.version', 'desc')
        .limit(1)
        .as('newest_version'),
    ])
    .where('code_blocks.company_id', '=', companyId)
    .orderBy('code_blocks.name')
    .orderBy('code_blocks.id')
    .offset(page * pageSize)
    .limit(pageSize)
    .execute();
  const totalCount = Number(total.n);
  const totalPages = Math.ceil(totalCount / pageSize);
  return {
    data: rows.map((row) => ({
      functionId: row.id,
      functionName: row.name,
      companyId: row.company_id,
      agentId: row.agent_id,
      createdAt: row.created_at.toISOString(),
      version: row.newest_version ?? null,
    })),
    currentPage: page,
    hasNext: page + 1 < totalPages,
    hasPrevious: page > 0 && totalCount > 0,
    pageSize,
    totalCount,
    totalPages,
  };
}

export type CodeBlockDetailsView = { functionId: string; functionName: string; version: string | null; versions: string[]; parameters: string[] };

/** A stored version's parameter names (anything but a list of texts counts as none). */
export const parameterNames = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/**
 * A code block of the company: its versions newest first and the parameter names of the
 * newest one, or of `version` when given. 'noBlock' when the block is not the company's,
 * 'noVersion' when the asked version does not exist.
 */
export async function codeBlockDetails(db: Db, companyId: string, functionId: string, version?: string): Promise<CodeBlockDetailsView | 'noBlock' | 'noVersion'> {
  const block = await db.selectFrom('code_blocks').select(['id', 'name']).where('id', '=', functionId).where('company_id', '=', companyId).executeTakeFirst();
  if (!block) return 'noBlock';
  const versions = await db
    .selectFrom('code_block_versions')
    .select(['version', 'parameters'])
    .where('code_block_id', '=', block.id)
    .orderBy('created_at', 'desc')
    .orderBy('version', 'desc')
    .execute();
  const chosen = version === undefined ? versions[0] : versions.find((row) => row.version === version);
  if (version !== undefined && !chosen) return 'noVersion';
  return {
    functionId: block.id,
    functionName: block.name,
    version: chosen?.version ?? null,
    versions: versions.map((row) => row.version),
    parameters: parameterNames(chosen?.parameters),
  };
}

export type NewCodeBlock = {
  companyId: string;
  userId: string | null;
  name: string;
  agentId?: string;
  versions: Array<{ version: string; code: string; parameters: string[]; createdAt: Date }>;
};

/** Stores a code block with its versions (oldest first in `versions`); run it inside a transaction. */
export async function insertCodeBlock(tx: Db, now: Date, input: NewCodeBlock): Promise<string> {
  const block = await tx
    .insertInto('code_blocks')
    .values({ company_id: input.companyId, name: input.name, agent_id: input.agentId ?? null, created_by: input.userId, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const version of input.versions) {
    await tx
      .insertInto('code_block_versions')
      .values({ code_block_id: block.id, version: version.version, code: version.code, parameters: JSON.stringify(version.parameters), created_at: version.createdAt })
      .execute();
  }
  return block.id;
}
