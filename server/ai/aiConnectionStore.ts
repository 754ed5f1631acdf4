import type { Db } from '../db/connect';
import { aiConnectionDefinitions, aiKindOfType, maskSecrets, withSecrets } from '../../services/contracts/aiConnections';
import { readableSecrets } from './connectionRef';

/** An AI connection as the console sees it: `settings` is JSON text with every secret masked. */
export type AiConnectionView = { id: string; name: string; companyId: string; type: string; backend: string; projectName: string; settings: string };

/** Setting names that can only be secrets; dropped where no contract names the field (an unknown type, a field of an older row). */
const SECRET_SETTING = /(key|secret|password|token|credential)/i;

export function publicSettings(settings: unknown): Record<string, unknown> {
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) return {};
  return Object.fromEntries(Object.entries(settings).filter(([name]) => !SECRET_SETTING.test(name)));
}

type Row = { id: string; name: string; company_id: string; type: string; backend: string; project_name: string; settings: unknown; secret_enc: string | null };

/**
 * The settings a reader sees: for a known kind the stored settings with its secrets put back
 * and then masked per the kind's contract (a reader sees which secrets are set, never one);
 * for an unknown type only the names that cannot be secrets.
 */
function answeredSettings(secretKey: string, row: Row): Record<string, unknown> {
  const clear = row.settings;
  const kind = aiKindOfType(row.type);
  if (!kind || typeof clear !== 'object' || clear === null || Array.isArray(clear)) return publicSettings(row.settings);
  const patterns = aiConnectionDefinitions[kind].secrets;
  const whole = withSecrets(clear as Record<string, unknown>, readableSecrets(secretKey, row.secret_enc));
  // A field the contract does not name (a row written before the contracts) is answered only when its name cannot be a secret.
  const named = new Set(Object.keys(aiConnectionDefinitions[kind].settings.shape));
  return Object.fromEntries(Object.entries(maskSecrets(whole, patterns)).filter(([name]) => named.has(name) || !SECRET_SETTING.test(name)));
}

const view = (secretKey: string, row: Row): AiConnectionView => ({
  id: row.id,
  name: row.name,
  companyId: row.company_id,
  type: row.type,
  backend: row.backend,
  projectName: row.project_name,
  settings: JSON.stringify(answeredSettings(secretKey, row)),
});

const COLUMNS = ['id', 'name', 'company_id', 'type', 'backend', 'project_name', 'settings', 'secret_enc'] as const;

/** The company's AI connections, oldest first (then by name: one seed makes several at once); secrets masked. */
export async function aiConnectionViews(db: Db, secretKey: string, companyId: string, onlyId?: string): Promise<AiConnectionView[]> {
  let query = db.selectFrom('ai_connections').select(COLUMNS).where('company_id', '=', companyId);
  if (onlyId !== undefined) query = query.where('id', '=', onlyId);
  const rows = await query.orderBy('created_at').orderBy('name').orderBy('id').execute();
  return rows.map((row) => view(secretKey, row));
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
