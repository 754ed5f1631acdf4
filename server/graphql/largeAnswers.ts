import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Plugin } from 'graphql-yoga';
import type { AnswerWithTexts } from '../work/tasks';
import { OFF_THREAD_FROM } from '../work/workPool';
import type { ServerContext } from './context';

type LargeTexts = AnswerWithTexts['texts'];

/** The large texts taken out of a request's answer, until the route puts them back. */
const takenOut = new WeakMap<FastifyRequest, LargeTexts>();

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
 * the whole answer (answerWithLargeTexts). The answer's bytes are the same as before.
 */
export function largeTextsOffThread(): Plugin<object, ServerContext> {
  return {
    onResultProcess({ result, setResult, serverContext }) {
      if (Array.isArray(result) || !('data' in result) || !result.data) return;
      const texts: LargeTexts = [];
      const nonce = randomUUID();
      const data = withoutLargeTexts(result.data, (value) => {
        const token = `large-text-${nonce}-${texts.length}`;
        texts.push({ token, value });
        return token;
      });
      if (texts.length === 0) return;
      setResult({ ...result, data: data as typeof result.data });
      takenOut.set(serverContext.req, texts);
    },
  };
}

/** The large texts taken out of this request's answer, if any (each handed out once). */
export function takeLargeTexts(request: FastifyRequest): LargeTexts | undefined {
  const texts = takenOut.get(request);
  takenOut.delete(request);
  return texts;
}
