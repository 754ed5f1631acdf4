import type { FlowDocument } from '../../services/contracts/flow';
import { checkStoredFlow } from '../../services/contracts/modules/storedFlow';

/**
 * The designer's flow text checked without the GraphQL layer, so that a worker thread can run it
 * (server/work): it loads only the flow contract. flowInput.ts turns a problem into the 400 answer.
 */

/** The largest flow the designer may save, as UTF-8 JSON text. */
export const FLOW_MAX_BYTES = 5 * 1024 * 1024;

export const flowMessages = {
  tooLarge: 'The flow is larger than 5 MB.',
  notJson: 'The flow is not valid JSON.',
} as const;

type Issue = { message: string; path: ReadonlyArray<PropertyKey>; params?: Record<string, unknown> };

/** "Module greeting, position.x: ..." for a problem inside a module, the plain message otherwise. */
function readable(issue: Issue, raw: unknown): string {
  const [first, index, ...rest] = issue.path;
  // The list of modules and the checks of the whole flow have their own messages ("A flow needs its START module.").
  if (issue.path.length === 0 || (first === 'modules' && issue.path.length === 1) || issue.params?.['named'] === true) return issue.message;
  if (first !== 'modules' || typeof index !== 'number') return `${issue.path.map(String).join('.')}: ${issue.message}`;
  const modules = (raw as { modules?: unknown[] }).modules;
  const id = (modules?.[index] as { id?: unknown } | undefined)?.id;
  const which = typeof id === 'string' && id !== '' ? `Module ${id}` : `Module ${index + 1}`;
  return rest.length === 0 ? `${which}: ${issue.message}` : `${which}, ${rest.map(String).join('.')}: ${issue.message}`;
}

/** Problems the contract leaves to the server: a fallback to a module that does not exist. */
function danglingFallback(flow: FlowDocument): string | undefined {
  const ids = new Set(flow.modules.map((module) => module.id));
  const broken = flow.modules.find((module) => module.fallback !== undefined && module.fallback !== '' && !ids.has(module.fallback));
  return broken && `Module ${broken.name} falls back to a module that does not exist.`;
}

export type CheckedFlow = { flow: FlowDocument } | { problem: string };

/**
 * The designer's flow text as a flow document, or the first problem in the words users read:
 * too large, not JSON, not a flowDocument (unknown module types, missing START, connections
 * to missing modules, settings that break their type's rules, ...), or a fallback to a missing module.
 */
export function checkFlowText(text: string): CheckedFlow {
  if (Buffer.byteLength(text, 'utf8') > FLOW_MAX_BYTES) return { problem: flowMessages.tooLarge };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { problem: flowMessages.notJson };
  }
  // Format 2 as the designer writes it; format 1 (an exported flow of before) is migrated first.
  const checked = checkStoredFlow(raw);
  if (!checked.ok) {
    const issue = checked.issues[0];
    return { problem: issue ? readable(issue, checked.document) : 'The flow is not valid.' };
  }
  const fallback = danglingFallback(checked.flow);
  if (fallback) return { problem: fallback };
  return { flow: checked.flow };
}
