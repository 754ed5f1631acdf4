import { importRowsOf, importRowsOfText } from '../ai/aiRules';
import type { DataColumn } from '../../services/contracts/dataStation';
import { csvRows } from '../dataStation/csvRows';
import { documentText, type DocumentType } from '../knowledgeBase/documentText';
import { splitIntoPassages } from '../knowledgeBase/passages';
import { checkFlowText } from '../bots/flowText';
import { publishRefusal } from '../bots/publishCheck';

/**
 * The CPU-bound work of big requests, as plain functions from one value to another: run on a
 * worker thread of the pool (workPool.ts) for big inputs, on the server's thread for small ones.
 * This module loads only what these need (the flow contract, no GraphQL, no database), so that
 * a thread starts quickly.
 */

/** A request body's JSON, decoded from its UTF-8 bytes; an empty body (only whitespace) is none. */
export type ParsedJson = { value: unknown } | { empty: true } | { malformed: true };

/**
 * A GraphQL answer whose large texts were left out: each `"token"` stands for a text, given as
 * a string (`texts`) or already JSON-encoded as UTF-8 (`encoded`).
 */
export type AnswerWithTexts = { text: string; texts: Array<{ token: string; value: string }>; encoded: Array<{ token: string; json: Uint8Array }> };

/** UTF-8 bytes in a buffer of their own (not a slice of Node's shared pool), so that they can be handed over without a copy. */
function ownBytes(text: string): Uint8Array {
  const bytes = Buffer.from(text, 'utf8');
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
}

const TOKEN = /"large-text-[0-9a-f-]{36}-\d+"/g;

export const tasks = {
  /**
   * The designer's flow text checked, and as it is stored (the contract's reading of it, as JSON
   * text), or its first problem. Text, not bytes: PGlite sends a bytea parameter as hex built
   * byte by byte, which took over a second for a 4 MB flow.
   */
  storedFlow(text: string): { stored: string } | { problem: string } {
    const checked = checkFlowText(text);
    return 'problem' in checked ? checked : { stored: JSON.stringify(checked.flow) };
  },

  /**
   * What stops a saved version from going live (the designer's save check, as one message), or
   * null: its flow given as the database's JSON text.
   */
  publishRefusal({ versionName, flow }: { versionName: string; flow: string }): string | null {
    return publishRefusal(versionName, JSON.parse(flow));
  },

  /** An intents upload's rows, sent as their JSON text, checked and grouped into intents, or the first problem. */
  intentRows(text: string): ReturnType<typeof importRowsOfText> {
    return importRowsOfText(text);
  },

  /** A knowledge-base document's passages: its plain text (HTML and Markdown reduced to their words) split at headings and paragraphs. */
  documentPassages({ contentType, content }: { contentType: DocumentType; content: string }): string[] {
    return splitIntoPassages(documentText(contentType, content));
  },

  /** A data station CSV import's rows, checked against the table's columns (the database's own checks follow on the server's thread). */
  csvRows({ columns, keyColumn, csv }: { columns: DataColumn[]; keyColumn: string | null; csv: string }): ReturnType<typeof csvRows> {
    return csvRows(columns, keyColumn, csv);
  },

  /** The same, for rows sent as a list (GraphQL's `intents`). */
  intentRowList(rows: unknown): ReturnType<typeof importRowsOf> {
    return importRowsOf(rows);
  },

  /** A stored flow as the designer receives it: the database's JSON text in the compact form. */
  designerFlow(stored: string): string {
    return JSON.stringify(JSON.parse(stored));
  },

  /** The same, as it stands in a JSON answer: a JSON string, UTF-8 encoded. */
  designerFlowInAnswer(stored: string): Uint8Array {
    return ownBytes(JSON.stringify(JSON.stringify(JSON.parse(stored))));
  },

  json(bytes: Uint8Array): ParsedJson {
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
    if (text.trim() === '') return { empty: true };
    try {
      return { value: JSON.parse(text) };
    } catch {
      return { malformed: true };
    }
  },

  /** The answer's UTF-8 bytes with its large texts put back where their tokens stand. */
  answer({ text, texts, encoded }: AnswerWithTexts): Uint8Array {
    const parts = new Map<string, Uint8Array>();
    for (const { token, value } of texts) parts.set(JSON.stringify(token), Buffer.from(JSON.stringify(value), 'utf8'));
    for (const { token, json } of encoded) parts.set(JSON.stringify(token), json);
    const pieces: Uint8Array[] = [];
    let from = 0;
    for (const match of text.matchAll(TOKEN)) {
      const part = parts.get(match[0]);
      if (!part) continue;
      pieces.push(Buffer.from(text.slice(from, match.index), 'utf8'), part);
      from = match.index + match[0].length;
    }
    pieces.push(Buffer.from(text.slice(from), 'utf8'));
    const whole = Buffer.concat(pieces);
    return whole.byteOffset === 0 && whole.byteLength === whole.buffer.byteLength ? whole : new Uint8Array(whole);
  },
};

export type Tasks = typeof tasks;
export type TaskName = keyof Tasks;
export type TaskInput<K extends TaskName> = Parameters<Tasks[K]>[0];
export type TaskOutput<K extends TaskName> = ReturnType<Tasks[K]>;
