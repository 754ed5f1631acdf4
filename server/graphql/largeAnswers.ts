import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Plugin } from 'graphql-yoga';
import type { AnswerWithTexts } from '../work/tasks';
import { OFF_THREAD_FROM } from '../work/workPool';
import type { ServerContext } from './context';

export type LargeTexts = Pick<AnswerWithTexts, 'texts' | 'encoded'>;

/** The large texts taken out of a request's answer, until the route puts them back. */
const takenOut = new WeakMap<FastifyRequest, LargeTexts>();

function textsOf(request: FastifyRequest): LargeTexts {
  const texts = takenOut.get(request) ?? { texts: [], encoded: [] };
  takenOut.set(request, texts);
  return texts;
}

const tokenOf = (nonce: string, texts: LargeTexts) => `large-text-${nonce}-${texts.texts.length + texts.encoded.length}`;

/** Whether a string from OFF_THREAD_FROM long is anywhere in the value (a look that copies nothing). */
function holdsLargeText(value: unknown): boolean {
  const open: unknown[] = [value];
  while (open.length > 0) {
    const next = open.pop();
    if (typeof next === 'string') {
      if (next.length >= OFF_THREAD_FROM) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) open.push(item);
    } else if (next !== null && typeof next === 'object') {
      for (const key in next) open.push((next as Record<string, unknown>)[key]);
    }
  }
  return false;
}

/** The value with every string from OFF_THREAD_FROM long replaced by a token; the same value when it has none. */
function withoutLargeTexts(value: unknown, tokenFor: (text: string) => string): unknown {
  if (typeof value === 'string') return value.length >= OFF_THREAD_FROM ? tokenFor(value) : value;
  if (value === null || typeof value !== 'object') return value;
  let changed = false;
  const copy = (child: unknown) => {
    const next = withoutLargeTexts(child, tokenFor);
    if (next !== child) changed = true;
    return next;
  };
  if (Array.isArray(value)) {
    const items = value.map(copy);
    return changed ? items : value;
  }
  const entries = Object.entries(value).map(([key, child]) => [key, copy(child)] as const);
  return changed ? Object.fromEntries(entries) : value;
}

/**
 * Serialising an answer that carries a big text (a designer's flow: 4-5 MB of JSON, escaped
 * again as a JSON string) held the event loop for 20-30 ms. Such texts are replaced by tokens
 * before Yoga serialises the answer; the route then has the work pool put them back and encode
 * the whole answer (the `answer` task). The answer's bytes are the same as before.
 */
export function largeTextsOffThread(): Plugin<object, ServerContext> {
  return {
    onResultProcess({ result, setResult, serverContext }) {
      if (Array.isArray(result) || !('data' in result) || !result.data || !holdsLargeText(result.data)) return;
      const nonce = randomUUID();
      let texts: LargeTexts | undefined;
      const data = withoutLargeTexts(result.data, (value) => {
        texts ??= textsOf(serverContext.req);
        const token = tokenOf(nonce, texts);
        texts.texts.push({ token, value });
        return token;
      });
      if (texts) setResult({ ...result, data: data as typeof result.data });
    },
  };
}

/**
 * For a resolver whose big text was already JSON-encoded off the event loop (a designer's flow):
 * the token its answer carries instead; the route puts the bytes in its place.
 */
export function encodedAnswerText(request: FastifyRequest): (json: Uint8Array) => string {
  const nonce = randomUUID();
  return (json) => {
    const texts = textsOf(request);
    const token = tokenOf(nonce, texts);
    texts.encoded.push({ token, json });
    return token;
  };
}

/** The large texts taken out of this request's answer, if any (each handed out once). */
export function takeLargeTexts(request: FastifyRequest): LargeTexts | undefined {
  const texts = takenOut.get(request);
  takenOut.delete(request);
  return texts;
}
