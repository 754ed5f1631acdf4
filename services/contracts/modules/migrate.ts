import type { Format1Document, Format1Module } from './format1';
import { handoverSettingsOfFormat1 } from './handover';

/**
 * Format 1 → format 2 of a stored flow (existing data, templates, exported JSON). Format 2
 * types each module's settings by its type; the stored values already are what the
 * designer writes, so the migration changes only:
 *
 * - `formatVersion` 1 → 2;
 * - a HANDOVER `mode` spelled as spec 2.11 names it (external, INTERNAL, CONTACT_CENTER)
 *   becomes the stored mode the panel reads it as (channel, internal, contactCenter).
 *
 * Everything else (ids, positions, connections, fallbacks, unknown settings keys) is kept
 * as it is. Pure: the input is not changed. Whether the result is a valid format-2 flow is
 * the format-2 schema's to say (storedFlow.ts reads both).
 */
export type MigratedFlow = Omit<Format1Document, 'formatVersion'> & { formatVersion: 2 };

/** One module of format 1 as format 2 stores it. */
export function migrateModule(module: Format1Module): Format1Module {
  if (module.type !== 'HANDOVER') return module;
  const settings = handoverSettingsOfFormat1(module.settings);
  return settings === module.settings ? module : { ...module, settings };
}

export function migrateFlow1To2(flow: Format1Document): MigratedFlow {
  return { ...flow, formatVersion: 2, modules: flow.modules.map(migrateModule) };
}
