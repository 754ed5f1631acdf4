import ky from 'ky';
import { describe, expect, it } from 'vitest';
import { createReleaseCalls } from './release';

function clientAnswering(body: unknown, status = 200) {
  const seen: Request[] = [];
  const client = ky.create({
    prefixUrl: 'http://console.test',
    retry: 0,
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Request(input, init));
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, seen };
}

describe('the release file', () => {
  it('reads the release the server serves, never from the cache', async () => {
    const { client, seen } = clientAnswering({ releaseId: '1.2.0+2026-11-28T10:00:00.000Z' });
    await expect(createReleaseCalls(client).availableRelease()).resolves.toEqual({ releaseId: '1.2.0+2026-11-28T10:00:00.000Z' });
    expect(new URL(seen[0]!.url).pathname).toBe('/release.json');
    expect(seen[0]!.cache).toBe('no-store');
  });

  it('refuses a file without a release id', async () => {
    const { client } = clientAnswering({ version: 2 });
    await expect(createReleaseCalls(client).availableRelease()).rejects.toMatchObject({ kind: 'http', status: 500 });
  });
});
