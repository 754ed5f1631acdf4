import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettingsOf } from '../../services/contracts/modules';
import { createIntegrationCall, isPrivateAddress, valueAt } from './integrationCall';

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
let server: Server;
let base = '';
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (req.url?.startsWith('/fail')) {
        res.writeHead(503).end('down');
        return;
      }
      if (req.url?.startsWith('/text')) {
        res.writeHead(200, { 'content-type': 'text/plain' }).end('not json');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'shipped', order: { eta: '2027-01-02', items: [{ name: 'Lamp' }] } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const call = createIntegrationCall({ allowPrivateAddresses: true });
const request = (settings: SettingsOf<'INTEGRATION'>, params: Record<string, string> = { orderNumber: '42', NAME: 'Ada' }) => ({ moduleId: 'lookup', settings, params });

describe('integration call', () => {
  it('GET with #parameters in the query, headers and a bearer token; response variables by path', async () => {
    const answer = await call(
      request({
        url: `${base}/orders`,
        requestMethod: 'GET',
        queryParams: [{ key: 'orderNumber', value: '#orderNumber' }],
        headers: [{ key: 'X-Caller', value: '#NAME' }],
        authOption: 'Bearer Token',
        authParams: { token: 'secret-token', headerPrefix: 'Bearer' },
        variables: { eta: 'Response.order.eta', first: 'Response.order.items.0.name', missing: 'Response.nothing' },
      }),
    );
    const last = seen.at(-1)!;
    expect(last.method).toBe('GET');
    expect(last.url).toBe('/orders?orderNumber=42');
    expect(last.headers['x-caller']).toBe('Ada');
    expect(last.headers['authorization']).toBe('Bearer secret-token');
    expect(last.body).toBe('');
    expect(answer).toEqual({ status: 200, variables: { status: 'shipped', eta: '2027-01-02', first: 'Lamp' } });
  });

  it('POST sends the parameters as JSON automatically, or the chosen body manually', async () => {
    await call(request({ url: `${base}/a`, requestMethod: 'POST' }));
    expect(JSON.parse(seen.at(-1)!.body)).toEqual({ orderNumber: '42', NAME: 'Ada' });
    await call(
      request({ url: `${base}/b`, requestMethod: 'PUT', bodySendOption: 'manually', bodyOption: 'x-www-form-urlencoded', bodyParameter: [{ key: 'who', value: '#NAME' }] }),
    );
    expect(seen.at(-1)!.body).toBe('who=Ada');
    expect(seen.at(-1)!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    await call(
      request({ url: `${base}/c`, requestMethod: 'PATCH', bodySendOption: 'manually', bodyOption: 'raw', bodyRawOption: 'JSON', bodyParameter: '{"order":"#orderNumber"}' }),
    );
    expect(seen.at(-1)!.body).toBe('{"order":"42"}');
    await call(request({ url: `${base}/d`, requestMethod: 'POST', bodySendOption: 'manually', bodyOption: 'form-data', bodyParameter: [{ key: 'n', value: '#orderNumber' }] }));
    expect(seen.at(-1)!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.at(-1)!.body).toContain('name="n"');
    await call(request({ url: `${base}/e`, requestMethod: 'POST', authOption: 'Basic', authParams: { username: 'u', password: 'p' } }));
    expect(seen.at(-1)!.headers['authorization']).toBe(`Basic ${Buffer.from('u:p').toString('base64')}`);
  });

  it('fails on an error status, an answer that is not JSON, a bad URL', async () => {
    await expect(call(request({ url: `${base}/fail`, requestMethod: 'GET' }))).rejects.toThrow('The integration answered 503.');
    await expect(call(request({ url: `${base}/text`, requestMethod: 'GET' }))).rejects.toThrow('The integration answered something that is not JSON.');
    await expect(call(request({ url: 'not a url' }))).rejects.toThrow('The integration URL is not valid.');
    await expect(call(request({ url: 'file:///etc/passwd' }))).rejects.toThrow('The integration URL must use http or https.');
  });

  it('refuses private network addresses unless allowed', async () => {
    const strict = createIntegrationCall({ allowPrivateAddresses: false });
    await expect(strict(request({ url: `${base}/orders`, requestMethod: 'GET' }))).rejects.toThrow('The integration URL points to a private network address.');
    await expect(strict(request({ url: 'http://169.254.169.254/latest/meta-data', requestMethod: 'GET' }))).rejects.toThrow('private network address');
    expect(['10.1.2.3', '::1', '::ffff:127.0.0.1', 'fd00::1', '8.8.8.8'].map(isPrivateAddress)).toEqual([true, true, true, true, false]);
  });

  it('reads values by path', () => {
    expect(valueAt({ a: { b: [1, { c: true }] } }, 'Response.a.b.1.c')).toBe('true');
    expect(valueAt({ a: { b: 1 } }, 'a')).toBe('{"b":1}');
    expect(valueAt({}, 'Response.x.y')).toBeNull();
  });
});
