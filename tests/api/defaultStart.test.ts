// @vitest-environment node
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/auth/sessions';
import { isLoopback, readConfig, type Config } from '../../server/config';
import { FIRST_LOGIN_FILE } from '../../server/generatedPassword';
import { DEMO_ADMIN_EMAIL } from '../../server/seed';
import { createApp } from '../../server/app';
import { DEMO_DATA_TABLE } from '../../server/dataStation/demoDataTable';
import { appConfigOf, startConsole, type RunningConsole } from '../../server/start';
import { outboxMailer } from '../../server/mail/mailer';
import { systemClock } from '../../server/clock';

// The account takeover of a default start, replayed: an ADMIN invites victim@test.local, the
// victim registers; a stranger on the network asks for a password reset for the victim and
// reads the link from the developer mailbox (or claims an invitation link the same way).
const STRANGER = '198.51.100.23';
const invite = 'mutation($c: ID!, $e: String!, $t: String!) { inviteMember(companyId: $c, email: $e, userType: $t) { id } }';

function configOf(env: Record<string, string>): Config {
  const read = readConfig(env);
  if ('problems' in read) throw new Error(read.problems.join('; '));
  return read.config;
}

const addressOf = (address: string | { address: string }) => (typeof address === 'string' ? address : address.address);

let running: RunningConsole;
let dataDir: string;
let output = '';
let logged = '';
let base: string;
let adminToken: string;
let companyId: string;

async function asTheOperator(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${base}${path}`, init);
}

function fromTheNetwork(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, remoteAddress: STRANGER, headers: { accept: 'application/json', ...headers } });
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'default-start-'));
  // npm start's environment: nothing set but a free port and a data folder of the test's own.
  const config = configOf({ PORT: '0', DATA_DIR: dataDir });
  const out = new PassThrough();
  out.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const log = new PassThrough();
  log.on('data', (chunk: Buffer) => {
    logged += chunk.toString('utf8');
  });
  running = await startConsole(config, out, log);
  const address = running.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
  const admin = await running.db.selectFrom('users').select('id').where('email', '=', DEMO_ADMIN_EMAIL).executeTakeFirstOrThrow();
  companyId = (await running.db.selectFrom('company_users').select('company_id').where('user_id', '=', admin.id).executeTakeFirstOrThrow()).company_id;
  adminToken = (await createSession(running.db, systemClock, { userId: admin.id, scope: 'full', deviceHash: null, keepSignedIn: false, firstLogin: false })).token;
}, 60_000);

afterAll(async () => {
  await running?.stop();
});

describe("npm start's configuration", () => {
  it('listens on this machine only, with developer mode on', () => {
    const config = configOf({});
    expect(config).toMatchObject({ host: 'localhost', exposed: false, devMode: true });
    const addresses = running.app.addresses();
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses.map(addressOf)) expect(isLoopback(address), address).toBe(true);
    expect(output).toContain('on this machine only');
  });

  it('says where it listens once, in words: the structured log does not repeat it, and still logs at info', async () => {
    expect(output).toMatch(/Assistant console listening on http:\/\/localhost:\d+/);
    expect(`${output}${logged}`).not.toContain('Server listening');
    await running.app.inject({ method: 'POST', url: '/auth/signin', payload: {} });
    expect(logged).toContain('"msg":"request refused"');
  });

  it('gives the demo company a data station table with rows, read as the console reads them', async () => {
    const answer = await running.app.inject({
      method: 'GET',
      url: `/data-station/api/v1/tables/${DEMO_DATA_TABLE}/rows?sort=price&order=desc`,
      headers: { authorization: `Bearer ${adminToken}`, companyid: companyId },
    });
    expect(answer.statusCode).toBe(200);
    const page = answer.json<{ rows: Array<{ values: Record<string, unknown> }>; total: number }>();
    expect(page.total).toBe(8);
    expect(page.rows[0]?.values).toMatchObject({ sku: 'CAKE-01', price: 24.5, in_stock: true });
  });

  it('keeps the demo password out of redirected output', () => {
    expect(output).not.toMatch(/Password:/);
    expect(readFileSync(join(dataDir, FIRST_LOGIN_FILE), 'utf8')).toMatch(/Password: \S{16,}/);
  });
});

describe('the takeover through the developer mailbox', () => {
  it('fails at its first step: the stranger cannot reach the server, and the mailbox answers no one but the operator', async () => {
    const invited = await asTheOperator('/bot/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ query: invite, variables: { c: companyId, e: 'victim@test.local', t: 'ADMIN' } }),
    });
    expect(((await invited.json()) as { errors?: unknown }).errors).toBeUndefined();

    // Step one of the stranger: a request from another machine. The server is not listening on any address but loopback...
    expect(running.app.addresses().map(addressOf).every(isLoopback)).toBe(true);
    // ...and were the port forwarded to the network, the mail would still not be theirs.
    const mailbox = await fromTheNetwork(running.app, '/dev/mailbox');
    expect(mailbox.statusCode).toBe(404);
    expect(mailbox.body).not.toContain('tokeninv');
    const latest = await fromTheNetwork(running.app, '/dev/mailbox/latest?to=victim@test.local');
    expect(latest.statusCode).toBe(404);
    expect(latest.body).not.toContain('http');
    // Nor through a proxy on this machine (the connection is loopback, the request is not the operator's).
    const proxied = await running.app.inject({
      method: 'GET',
      url: '/dev/mailbox/latest?to=victim@test.local',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': STRANGER },
    });
    expect(proxied.statusCode).toBe(404);
    // The operator, at the machine, still reads it.
    const own = await asTheOperator('/dev/mailbox/latest?to=victim@test.local');
    expect(own.status).toBe(200);
    expect(((await own.json()) as { links: string[] }).links[0]).toContain('tokeninv=');
  });

  it("also when the victim asked for a reset: the link stays in the operator's mailbox", async () => {
    const forgot = await running.app.inject({
      method: 'POST',
      url: '/auth/forgot',
      remoteAddress: STRANGER,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'victim@test.local' }),
    });
    expect(forgot.statusCode).toBeLessThan(500);
    const latest = await fromTheNetwork(running.app, '/dev/mailbox/latest?to=victim@test.local');
    expect(latest.statusCode).toBe(404);
  });

  it("and the sign-in sandbox, which vouches for any address, is the operator's too", async () => {
    const page = await fromTheNetwork(running.app, '/dev/oauth/google/authorize?client_id=x');
    expect(page.statusCode).toBe(404);
  });
});

describe('a server exposed to the network (HOST=0.0.0.0)', () => {
  it('turns developer mode off unless asked for, so there is no mailbox at all', async () => {
    const config = configOf({ HOST: '0.0.0.0', DATA_DIR: dataDir });
    expect(config).toMatchObject({ exposed: true, devMode: false, engineAllowPrivateAddresses: false });
    expect(configOf({ HOST: '0.0.0.0', DEV_MODE: 'true' }).devMode).toBe(true);
    const app = createApp({
      db: running.db,
      mailer: outboxMailer(running.db, systemClock),
      clock: systemClock,
      config: appConfigOf(config, 'k'.repeat(40), join(dataDir, 'no-dist')),
    });
    await app.ready();
    const mailbox = await app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '127.0.0.1', headers: { accept: 'application/json' } });
    expect(mailbox.statusCode).toBe(404);
    await app.close();
  });
});
