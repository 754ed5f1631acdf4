/**
 * When the web messenger tries again after the network failed: 1 s, 2 s, 4 s ... up to 30 s.
 * Only reads are retried by themselves (the channel, the history); a message is sent once
 * and, after a failure, again only when the visitor asks (nothing is sent twice).
 */
export const RECONNECT_FIRST_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** Math.max(0, attempt));
}

/** A failure worth trying again: no answer at all, or the server or a proxy was briefly unavailable. */
export function isPassing(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('kind' in error)) return false;
  if (error.kind === 'network') return true;
  const status = 'status' in error ? error.status : undefined;
  return status === 502 || status === 503 || status === 504;
}

type Wait = (ms: number, signal?: AbortSignal) => Promise<void>;

const wait: Wait = (ms, signal) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** A read tried until it answers, waiting reconnectDelay between attempts (at most `attempts` tries). */
export async function withReconnect<T>(read: () => Promise<T>, options: { attempts?: number; signal?: AbortSignal; onRetry?: () => void; sleep?: Wait } = {}): Promise<T> {
  const attempts = options.attempts ?? 6;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await read();
    } catch (error) {
      if (attempt + 1 >= attempts || !isPassing(error)) throw error;
      options.onRetry?.();
      await (options.sleep ?? wait)(reconnectDelay(attempt), options.signal);
    }
  }
}
