import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWith, personWithSession } from '../../tests/api/graphqlHelpers';
import { buildTestApp, testDatabase, type TestApp } from '../../tests/api/testApp';
import { createSecret, unsealSecrets } from '../companySecrets/secretStore';
import { createIntegrationCall, IntegrationCallError } from './integrationCall';

type Seen = { url: string; headers: IncomingMessage['headers']; body: string };
let server: Server;
let base = '';
const seen: Seen[] = [];
let t: TestApp;
let companyId = '';
const VALUE = 'sk-live-#NAME-9f8e';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await buildTestApp(await testDatabase());
  const admin = await personWithSession(t, 'Admin');
  companyId = await companyWith(t, 'Shop', [[admin, 'ADMIN']]);
  await createSecret(t.db, t.config.secretKey, { companyId, userId: admin.userId, name: 'SHOP_API_KEY', value: VALUE, description: '', now: t.clock.now() });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.app.close();
  await t.db.destroy();
});

const call = () => createIntegrationCall({ allowPrivateAddresses: true, secrets: (names) => unsealSecrets(t.db, t.config.secretKey, companyId, names, t.clock.now()) });

describe('integration calls with {{secret.NAME}}', () => {
  it('fills the company secret into the URL, query, headers, authorization and body at call time and records its use', async () => {
    await call()({
      moduleId: 'lookup',
      params: { NAME: 'Ada' },
      settings: {
        url: `${base}/orders/{{secret.SHOP_API_KEY}}`,
        requestMethod: 'POST',
        queryParams: [{ key: 'k2', value: '{{ secret.shop_api_key }}' }],
        headers: [
          { key: 'X-Key', value: '{{secret.SHOP_API_KEY}}' },
          { key: 'X-Caller', value: '#NAME' },
        ],
        authOption: 'Bearer Token',
        authParams: { token: '{{secret.SHOP_API_KEY}}', headerPrefix: 'Bearer' },
        bodySendOption: 'manually',
        bodyOption: 'raw',
        bodyRaw: '{"key":"{{secret.SHOP_API_KEY}}","who":"#NAME"}',
      },
    });
    const last = seen.at(-1)!;
    // The secret's value is sent as it is: its "#NAME" is not read as a parameter.
    expect(last.url.startsWith('/orders/sk-live-')).toBe(true);
    expect(new URL(last.url, base).searchParams.get('k2')).toBe(VALUE);
    expect(last.headers['x-key']).toBe(VALUE);
    expect(last.headers['x-caller']).toBe('Ada');
    expect(last.headers['authorization']).toBe(`Bearer ${VALUE}`);
    expect(JSON.parse(last.body)).toEqual({ key: VALUE, who: 'Ada' });
    const row = await t.db.selectFrom('company_secrets').select('last_used_at').executeTakeFirstOrThrow();
    expect(row.last_used_at?.toISOString()).toBe(t.clock.now().toISOString());
  });

  it('fails with a reason naming an unknown secret, and sends nothing', async () => {
    const before = seen.length;
    const failure = await call()({ moduleId: 'lookup', params: {}, settings: { url: `${base}/x`, headers: [{ key: 'X', value: '{{secret.MISSING_KEY}}' }] } }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(IntegrationCallError);
    expect((failure as IntegrationCallError).reason).toBe("the secret MISSING_KEY is not in the company's secret manager");
    expect(seen.length).toBe(before);
  });
});
