import type { ModuleType } from '../flow';
import { moduleSettingsSchemas } from './index';

/**
 * Test support for the settings schemas: each type's examples that parse (from the
 * templates, the fixture and the spec) and values refused with the field and the message.
 */
export type SettingsCases = {
  valid: ReadonlyArray<Record<string, unknown>>;
  refused: ReadonlyArray<readonly [what: string, settings: Record<string, unknown>, field: string, message: string]>;
};

/** The first issue of parsing `settings` as the type's settings: its dotted field path and message, or null when it parses. */
export function firstIssue(type: ModuleType, settings: unknown): { field: string; message: string } | null {
  const parsed = moduleSettingsSchemas[type].safeParse(settings);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return { field: issue.path.map(String).join('.'), message: issue.message };
}

/** Parsing keeps every value as stored. */
export function parsedAsStored(type: ModuleType, settings: unknown): unknown {
  const parsed = moduleSettingsSchemas[type].safeParse(settings);
  return parsed.success ? parsed.data : parsed.error.issues;
}
