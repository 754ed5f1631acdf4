import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkedUrl, createSafeFetch, RESPONSE_LIMIT_BYTES, topLevelValues } from './safeFetch';

let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/big') {
      // Streamed without a length: the client counts what arrives.
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = 'x'.repeat(64 * 1024);
      for (let i = 0; i < RESPONSE_LIMIT_BYTES / chunk.length + 2; i += 1) res.write(chunk);
      res.end();
      return;
    }
    if (req.url === '/redirect') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true,"n":2,"inner":{"a":1}}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const safeFetch = createSafeFetch({ allowPrivateAddresses: true });
const get = (path: string) => safeFetch(new URL(`${base}${path}`), { method: 'GET', headers: { authorization: 'Bearer very-secret' }, timeoutMs: 5000, what: 'zap' });

describe('the safe outbound HTTP client', () => {
  it('answers the status and the body', async () => {
    const answer = await get('/ok');
    expect(answer).toEqual({ status: 200, ok: true, text: '{"ok":true,"n":2,"inner":{"a":1}}' });
    expect(topLevelValues(JSON.parse(answer.text))).toEqual({ ok: 'true', n: '2' });
  });

  it('cuts off an answer larger than the limit', async () => {
    await expect(get('/big')).rejects.toThrow(`The zap answered more than ${RESPONSE_LIMIT_BYTES} bytes.`);
  });

  it('follows no redirect, and its errors name no secret', async () => {
    const failure = await get('/redirect').catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe('The zap cannot be reached.');
    expect((failure as Error).message).not.toContain('very-secret');
  });

  it('refuses private addresses unless allowed, and addresses that are not http', async () => {
    await expect(checkedUrl(`${base}/ok`, { allowPrivateAddresses: false }, 'zap')).rejects.toThrow('The zap URL points to a private network address.');
    await expect(checkedUrl('http://[::1]:80/', { allowPrivateAddresses: false }, 'zap')).rejects.toThrow('private network address');
    await expect(checkedUrl('ftp://example.com/', { allowPrivateAddresses: false }, 'zap')).rejects.toThrow('The zap URL must use http or https.');
    await expect(checkedUrl('nonsense', { allowPrivateAddresses: true }, 'zap')).rejects.toThrow('The zap URL is not valid.');
    expect((await checkedUrl(`${base}/ok`, { allowPrivateAddresses: true }, 'zap')).href).toBe(`${base}/ok`);
  });
});
