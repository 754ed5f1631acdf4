import { sql } from 'kysely';
import { DATA_TOKEN_PREFIX, DATA_TOKENS_MAX, dataStationMessages as m, type DataToken, type DataTokenScope } from '../../services/contracts/dataStation';
import type { Db } from '../db/connect';
import { isUniqueViolation } from '../db/errors';
import { hashToken, randomToken } from '../secrets';

/** A token change the rules refuse; `message` is the server's words. */
export class TokenRefused extends Error {}

type Stored = { id: string; name: string; scope: DataTokenScope; hint: string; expires_at: Date | null; created_at: Date; last_used_at: Date | null };

const tokenOf = (row: Stored): DataToken => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  hint: row.hint,
  expiresAt: row.expires_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
});

const COLUMNS = ['id', 'name', 'scope', 'hint', 'expires_at', 'created_at', 'last_used_at'] as const;

export async function listTokens(db: Db, companyId: string): Promise<DataToken[]> {
  const rows = await db
    .selectFrom('data_tokens')
    .select(COLUMNS)
    .where('company_id', '=', companyId)
    .orderBy(sql`lower(name)`)
    .execute();
  return rows.map(tokenOf);
}

export type NewToken = { companyId: string; userId: string; name: string; scope: DataTokenScope; expiresAt: Date | null; now: Date };

/** A new token: answered once here, kept only as its SHA-256 and a masked hint of its last four characters. */
export async function createToken(db: Db, input: NewToken): Promise<{ token: string; summary: DataToken }> {
  if (input.expiresAt !== null && input.expiresAt.getTime() <= input.now.getTime()) throw new TokenRefused(m.expiryPast);
  const token = `${DATA_TOKEN_PREFIX}${randomToken(32)}`;
  try {
    const row = await db.transaction().execute(async (trx) => {
      await trx.selectFrom('companies').select('id').where('id', '=', input.companyId).forUpdate().executeTakeFirst();
      const { count } = await trx
        .selectFrom('data_tokens')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('company_id', '=', input.companyId)
        .executeTakeFirstOrThrow();
      if (Number(count) >= DATA_TOKENS_MAX) throw new TokenRefused(m.tooManyTokens);
      return trx
        .insertInto('data_tokens')
        .values({
          company_id: input.companyId,
          name: input.name,
          scope: input.scope,
          token_hash: hashToken(token),
          hint: `${DATA_TOKEN_PREFIX}••••${token.slice(-4)}`,
          expires_at: input.expiresAt,
          created_by: input.userId,
          created_at: input.now,
        })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
    });
    return { token, summary: tokenOf(row) };
  } catch (error) {
    if (isUniqueViolation(error)) throw new TokenRefused(m.tokenNameTaken);
    throw error;
  }
}

export async function revokeToken(db: Db, companyId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('data_tokens').where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export type TokenHolder = { tokenId: string; companyId: string; scope: DataTokenScope };

/** The company and scope of a presented token that is known and not expired; its last use is noted. */
export async function tokenHolder(db: Db, token: string, now: Date): Promise<TokenHolder | undefined> {
  if (!token.startsWith(DATA_TOKEN_PREFIX)) return undefined;
  const row = await db
    .updateTable('data_tokens')
    .set({ last_used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .returning(['id', 'company_id', 'scope'])
    .executeTakeFirst();
  return row ? { tokenId: row.id, companyId: row.company_id, scope: row.scope } : undefined;
}
