import type { FlowModule } from '../../services/contracts/flow';
import { moduleSettingsSchemas } from '../../services/contracts/modules';

/** One setting of a module that breaks its type's rules: where it is, and the spec's message. */
export type SettingProblem = { field: string; message: string };

const found = new WeakMap<FlowModule['settings'], SettingProblem[]>();

/**
 * What a module's settings break of its type's schema (services/contracts/modules): a text
 * past its limit, a link that is no link, a validator that does not compile. The server
 * refuses to store such a flow; the save check lists each. Settings objects are replaced,
 * never changed, by an edit, so each is checked once.
 */
export function settingProblems(module: FlowModule): SettingProblem[] {
  const known = found.get(module.settings);
  if (known) return known;
  const parsed = moduleSettingsSchemas[module.type].safeParse(module.settings);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || 'settings', message: issue.message }));
  found.set(module.settings, problems);
  return problems;
}
