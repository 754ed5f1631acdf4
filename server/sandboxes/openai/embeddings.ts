import { wordsOf } from '../../providers/ai/similarity';

/**
 * The generative sandbox's embeddings: hashed word and character-trigram counts in a fixed
 * number of dimensions, normalised to length 1. The same text always gives the same vector and
 * texts sharing words or word parts give close ones (their dot product is their cosine).
 */
export const EMBEDDING_DIMENSIONS = 256;

/** FNV-1a, 32 bits. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

function add(vector: number[], feature: string, weight: number): void {
  const h = hash(feature);
  const index = h % EMBEDDING_DIMENSIONS;
  // The top bit chooses the sign, so unrelated features cancel out rather than pile up.
  vector[index] = (vector[index] ?? 0) + (h & 0x80000000 ? -weight : weight);
}

export function embed(text: string): number[] {
  const vector = new Array<number>(EMBEDDING_DIMENSIONS).fill(0);
  for (const word of wordsOf(text)) {
    add(vector, `w:${word}`, 1);
    const padded = `#${word}#`;
    for (let i = 0; i + 3 <= padded.length; i += 1) add(vector, `c:${padded.slice(i, i + 3)}`, 0.5);
  }
  const norm = Math.sqrt(vector.reduce((sum, v) => sum + v * v, 0));
  return norm === 0 ? vector : vector.map((v) => v / norm);
}

/** The cosine of two normalised vectors. */
export function similarity(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) dot += (a[i] ?? 0) * (b[i] ?? 0);
  return dot;
}

/** Tokens of a text by the usual estimate for GPT models: one per four characters. */
export const tokensOf = (text: string): number => Math.ceil(text.length / 4);
