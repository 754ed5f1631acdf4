import type { Integration } from '../../services/contracts/designerResources';
import type { Db } from '../db/connect';
import { decrypt, encrypt, SECRET_NAME } from '../secrets';

/** Property names that would carry a credential: never answered, even if one slipped into `properties`. */

type Row = { id: string; name: string; type: string; properties: unknown };

/** An integration as the console sees it (spec 03 3.2: _id, name, type, properties), without any secret. */
export function integrationView(row: Row): Integration {
  const raw = typeof row.properties === 'object' && row.properties !== null && !Array.isArray(row.properties) ? (row.properties as Record<string, unknown>) : {};
  const properties = Object.fromEntries(Object.entries(raw).filter(([name]) => !SECRET_NAME.test(name)));
  return { _id: row.id, name: row.name, type: row.type, properties };
}

/** The company's integrations, oldest first; of one type when given (compared case-insensitively). */
export async function integrationViews(db: Db, companyId: string, type?: string): Promise<Integration[]> {
  let query = db.selectFrom('integrations').select(['id', 'name', 'type', 'properties']).where('company_id', '=', companyId);
  if (type !== undefined) query = query.where((eb) => eb(eb.fn('lower', ['type']), '=', type.toLowerCase()));
  const rows = await query.orderBy('created_at').orderBy('name').orderBy('id').execute();
  return rows.map(integrationView);
}

export type StoredIntegration = Integration & { secrets: Record<string, string> };

/** One integration of the company with its credentials opened, for server-side calls only. */
export async function storedIntegration(db: Db, secretKey: string, companyId: string, integrationId: string): Promise<StoredIntegration | undefined> {
  const row = await db
    .selectFrom('integrations')
    .select(['id', 'name', 'type', 'properties', 'secrets_enc'])
    .where('company_id', '=', companyId)
    .where('id', '=', integrationId)
    .executeTakeFirst();
  if (!row) return undefined;
  const secrets = row.secrets_enc ? (JSON.parse(decrypt(secretKey, row.secrets_enc)) as Record<string, string>) : {};
  return { ...integrationView(row), properties: (row.properties ?? {}) as Record<string, unknown>, secrets };
}

export type NewIntegration = {
  companyId: string;
  userId: string | null;
  name: string;
  type: string;
  properties: Record<string, unknown>;
  secrets: Record<string, string>;
};

/** Stores an integration; credentials go sealed into `secrets_enc`, never into `properties`. */
export async function insertIntegration(db: Db, now: Date, secretKey: string, input: NewIntegration): Promise<string> {
  const leaked = Object.keys(input.properties).find((name) => SECRET_NAME.test(name));
  if (leaked !== undefined) throw new Error(`The property ${leaked} looks like a credential: pass it in secrets.`);
  const row = await db
    .insertInto('integrations')
    .values({
      company_id: input.companyId,
      name: input.name,
      type: input.type,
      properties: JSON.stringify(input.properties),
      secrets_enc: Object.keys(input.secrets).length === 0 ? null : encrypt(secretKey, JSON.stringify(input.secrets)),
      created_by: input.userId,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
