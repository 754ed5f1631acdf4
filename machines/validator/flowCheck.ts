import { readStoredFlow } from '../../services/contracts/modules/storedFlow';
import { validateFlow } from '../designer/validate';
import { NOT_PUBLISHABLE_TYPES } from '../flow/conversation';
import type { TextRef } from '../shared/text';

/** The longest document the validator reads: 5 MB, far above the largest flow the designer saves. */
export const VALIDATOR_MAX_CHARACTERS = 5_000_000;

export const flowCheckTexts = {
  notJson: 'validator.errors.notJson',
  tooLong: 'validator.errors.tooLong',
  notAFlow: 'validator.errors.notAFlow',
  /** Shown with the reader's own words as the message: a flow that cannot be opened, a setting of the wrong shape. */
  unreadableFlow: 'validator.errors.unreadableFlow',
  setting: 'validator.errors.setting',
} as const;

/** One finding: the module it is about (null for the whole flow) and what is wrong, as a text (with the reader's own words as its message where it has them). */
export type FlowFinding = { moduleId: string | null; moduleName: string | null; text: TextRef };

/**
 * What the validator says of a document: it is not a flow that can be read (with why), or it
 * is one, with the findings of the designer's save check and of the publish check (an empty
 * list: it passes every check).
 */
export type FlowCheck = { kind: 'unreadable'; reason: TextRef } | { kind: 'checked'; modules: number; migratedFrom: 1 | null; findings: FlowFinding[] };

/** Checks a flow document (format 1 or 2, as the designer stores and exports it) with the rules the designer and publishing apply. */
export function checkFlowText(text: string): FlowCheck {
  if (text.length > VALIDATOR_MAX_CHARACTERS) return { kind: 'unreadable', reason: { key: flowCheckTexts.tooLong, values: { max: VALIDATOR_MAX_CHARACTERS } } };
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return { kind: 'unreadable', reason: { key: flowCheckTexts.notJson } };
  }
  // An assistant's version as the API answers it carries its flow under flowJson (as text or as a document).
  if (typeof document === 'object' && document !== null && 'flowJson' in document) {
    const inner = (document as { flowJson: unknown }).flowJson;
    if (typeof inner === 'string') return checkFlowText(inner);
    document = inner;
  }
  const read = readStoredFlow(document);
  if (!read.ok) {
    const looksLikeAFlow = typeof document === 'object' && document !== null && 'modules' in document;
    return { kind: 'unreadable', reason: looksLikeAFlow ? { key: flowCheckTexts.unreadableFlow, message: read.problem.text } : { key: flowCheckTexts.notAFlow } };
  }
  const nameOf = (moduleId: string | null) => {
    const module = moduleId === null ? undefined : read.flow.modules.find((m) => m.id === moduleId);
    return module ? module.name.trim() || module.id : null;
  };
  const findings: FlowFinding[] = [
    ...validateFlow(read.flow)
      .filter((problem) => problem.kind !== 'invalidSetting')
      .map((problem) => ({ moduleId: problem.moduleId, moduleName: nameOf(problem.moduleId), text: problem.text })),
    // What reading the settings found (a value of the wrong shape), in the reader's words.
    ...read.problems.map((problem) => ({ moduleId: null, moduleName: null, text: { key: flowCheckTexts.setting, message: problem.text } })),
    ...read.flow.modules
      .filter((m) => (NOT_PUBLISHABLE_TYPES as readonly string[]).includes(m.type))
      .map((m) => ({ moduleId: m.id, moduleName: nameOf(m.id), text: { key: 'designer.publish.notRunnable', values: { type: m.type } } })),
  ];
  return { kind: 'checked', modules: read.flow.modules.length, migratedFrom: read.migratedFrom, findings };
}

/**
 * A saved version's check: the designer reads a stored flow before it answers it, leaving out
 * the settings of the wrong shape, so what it left out (`storedProblems`, in the reader's words)
 * is listed with the findings of the flow as read.
 */
export function withStoredProblems(check: FlowCheck, storedProblems: readonly string[]): FlowCheck {
  if (check.kind !== 'checked' || storedProblems.length === 0) return check;
  const stored = storedProblems.map((problem): FlowFinding => ({ moduleId: null, moduleName: null, text: { key: flowCheckTexts.setting, message: problem } }));
  return { ...check, findings: [...check.findings, ...stored] };
}
