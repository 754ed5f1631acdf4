import { sql } from 'kysely';
import { secretHint, type SecretSummary } from '../../services/contracts/secrets';
import type { Db } from '../db/connect';
import { isUniqueViolation } from '../db/errors';
import { decrypt, encrypt } from '../secrets';

/**
 * The company secrets table (docs/secret-manager.md): values go in sealed with the server's
 * secret key and come out only to the engine's integration calls; the list reads names,
 * descriptions, dates and the masked hint.
 */

type Row = { id: string; name: string; description: string; hint: string; created_at: Date; updated_at: Date; last_used_at: Date | null };

const summaryOf = (row: Row): SecretSummary => ({
  id: row.id,
  name: row.name,
  description: row.description,
  hint: row.hint,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  lastUsedAt: row.last_used_at ? row.last_used_at.toISOString() : null,
});

const LISTED = ['id', 'name', 'description', 'hint', 'created_at', 'updated_at', 'last_used_at'] as const;

export class SecretNameTaken extends Error {}

async function unique<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw new SecretNameTaken();
    throw error;
  }
}

export async function listSecrets(db: Db, companyId: string): Promise<SecretSummary[]> {
  const rows = await db
    .selectFrom('company_secrets')
    .select(LISTED)
    .where('company_id', '=', companyId)
    .orderBy(sql`lower(name)`)
    .execute();
  return rows.map(summaryOf);
}

export type NewSecret = { companyId: string; userId: string; name: string; value: string; description: string; now: Date };

export async function createSecret(db: Db, secretKey: string, input: NewSecret): Promise<SecretSummary> {
  const row = await unique(() =>
    db
      .insertInto('company_secrets')
      .values({
        company_id: input.companyId,
        name: input.name,
        value_enc: encrypt(secretKey, input.value),
        hint: secretHint(input.value),
        description: input.description,
        created_by: input.userId,
        created_at: input.now,
        updated_at: input.now,
      })
      .returning(LISTED)
      .executeTakeFirstOrThrow(),
  );
  return summaryOf(row);
}

/** A new value for a secret of the company; undefined when it has no such secret. */
export async function replaceSecretValue(db: Db, secretKey: string, companyId: string, id: string, value: string, now: Date): Promise<SecretSummary | undefined> {
  const row = await db
    .updateTable('company_secrets')
    .set({ value_enc: encrypt(secretKey, value), hint: secretHint(value), updated_at: now })
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .returning(LISTED)
    .executeTakeFirst();
  return row && summaryOf(row);
}

/** A new name and/or description; undefined when the company has no such secret. */
export async function describeSecret(db: Db, companyId: string, id: string, change: { name?: string; description?: string }, now: Date): Promise<SecretSummary | undefined> {
  const row = await unique(() =>
    db
      .updateTable('company_secrets')
      .set({ ...(change.name !== undefined ? { name: change.name } : {}), ...(change.description !== undefined ? { description: change.description } : {}), updated_at: now })
      .where('id', '=', id)
      .where('company_id', '=', companyId)
      .returning(LISTED)
      .executeTakeFirst(),
  );
  return row && summaryOf(row);
}

export async function deleteSecret(db: Db, companyId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('company_secrets').where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The values of the named secrets of a company (names matched whatever their case), for an
 * integration call about to be made; their last use is now. Names the company lacks are absent.
 */
export async function unsealSecrets(db: Db, secretKey: string, companyId: string, names: readonly string[], now: Date): Promise<Map<string, string>> {
  const values = new Map<string, string>();
  if (!names.length) return values;
  const lower = [...new Set(names.map((name) => name.toLowerCase()))];
  const rows = await db
    .updateTable('company_secrets')
    .set({ last_used_at: now })
    .where('company_id', '=', companyId)
    .where(sql<boolean>`lower(name) in (${sql.join(lower)})`)
    .returning(['name', 'value_enc'])
    .execute();
  for (const row of rows) values.set(row.name.toLowerCase(), decrypt(secretKey, row.value_enc));
  return values;
}
