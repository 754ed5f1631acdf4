import type { FlowDocument, FlowModule } from '../flow';
import { HANDOVER_MODE_ALIASES } from './handover';

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
 * flowDocumentV2's to say (parseStoredFlow runs both).
 */
export type MigratedFlow = Omit<FlowDocument, 'formatVersion'> & { formatVersion: 2 };

/** One module of format 1 as format 2 stores it (the engine reads format-1 modules through it). */
export function migrateModule(module: FlowModule): FlowModule {
  if (module.type !== 'HANDOVER') return module;
  const mode = module.settings['mode'];
  const renamed = typeof mode === 'string' && Object.hasOwn(HANDOVER_MODE_ALIASES, mode) ? HANDOVER_MODE_ALIASES[mode] : undefined;
  return renamed === undefined ? module : { ...module, settings: { ...module.settings, mode: renamed } };
}

export function migrateFlow1To2(flow: FlowDocument): MigratedFlow {
  return { ...flow, formatVersion: 2, modules: flow.modules.map(migrateModule) };
}
