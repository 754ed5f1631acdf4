import { isUuid } from '../companies/access';
import type { Db } from '../db/connect';
import { decrypt, encrypt } from '../secrets';
import { withSecrets } from '../../services/contracts/aiConnections';
import type { AiConnectionRef } from '../providers/ai/provider';

/**
 * How an AI connection's secrets are kept: one sealed JSON object of the secret values by their
 * concrete settings path ({ "v": 1, "secrets": { "subscriptionKey": "…" } }). Rows written
 * before the contracts hold the sealed Dialogflow JSON key text itself.
 */
type SealedSecrets = { v: 1; secrets: Record<string, string> };

export function sealSecrets(secretKey: string, secrets: Record<string, string>): string | null {
  if (!Object.keys(secrets).length) return null;
  const sealed: SealedSecrets = { v: 1, secrets };
  return encrypt(secretKey, JSON.stringify(sealed));
}

export function unsealSecrets(secretKey: string, sealed: string | null): Record<string, string> {
  if (sealed === null) return {};
  const plain = decrypt(secretKey, sealed);
  try {
    const value: unknown = JSON.parse(plain);
    if (typeof value === 'object' && value !== null && (value as { v?: unknown }).v === 1) {
      const secrets = (value as { secrets?: unknown }).secrets;
      if (typeof secrets === 'object' && secrets !== null) {
        return Object.fromEntries(Object.entries(secrets).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
      }
    }
  } catch {
    // Not JSON: an older row's key text.
  }
  return { jsonKey: plain };
}

/**
 * The row's secrets, or none when they cannot be unsealed (sealed under another secret key): a
 * reader then sees them as not set, the provider refuses the connection as it would a wrong key,
 * and the connection's form asks for them again.
 */
export function readableSecrets(secretKey: string, sealed: string | null): Record<string, string> {
  try {
    return unsealSecrets(secretKey, sealed);
  } catch {
    return {};
  }
}

/** A stored settings column as an object (anything else as no settings). */
export const settingsObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

type StoredRow = { id: string; company_id: string; type: string; settings: unknown; secret_enc: string | null };

/** A stored connection as the adapters need it: its settings with the readable secrets put back. */
export function connectionRefOf(secretKey: string, row: StoredRow): AiConnectionRef {
  return { id: row.id, companyId: row.company_id, type: row.type, settings: withSecrets(settingsObject(row.settings), readableSecrets(secretKey, row.secret_enc)) };
}

/** What loading a connection needs: the database and the key its secrets are sealed with. */
export type AiConnectionDeps = { db: Db; config: { secretKey: string } };

const REF_COLUMNS = ['id', 'company_id', 'type', 'settings', 'secret_enc'] as const;

/**
 * The connection with this id, for server work that has no caller to check (a live
 * conversation of the company's assistant): `companyId` must match, so one company's flow can
 * never use another company's connection.
 */
export async function loadAiConnection(deps: AiConnectionDeps, id: string, companyId: string): Promise<AiConnectionRef | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await deps.db.selectFrom('ai_connections').select(REF_COLUMNS).where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
  return row ? connectionRefOf(deps.config.secretKey, row) : undefined;
}

/** The company's oldest connection of this stored type (e.g. its product-subscription generative one), undefined without one. */
export async function loadOldestAiConnection(deps: AiConnectionDeps, companyId: string, type: string): Promise<AiConnectionRef | undefined> {
  const row = await deps.db
    .selectFrom('ai_connections')
    .select(REF_COLUMNS)
    .where('company_id', '=', companyId)
    .where('type', '=', type)
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
  return row ? connectionRefOf(deps.config.secretKey, row) : undefined;
}
