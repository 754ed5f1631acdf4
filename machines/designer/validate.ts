import type { FlowDocument } from '../../services/contracts/flow';
import { FALLBACK_COUNT_MAX, MODULE_NAME_MAX } from './edits';
import { missingFields } from './modules/index';
import { settingProblems } from './settingsProblems';
import { requiredFieldTexts, type RequiredFieldKind } from './requiredFields';
import { slotExists } from './slots';

export { missingFields } from './modules/index';
export { requiredFieldTexts, type RequiredFieldKind } from './requiredFields';

export type FlowProblemKind =
  | 'danglingConnection'
  | 'danglingFallback'
  | 'unreachable'
  | 'missingName'
  | 'nameTooLong'
  | 'fallbackCount'
  | 'missingStart'
  | 'orphanConnection'
  | 'invalidSetting'
  | RequiredFieldKind;

/** One problem listed on save; the designer jumps to `moduleId` on click (null: the whole flow). */
export type FlowProblem = { moduleId: string | null; kind: FlowProblemKind; text: { key: string; values?: Record<string, string | number> } };

export const designerValidationTexts: Record<FlowProblemKind, string> = {
  danglingConnection: 'designer.validation.danglingConnection',
  danglingFallback: 'designer.validation.danglingFallback',
  unreachable: 'designer.validation.unreachable',
  missingName: 'designer.validation.missingName',
  nameTooLong: 'designer.validation.nameTooLong',
  fallbackCount: 'designer.validation.fallbackCount',
  missingStart: 'designer.validation.missingStart',
  invalidSetting: 'designer.validation.invalidSetting',
  orphanConnection: 'designerSideMenu.validation.orphanConnection',
  ...requiredFieldTexts,
};

/** The ids reachable from START through connections and fallbacks. */
export function reachableIds(flow: FlowDocument): Set<string> {
  const byId = new Map(flow.modules.map((m) => [m.id, m]));
  const start = flow.modules.find((m) => m.type === 'START');
  const seen = new Set<string>();
  const queue = start ? [start.id] : [];
  // An index instead of shift(): the check runs after every edit, on flows of up to 2000 modules.
  for (let next = 0; next < queue.length; next++) {
    const id = queue[next]!;
    if (seen.has(id)) continue;
    seen.add(id);
    const module = byId.get(id);
    if (!module) continue;
    for (const c of module.connections) if (byId.has(c.id)) queue.push(c.id);
    if (module.fallback && byId.has(module.fallback)) queue.push(module.fallback);
  }
  return seen;
}

/**
 * What is wrong with a flow before saving: dangling targets, connections of slots that are
 * gone, unreachable modules, bad names and counts, required settings left empty, settings
 * that break their type's rules (the server refuses to store those).
 */
export function validateFlow(flow: FlowDocument): FlowProblem[] {
  const problem = (moduleId: string | null, kind: FlowProblemKind, values?: Record<string, string | number>): FlowProblem => ({
    moduleId,
    kind,
    text: values ? { key: designerValidationTexts[kind], values } : { key: designerValidationTexts[kind] },
  });
  const ids = new Set(flow.modules.map((m) => m.id));
  const byId = new Map(flow.modules.map((m) => [m.id, m]));
  const problems: FlowProblem[] = [];
  if (!flow.modules.some((m) => m.type === 'START')) problems.push(problem(null, 'missingStart'));
  const reachable = reachableIds(flow);
  for (const m of flow.modules) {
    const name = m.name.trim();
    if (!name) problems.push(problem(m.id, 'missingName'));
    if (name.length > MODULE_NAME_MAX) problems.push(problem(m.id, 'nameTooLong', { max: MODULE_NAME_MAX }));
    for (const c of m.connections) {
      if (!ids.has(c.id)) problems.push(problem(m.id, 'danglingConnection', { target: c.id }));
      else if (!slotExists(m, c)) problems.push(problem(m.id, 'orphanConnection', { target: byId.get(c.id)?.name ?? c.id }));
    }
    if (m.fallback !== undefined && !ids.has(m.fallback)) problems.push(problem(m.id, 'danglingFallback', { target: m.fallback }));
    const count = m.fallbackCount;
    if (count !== undefined && (!Number.isInteger(count) || count < 0 || count > FALLBACK_COUNT_MAX)) problems.push(problem(m.id, 'fallbackCount'));
    if (m.type !== 'START' && !reachable.has(m.id)) problems.push(problem(m.id, 'unreachable', { name }));
    for (const kind of missingFields(m)) problems.push(problem(m.id, kind));
    for (const { field, message } of settingProblems(m)) problems.push(problem(m.id, 'invalidSetting', { field, message }));
  }
  return problems;
}
