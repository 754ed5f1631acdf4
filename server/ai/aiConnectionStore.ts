import type { Db } from '../db/connect';

/** An AI connection as the console sees it: `settings` is JSON text without any secret. */
export type AiConnectionView = { id: string; name: string; companyId: string; type: string; backend: string; projectName: string; settings: string };

/** Setting names that can only be secrets; dropped from every answer even if one was stored by mistake. */
const SECRET_SETTING = /(key|secret|password|token|credential)/i;

export function publicSettings(settings: unknown): Record<string, unknown> {
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) return {};
  return Object.fromEntries(Object.entries(settings).filter(([name]) => !SECRET_SETTING.test(name)));
}

type Row = { id: string; name: string; company_id: string; type: string; backend: string; project_name: string; settings: unknown };
const view = (row: Row): AiConnectionView => ({
  id: row.id,
  name: row.name,
  companyId: row.company_id,
  type: row.type,
  backend: row.backend,
  projectName: row.project_name,
  settings: JSON.stringify(publicSettings(row.settings)),
});

const PUBLIC_COLUMNS = ['id', 'name', 'company_id', 'type', 'backend', 'project_name', 'settings'] as const;

/** The company's AI connections, oldest first (then by name: one seed makes several at once); never the encrypted key. */
export async function aiConnectionViews(db: Db, companyId: string, onlyId?: string): Promise<AiConnectionView[]> {
  let query = db.selectFrom('ai_connections').select(PUBLIC_COLUMNS).where('company_id', '=', companyId);
  if (onlyId !== undefined) query = query.where('id', '=', onlyId);
  const rows = await query.orderBy('created_at').orderBy('name').orderBy('id').execute();
  return rows.map(view);
}

export type NewAiConnection = {
  companyId: string;
  userId: string;
  name: string;
  type: string;
  backend: string;
  projectName: string;
  settings: Record<string, unknown>;
  /** Null for a connection without credentials (served by the AI sandbox). */
  secretEnc: string | null;
};

export async function insertAiConnection(db: Db, now: Date, input: NewAiConnection): Promise<string> {
  const row = await db
    .insertInto('ai_connections')
    .values({
      company_id: input.companyId,
      name: input.name,
      type: input.type,
      backend: input.backend,
      project_name: input.projectName,
      settings: JSON.stringify(input.settings),
      secret_enc: input.secretEnc,
      created_by: input.userId,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
