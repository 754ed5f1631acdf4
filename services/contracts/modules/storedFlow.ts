import type { z } from 'zod';
import { flowDocument } from '../flow';
import { flowDocumentV2, type FlowDocumentV2 } from './index';
import { migrateFlow1To2 } from './migrate';

/**
 * Reading a stored flow of format 1 or 2 (a database row, a template, an exported file):
 * format 1 is checked as format 1, migrated, then checked as format 2. A flow that is not
 * valid is refused with its first problem, named by module and field.
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

export type StoredFlowResult = { ok: true; flow: FlowDocumentV2; migratedFrom: 1 | null } | { ok: false; problem: FlowProblem };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The module at `modules[index]` of the document as given, read leniently (it may be what is wrong). */
function moduleAt(document: unknown, index: unknown): FlowProblem['module'] {
  if (!isRecord(document) || !Array.isArray(document['modules']) || typeof index !== 'number') return undefined;
  const module: unknown = document['modules'][index];
  if (!isRecord(module)) return undefined;
  return { id: textOf(module['id']), name: textOf(module['name']), type: textOf(module['type']) };
}

/** The first issue of a refused document as a problem people can read. */
export function problemOf(error: z.ZodError, document: unknown): FlowProblem {
  const issue = error.issues[0];
  if (!issue) return { text: 'The flow is not valid.', message: 'The flow is not valid.', field: '' };
  const path = issue.path.map(String);
  const module = path[0] === 'modules' && path.length > 1 ? moduleAt(document, issue.path[1]) : undefined;
  const field = (module ? path.slice(2) : path).join('.');
  const where = module ? `Module "${module.name || module.id}" (${module.type})${field ? `, ${field}` : ''}` : field;
  return { text: where ? `${where}: ${issue.message}` : issue.message, message: issue.message, ...(module ? { module } : {}), field };
}

const refused = (message: string): StoredFlowResult => ({ ok: false, problem: { text: message, message, field: 'formatVersion' } });

/** A stored flow of format 1 or 2 as a format-2 document, or its first problem. */
export function parseStoredFlow(stored: unknown): StoredFlowResult {
  if (!isRecord(stored)) return refused('A stored flow is a JSON object with formatVersion and modules.');
  const version = stored['formatVersion'];
  if (version === 2) {
    const parsed = flowDocumentV2.safeParse(stored);
    return parsed.success ? { ok: true, flow: parsed.data, migratedFrom: null } : { ok: false, problem: problemOf(parsed.error, stored) };
  }
  if (version === 1) {
    const format1 = flowDocument.safeParse(stored);
    if (!format1.success) return { ok: false, problem: problemOf(format1.error, stored) };
    const migrated = migrateFlow1To2(format1.data);
    const parsed = flowDocumentV2.safeParse(migrated);
    return parsed.success ? { ok: true, flow: parsed.data, migratedFrom: 1 } : { ok: false, problem: problemOf(parsed.error, migrated) };
  }
  return refused(`Unknown flow format ${JSON.stringify(version ?? null)}: flows of format 1 and 2 can be read.`);
}
