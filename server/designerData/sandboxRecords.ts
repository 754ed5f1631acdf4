import type { Db } from '../db/connect';

/**
 * The records the local provider sandboxes keep (table provider_sandbox_records): what the
 * provider itself would hold, e.g. a company's zaps or a partner's events. Demo data and
 * tests write them with `putSandboxRecords`; the sandbox adapters only read.
 */
export type SandboxRecord = { key: string; data: Record<string, unknown> };

export async function sandboxRecords(db: Db, kind: string, scope: string): Promise<SandboxRecord[]> {
  const rows = await db
    .selectFrom('provider_sandbox_records')
    .select(['key', 'data'])
    .where('kind', '=', kind)
    .where('scope', '=', scope)
    .orderBy('position')
    .orderBy('key')
    .execute();
  return rows.map((row) => ({ key: row.key, data: (row.data ?? {}) as Record<string, unknown> }));
}

export async function sandboxRecord(db: Db, kind: string, scope: string, key: string): Promise<SandboxRecord | undefined> {
  const row = await db.selectFrom('provider_sandbox_records').select(['key', 'data']).where('kind', '=', kind).where('scope', '=', scope).where('key', '=', key).executeTakeFirst();
  return row ? { key: row.key, data: (row.data ?? {}) as Record<string, unknown> } : undefined;
}

/** Writes (or replaces) records in the given order. */
export async function putSandboxRecords(db: Db, kind: string, scope: string, records: readonly SandboxRecord[]): Promise<void> {
  for (const [position, record] of records.entries()) {
    await db
      .insertInto('provider_sandbox_records')
      .values({ kind, scope, key: record.key, position, data: JSON.stringify(record.data) })
      .onConflict((oc) => oc.columns(['kind', 'scope', 'key']).doUpdateSet({ position, data: JSON.stringify(record.data) }))
      .execute();
  }
}
