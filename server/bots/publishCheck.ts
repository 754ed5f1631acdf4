import { validateFlow, type FlowProblem } from '../../machines/designer/validate';
import { NOT_PUBLISHABLE_TYPES } from '../../machines/flow/conversation';
import type { FlowDocument } from '../../services/contracts/flow';
import { readStoredFlow } from '../../services/contracts/modules/storedFlow';
import designerTexts from '../../locales/en/designer.json' with { type: 'json' };
import sideMenuTexts from '../../locales/en/designerSideMenu.json' with { type: 'json' };

/**
 * The designer's save check (machines/designer/validate.ts), run by the server before a
 * version goes live. The designer lists the same problems before it asks the server; the
 * server checks again because a version saved "anyway" may still have them. Its refusal
 * reads like the designer's list: the count, then each problem as "Module: text" in the
 * console's English texts.
 */

type Texts = { [key: string]: string | Texts };
const namespaces: Record<string, Texts> = { designer: designerTexts, designerSideMenu: sideMenuTexts };

export const publishMessages = {
  flowNotRunnable: 'This version holds a flow that cannot run. Open it in the designer and save it again.',
} as const;

/** The English text of a save-check key ('designer.validation.unreachable') with its values filled in. */
export function englishText(key: string, values: Record<string, string | number> = {}): string {
  const [namespace = '', ...path] = key.split('.');
  let node: string | Texts | undefined = namespaces[namespace];
  for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
  const template = typeof node === 'string' ? node : key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** "Ask: Enter the parameter name ..." (or "Flow: ..." for a problem of the whole flow). */
function problemLine(problem: FlowProblem, flow: FlowDocument): string {
  const module = problem.moduleId === null ? undefined : flow.modules.find((m) => m.id === problem.moduleId);
  const where = problem.moduleId === null ? englishText('designerSideMenu.problems.flow') : module?.name.trim() || problem.moduleId;
  return `${where}: ${englishText(problem.text.key, problem.text.values)}`;
}

/** What stops `versionName` from going live, as one message; null when the save check finds nothing. */
export function publishRefusal(versionName: string, stored: unknown): string | null {
  const read = readStoredFlow(stored);
  if (!read.ok) return publishMessages.flowNotRunnable;
  const problems = validateFlow(read.flow);
  // The settings as stored, also a value of the wrong shape that reading left out, are listed by reading; the rest by the save check.
  const lines = [
    ...problems.filter((problem) => problem.kind !== 'invalidSetting').map((problem) => problemLine(problem, read.flow)),
    ...read.problems.map((problem) => problem.text),
    // Modules the engine cannot run (commerce and payment wait for their integrations, GENERIC holds nothing): named, never skipped silently.
    ...read.flow.modules
      .filter((m) => (NOT_PUBLISHABLE_TYPES as readonly string[]).includes(m.type))
      .map((m) => `${m.name.trim() || m.id}: ${englishText('designer.publish.notRunnable', { type: m.type })}`),
  ];
  if (lines.length === 0) return null;
  return `${versionName} cannot be published. ${englishText('designer.publish.problemsFound', { count: lines.length })} ${lines.join(' ')}`;
}
