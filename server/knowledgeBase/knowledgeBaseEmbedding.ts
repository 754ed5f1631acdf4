import type { AiConnectionRef, GenerativeService } from '../providers/ai/provider';

/** How many texts go into one embedding call. */
export const EMBED_BATCH = 64;

/** Embeddings of the texts, in order, asked for in batches. */
export async function embedAll(service: GenerativeService, connection: AiConnectionRef, texts: string[]): Promise<number[][]> {
  const vectors: number[][] = [];
  for (let start = 0; start < texts.length; start += EMBED_BATCH) {
    const batch = texts.slice(start, start + EMBED_BATCH);
    const answer = await service.embed(connection, batch);
    if (answer.length !== batch.length || answer.some((vector) => !Array.isArray(vector) || vector.length === 0)) {
      throw new Error('The vector-search model answered a different number of embeddings than texts.');
    }
    vectors.push(...answer);
  }
  return vectors;
}
