import { createGraphQLError } from 'graphql-yoga';
import type { AppDeps } from '../deps';
import type { Db } from '../db/connect';
import { badInput, duplicate, notFound } from '../graphql/errors';
import {
  aiConnectionDefinitions,
  aiConnectionMessages as m,
  aiKindOfType,
  isAiConnectionKind,
  keepMaskedSecrets,
  secretValues,
  withSecrets,
  withoutSecrets,
  type AiConnectionKind,
} from '../../services/contracts/aiConnections';
import { liveVersions } from '../bots/publishStore';
import { aiProviderFor } from '../providers/ai';
import { AiProviderError, type AiConnectionRef } from '../providers/ai/provider';
import { providerFailure } from './aiAccess';
import { readableSecrets, sealSecrets, settingsObject } from './connectionRef';

type ChangeDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** A refusal the AI screen shows by its status (spec 02 section 8) without leaving the page: HTTP 200, the status in extensions. */
const screenRefusal = (message: string, code: string, status: number) => createGraphQLError(message, { extensions: { code, status } });
export const checkFailed = () => screenRefusal(m.checkFailed, 'AI_CHECK_FAILED', 403);
export const providerUnavailable = () => screenRefusal(m.providerUnavailable, 'AI_PROVIDER_UNAVAILABLE', 500);
export const cannotRemove = () => badInput(m.cannotRemove);

/** The kind a request names: the spec's stored type ('LuisCloud') or the kind itself ('luisCloud'). */
export function kindOfRequest(type: string): AiConnectionKind {
  const trimmed = type.trim();
  const kind = isAiConnectionKind(trimmed) ? trimmed : aiKindOfType(trimmed);
  if (!kind) throw badInput(m.typeUnknown);
  return kind;
}

function settingsJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badInput(m.settingsNotJson);
  }
}

export type CheckedSettings = { kind: AiConnectionKind; settings: Record<string, unknown>; clear: Record<string, unknown>; secrets: Record<string, string>; projectName: string };

/**
 * The settings as the kind's contract reads them (the first problem's text otherwise). On an
 * update `stored` holds the stored settings with their secrets: a secret sent back as the mask
 * keeps its stored value. The contract's texts never echo a value, so no secret reaches a message.
 */
export function checkedSettings(kind: AiConnectionKind, text: string, stored?: Record<string, unknown>): CheckedSettings {
  const definition = aiConnectionDefinitions[kind];
  const incoming = settingsJson(text);
  const merged = stored ? keepMaskedSecrets(incoming, stored, definition.secrets) : incoming;
  const parsed = definition.settings.safeParse(merged);
  if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? m.fillAllFields);
  const settings = parsed.data as Record<string, unknown>;
  return {
    kind,
    settings,
    clear: withoutSecrets(settings, definition.secrets),
    secrets: secretValues(settings, definition.secrets),
    projectName: (definition.projectName as (s: unknown) => string)(settings),
  };
}

/** Asks the kind's provider whether it accepts the settings: a refusal is the spec's 403 text, no answer its 500 text. */
export async function checkWithProvider(deps: ChangeDeps, connection: AiConnectionRef): Promise<void> {
  try {
    await aiProviderFor(deps, connection).check(connection);
  } catch (error) {
    if (error instanceof AiProviderError && error.kind === 'unauthorized') throw checkFailed();
    if (error instanceof AiProviderError && error.kind === 'unavailable') throw providerUnavailable();
    throw providerFailure(error);
  }
}

/** Refuses a name another connection of the company has, whatever its case (spec 02 section 8: 402). */
export async function requireFreeName(db: Db, companyId: string, name: string, exceptId?: string): Promise<void> {
  let query = db
    .selectFrom('ai_connections')
    .select('id')
    .where('company_id', '=', companyId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw duplicate(m.nameInUse);
}

export type StoredConnection = { id: string; companyId: string; name: string; type: string; settings: Record<string, unknown> };

/** The company's connection with its settings and unsealed secrets, or NOT_FOUND. */
export async function storedConnection(deps: ChangeDeps, id: string, companyId: string): Promise<StoredConnection> {
  const row = await deps.db
    .selectFrom('ai_connections')
    .select(['id', 'company_id', 'name', 'type', 'settings', 'secret_enc'])
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!row) throw notFound(m.notFound);
  const settings = withSecrets(settingsObject(row.settings), readableSecrets(deps.config.secretKey, row.secret_enc));
  return { id: row.id, companyId: row.company_id, name: row.name, type: row.type, settings };
}

/** Sealed secrets for the row (null when the kind has none set). */
export const sealedOf = (deps: ChangeDeps, checked: CheckedSettings) => sealSecrets(deps.config.secretKey, checked.secrets);

/**
 * Whether the live (newest published) version of one of the company's assistants answers
 * through this connection (an AI or GENERATIVE module's aiType): deleting it would break a
 * conversation running now, so the spec's 400 text refuses it.
 */
export async function usedByLiveAssistant(db: Db, companyId: string, connectionId: string): Promise<boolean> {
  const versionIds = (await liveVersions(db, companyId).execute()).map((row) => row.version_id);
  if (!versionIds.length) return false;
  const versions = await db.selectFrom('bot_versions').select('flow').where('id', 'in', versionIds).execute();
  return versions.some((version) => flowUses(version.flow, connectionId));
}

function flowUses(flow: unknown, connectionId: string): boolean {
  const document = typeof flow === 'string' ? (JSON.parse(flow) as unknown) : flow;
  const modules = (document as { modules?: unknown } | null)?.modules;
  if (!Array.isArray(modules)) return false;
  return modules.some((module: unknown) => (module as { settings?: { aiType?: unknown } } | null)?.settings?.aiType === connectionId);
}
