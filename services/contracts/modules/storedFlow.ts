import { z } from 'zod';
import { flowDocument, type FlowDocument, type FlowModule } from './index';
import { format1Document, format1Module } from './format1';
import { migrateFlow1To2, migrateModule } from './migrate';
import { checkFlowModules, moduleList } from './moduleBase';
import { readSettings } from './settingsReading';

/**
 * Reading a stored flow of format 1 or 2 (a database row, a template, an exported file).
 *
 * - `readStoredFlow` is how a stored flow is opened and run: the document's frame (format,
 *   ids, types, one START, connections to modules that exist) must hold, and each module's
 *   settings are read by its type's schema leniently (settingsReading.ts). What the strict
 *   schema refuses is listed as problems, named by module and field, so the designer can
 *   show them while the engine still runs the flow.
 * - `parseStoredFlow` is how a flow is accepted for storing: the first problem refuses it,
 *   so nothing is stored half-valid.
 */
export type FlowProblem = {
  /** The whole sentence: the module, the field and what is wrong. */
  text: string;
  /** What is wrong (the spec's message where it gives one). */
  message: string;
  /** The module the problem is in, when it is in one. */
  module?: { id: string; name: string; type: string };
  /** Where inside the module (settings.payloads.0.text) or the document (modules), '' for the whole flow. */
  field: string;
};

export type ReadFlowResult = { ok: true; flow: FlowDocument; migratedFrom: 1 | null; problems: FlowProblem[] } | { ok: false; problem: FlowProblem };
export type StoredFlowResult = { ok: true; flow: FlowDocument; migratedFrom: 1 | null } | { ok: false; problem: FlowProblem };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The module at `modules[index]` of the document as given, read leniently (it may be what is wrong). */
function moduleAt(document: unknown, index: unknown): FlowProblem['module'] {
  if (!isRecord(document) || !Array.isArray(document['modules']) || typeof index !== 'number') return undefined;
  const module: unknown = document['modules'][index];
  if (!isRecord(module)) return undefined;
  return { id: textOf(module['id']), name: textOf(module['name']), type: textOf(module['type']) };
}

/** One issue of a refused document as a problem people can read. */
export function problemOfIssue(issue: z.core.$ZodIssue, document: unknown): FlowProblem {
  const path = issue.path.map(String);
  const module = path[0] === 'modules' && path.length > 1 ? moduleAt(document, issue.path[1]) : undefined;
  const field = (module ? path.slice(2) : path).join('.');
  const where = module ? `Module "${module.name || module.id}" (${module.type})${field ? `, ${field}` : ''}` : field;
  return { text: where ? `${where}: ${issue.message}` : issue.message, message: issue.message, ...(module ? { module } : {}), field };
}

/** The first issue of a refused document as a problem people can read. */
export function problemOf(error: z.ZodError, document: unknown): FlowProblem {
  const issue = error.issues[0];
  return issue ? problemOfIssue(issue, document) : { text: 'The flow is not valid.', message: 'The flow is not valid.', field: '' };
}

const NOT_A_FLOW = 'A stored flow is a JSON object with formatVersion and modules.';
const unknownFormat = (version: unknown) => `Unknown flow format ${JSON.stringify(version ?? null)}: flows of format 1 and 2 can be read.`;
const refused = (message: string): { ok: false; problem: FlowProblem } => ({ ok: false, problem: { text: message, message, field: 'formatVersion' } });

/** The frame of a stored flow of either format: every module's own fields checked, its settings any JSON object. */
const storedFrame = z
  .object({ formatVersion: z.union([z.literal(1), z.literal(2)]), modules: moduleList(format1Module) })
  .superRefine((flow, ctx) => checkFlowModules(flow.modules, ctx));

/** A module as stored: its settings any JSON object until read by its type. */
export type StoredModule = Omit<FlowModule, 'settings'> & { settings: Record<string, unknown> };

/** A stored module of format 2 with its settings read by its type (settingsReading.ts): a value of the wrong shape is left out. */
export function readModule(stored: StoredModule): FlowModule {
  // The settings read by the schema of stored.type belong to that type: TypeScript does not pair the two through the union of types.
  return { ...stored, settings: readSettings(stored.type, stored.settings) } as FlowModule;
}

/** A stored flow of format 1 or 2 as a format-2 document with what its settings break listed, or the problem that keeps it from opening. */
export function readStoredFlow(stored: unknown): ReadFlowResult {
  if (!isRecord(stored)) return refused(NOT_A_FLOW);
  const version = stored['formatVersion'];
  if (version !== 1 && version !== 2) return refused(unknownFormat(version));
  const frame = storedFrame.safeParse(stored);
  if (!frame.success) return { ok: false, problem: problemOf(frame.error, stored) };
  const migrated = { formatVersion: 2 as const, modules: version === 1 ? frame.data.modules.map(migrateModule) : frame.data.modules };
  const strict = flowDocument.safeParse(migrated);
  if (strict.success) return { ok: true, flow: strict.data, migratedFrom: version === 1 ? 1 : null, problems: [] };
  const flow: FlowDocument = { formatVersion: 2, modules: migrated.modules.map(readModule) };
  return { ok: true, flow, migratedFrom: version === 1 ? 1 : null, problems: strict.error.issues.map((issue) => problemOfIssue(issue, migrated)) };
}

/** Why a stored flow is refused for storing: the issues of the document as checked (format 1 migrated first). */
export type RefusedFlow = { ok: false; issues: z.core.$ZodIssue[]; document: unknown };

/** A stored flow of format 1 or 2 checked strictly as a format-2 document. */
export function checkStoredFlow(stored: unknown): { ok: true; flow: FlowDocument; migratedFrom: 1 | null } | RefusedFlow {
  const refusedWith = (message: string): RefusedFlow => ({ ok: false, issues: [{ code: 'custom', path: ['formatVersion'], message, input: stored }], document: stored });
  if (!isRecord(stored)) return refusedWith(NOT_A_FLOW);
  const version = stored['formatVersion'];
  if (version !== 1 && version !== 2) return refusedWith(unknownFormat(version));
  let document: unknown = stored;
  if (version === 1) {
    const format1 = format1Document.safeParse(stored);
    if (!format1.success) return { ok: false, issues: format1.error.issues, document: stored };
    document = migrateFlow1To2(format1.data);
  }
  const parsed = flowDocument.safeParse(document);
  return parsed.success ? { ok: true, flow: parsed.data, migratedFrom: version === 1 ? 1 : null } : { ok: false, issues: parsed.error.issues, document };
}

/** A stored flow of format 1 or 2 as a valid format-2 document, or its first problem. */
export function parseStoredFlow(stored: unknown): StoredFlowResult {
  const checked = checkStoredFlow(stored);
  if (checked.ok) return checked;
  const [issue] = checked.issues;
  return { ok: false, problem: issue ? problemOfIssue(issue, checked.document) : refused(NOT_A_FLOW).problem };
}

/** A flow as stored or sent (format 1 or 2) read into format 2 as readStoredFlow reads it: for answers that carry a stored flow. */
export const storedFlow = z.unknown().transform((stored, ctx) => {
  const read = readStoredFlow(stored);
  if (read.ok) return read.flow;
  ctx.addIssue({ code: 'custom', message: read.problem.text });
  return z.NEVER;
});
