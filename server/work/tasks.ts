import { checkFlowText } from '../bots/flowText';

/**
 * The CPU-bound work of big requests, as plain functions from one value to another: run on a
 * worker thread of the pool (workPool.ts) for big inputs, on the server's thread for small ones.
 * This module loads only what these need (the flow contract, no GraphQL, no database), so that
 * a thread starts quickly.
 */

/** A request body's JSON, decoded from its UTF-8 bytes; an empty body (only whitespace) is none. */
export type ParsedJson = { value: unknown } | { empty: true } | { malformed: true };

/** A GraphQL answer whose large texts were left out: each `"token"` is replaced by its text, JSON-encoded. */
export type AnswerWithTexts = { text: string; texts: Array<{ token: string; value: string }> };

export const tasks = {
  /** The designer's flow text checked, and as it is stored (the contract's reading of it), or its first problem. */
  storedFlow(text: string): { stored: string } | { problem: string } {
    const checked = checkFlowText(text);
    return 'problem' in checked ? checked : { stored: JSON.stringify(checked.flow) };
  },

  /** A stored flow as the designer receives it: the database's JSON text in the compact form. */
  designerFlow(stored: string): string {
    return JSON.stringify(JSON.parse(stored));
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
  answer({ text, texts }: AnswerWithTexts): Uint8Array {
    let whole = text;
    for (const { token, value } of texts) whole = whole.replaceAll(JSON.stringify(token), () => JSON.stringify(value));
    const bytes = Buffer.from(whole, 'utf8');
    // A buffer of its own (not a slice of Node's shared pool), so that it can be handed over without a copy.
    return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
  },
};

export type Tasks = typeof tasks;
export type TaskName = keyof Tasks;
export type TaskInput<K extends TaskName> = Parameters<Tasks[K]>[0];
export type TaskOutput<K extends TaskName> = ReturnType<Tasks[K]>;
