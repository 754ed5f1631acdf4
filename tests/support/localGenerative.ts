import type { AiConnectionRef, ChatMessage, CompletionOptions, GenerativeService } from '../../server/providers/ai/provider';

/**
 * A deterministic local generative service for tests: embeddings are hashed word unigrams and
 * bigrams (texts sharing words point the same way), and a completion answers with the first
 * line after the first passage heading of the system message (what the model was given), so a
 * test sees which passage reached the prompt.
 */
export const LOCAL_DIMENSIONS = 128;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function hashedEmbedding(text: string, dimensions = LOCAL_DIMENSIONS): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const grams = [...words, ...words.slice(1).map((word, i) => `${words[i]} ${word}`)];
  for (const gram of grams) vector[hash(gram) % dimensions]! += 1;
  return vector;
}

export type LocalCall = { connection: AiConnectionRef; messages?: ChatMessage[]; options?: CompletionOptions; texts?: string[] };

export function localGenerativeService(behaviour: { fail?: Error; hang?: boolean } = {}): GenerativeService & { calls: LocalCall[] } {
  const calls: LocalCall[] = [];
  return {
    calls,
    async embed(connection, texts) {
      calls.push({ connection, texts });
      if (behaviour.fail) throw behaviour.fail;
      if (behaviour.hang) await new Promise(() => undefined);
      return texts.map((text) => hashedEmbedding(text));
    },
    async complete(connection, messages, options) {
      calls.push({ connection, messages, options });
      if (behaviour.fail) throw behaviour.fail;
      const system = messages.find((m) => m.role === 'system')?.content ?? '';
      const passage = /^Passage [^:\n]*:\n(?:[^\n]*\n)?([^\n]+)/m.exec(system);
      return { text: passage ? passage[1]!.trim() : 'I do not know.', promptTokens: 10, completionTokens: 5 };
    },
  };
}
