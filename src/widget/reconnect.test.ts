import { describe, expect, it } from 'vitest';
import { isPassing, reconnectDelay, withReconnect } from './reconnect';

describe('reconnect policy', () => {
  it('waits 1 s, then twice as long each time, at most 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('tries again after no answer or a briefly unavailable server, not after a refusal', () => {
    expect(isPassing({ kind: 'network' })).toBe(true);
    expect(isPassing({ kind: 'http', status: 503 })).toBe(true);
    expect(isPassing({ kind: 'http', status: 404 })).toBe(false);
    expect(isPassing(new Error('bug'))).toBe(false);
  });

  it('reads until it answers, telling each retry, with the policy waits', async () => {
    const waits: number[] = [];
    let calls = 0;
    let retries = 0;
    const answer = await withReconnect(
      async () => {
        calls += 1;
        if (calls < 3) throw { kind: 'network' };
        return 'channel';
      },
      { sleep: async (ms) => void waits.push(ms), onRetry: () => (retries += 1) },
    );
    expect(answer).toBe('channel');
    expect(waits).toEqual([1000, 2000]);
    expect(retries).toBe(2);
  });

  it('gives up after the last attempt, and at once on a refusal', async () => {
    const network = withReconnect(() => Promise.reject({ kind: 'network' }), { attempts: 2, sleep: async () => {} });
    await expect(network).rejects.toEqual({ kind: 'network' });
    let calls = 0;
    const refused = withReconnect(
      () => {
        calls += 1;
        return Promise.reject({ kind: 'http', status: 404 });
      },
      { sleep: async () => {} },
    );
    await expect(refused).rejects.toEqual({ kind: 'http', status: 404 });
    expect(calls).toBe(1);
  });
});
