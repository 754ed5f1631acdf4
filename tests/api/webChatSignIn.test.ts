// @vitest-environment node
import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smsSandboxMessages } from '../../services/contracts/rest/smsSandbox';
import { otpRequested, SIGN_IN_SESSION_HEADER, webChatSession, webChatSignInForm } from '../../services/contracts/webChatSignIn';
import { webChatStarted } from '../../services/contracts/conversations';
import { insertBot } from '../../server/bots/botStore';
import { faqTemplate } from '../../server/bots/templates/faq';
import { propertiesToStore } from '../../server/channels/channelProperties';
import { signHostToken } from '../../server/channels/webChatSignInToken';
import { companyWith, personWithSession } from './graphqlHelpers';
import { buildTestApp, getWith, postJson, testConfig, testDatabase, type TestApp } from './testApp';

/** An SMS provider or OTP checker of a channel's own, on this machine: records each call, answers `status`. */
type Received = { method: string; url: string; headers: IncomingHttpHeaders; body: string };
let receiver: { url: string; calls: Received[]; status: number; close: () => Promise<void> };

async function startReceiver() {
  const calls: Received[] = [];
  const state = { status: 200 };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      calls.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      response.writeHead(state.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    get status() {
      return state.status;
    },
    set status(value: number) {
      state.status = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let t: TestApp;
let companyId: string;
let userId: string;
const SECRET = 'host-signing-secret-0123456789-abcdefghij';
const PHONE = '+905551112233';

async function webChat(properties: Record<string, unknown>): Promise<string> {
  const botId = await insertBot(t.db, t.clock.now(), { name: `Helper ${Math.random()}`, companyId, userId, flow: faqTemplate.flow });
  const stored = propertiesToStore(testConfig.secretKey, 'webChat', properties);
  const row = await t.db
    .updateTable('channels')
    .set({ properties: JSON.stringify(stored) })
    .where('bot_id', '=', botId)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const base = (channelId: string) => `/microwebchat/v1/channels/${channelId}`;
const askCode = (channelId: string, body: Record<string, unknown>) => postJson(t.app, `${base(channelId)}/sign-in/code`, body);
const verify = (channelId: string, code: string, phone = PHONE, app = t.app) => postJson(app, `${base(channelId)}/sign-in/verify`, { phone, code });
const start = (channelId: string, session?: string) => postJson(t.app, `${base(channelId)}/conversations`, {}, session ? { headers: { [SIGN_IN_SESSION_HEADER]: session } } : {});

async function sandboxCode(to = PHONE): Promise<string> {
  const response = await getWith(t.app, `/sandbox/sms/messages?to=${encodeURIComponent(to)}`, { ip: '127.0.0.1' });
  expect(response.statusCode, response.body).toBe(200);
  const text = smsSandboxMessages.parse(response.json()).messages[0]?.text ?? '';
  return /\d{6}/.exec(text)?.[0] ?? '';
}

/** A new OTP channel that sent a code to `phone` through the SMS sandbox. */
async function codeSent(phone: string, properties: Record<string, unknown> = {}, details: Record<string, string> = {}) {
  const channelId = await webChat({ auth: 'OTP', ...properties });
  expect((await askCode(channelId, { phone, ...details })).statusCode).toBe(200);
  return { channelId, code: await sandboxCode(phone) };
}

/** Runs `check` with a second server on the same database: another process behind the same address, or this one restarted. */
async function withAnotherServer(check: (app: TestApp['app']) => Promise<void>): Promise<void> {
  const other = await buildTestApp(t.db, {}, t.clock);
  try {
    await check(other.app);
  } finally {
    await other.app.close();
  }
}

const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

async function params(conversationId: string) {
  const row = await t.db.selectFrom('conversations').select(['snapshot', 'client_id']).where('id', '=', conversationId).executeTakeFirstOrThrow();
  const snapshot = row.snapshot as { context?: { params?: Record<string, string> } } | null;
  return { params: snapshot?.context?.params ?? {}, clientId: row.client_id };
}

beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  const admin = await personWithSession(t, 'Admin');
  userId = admin.userId;
  companyId = await companyWith(t, 'Sign-in Company', [[admin, 'ADMIN']]);
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.app.close();
  await t.db.destroy();
});
beforeEach(() => {
  receiver.calls.length = 0;
  receiver.status = 200;
});

describe('a web chat that signs visitors in with a one-time password', () => {
  it('shows its form settings to anyone, never its requests', async () => {
    const channelId = await webChat({
      auth: 'OTP',
      phoneTitle: 'Your phone',
      defaultCountry: 'tr',
      requireName: true,
      customSMS: { url: `${receiver.url}/sms`, headers: [{ name: 'Authorization', value: 'Bearer sms-key' }], body: '{}' },
    });
    const response = await getWith(t.app, `${base(channelId)}/sign-in`);
    expect(response.statusCode).toBe(200);
    const { countries, ...form } = webChatSignInForm.parse(response.json());
    expect(form).toEqual({ auth: 'OTP', phoneTitle: 'Your phone', defaultCountry: 'TR', requireName: true, requireEmail: false });
    expect(countries).toContainEqual({ code: 'TR', dial: '90' });
    expect(countries).toContainEqual({ code: 'DE', dial: '49' });
    expect(countries.length).toBeGreaterThan(200);
    expect(response.body).not.toContain('sms-key');
  });

  it('cannot start a conversation without a valid session', async () => {
    const channelId = await webChat({ auth: 'OTP' });
    const refused = await start(channelId);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: 'Sign in to start a conversation.', cause: 'sign_in_required' });
    expect((await start(channelId, 'wcs1.forged.signature')).statusCode).toBe(401);
  });

  it('sends the code through the channel customSMS with the placeholders filled and JSON-escaped', async () => {
    const channelId = await webChat({
      auth: 'OTP',
      requireName: true,
      requireEmail: true,
      customSMS: {
        url: `${receiver.url}/send?to={{phone}}`,
        method: 'PUT',
        headers: [{ name: 'X-Api-Key', value: 'sms-key' }],
        body: '{"to":"{{phone}}","text":"Hi {{name}}, your code is {{code}}","mail":"{{email}}"}',
      },
    });
    expect((await askCode(channelId, { phone: PHONE, email: 'ada@example.com' })).json()).toMatchObject({ message: 'Enter your name.' });
    const asked = await askCode(channelId, { phone: '+90 555 111 22 33', name: 'Ada "the first"', email: 'ada@example.com' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(otpRequested.parse(asked.json())).toEqual({ expiresInSeconds: 300 });
    expect(receiver.calls).toHaveLength(1);
    const call = receiver.calls[0]!;
    expect(call.method).toBe('PUT');
    expect(call.url).toBe(`/send?to=${encodeURIComponent(PHONE)}`);
    expect(call.headers['x-api-key']).toBe('sms-key');
    const sent = JSON.parse(call.body) as { to: string; text: string; mail: string };
    expect(sent.to).toBe(PHONE);
    expect(sent.mail).toBe('ada@example.com');
    expect(sent.text).toMatch(/^Hi Ada "the first", your code is \d{6}$/);
    const code = /\d{6}$/.exec(sent.text)![0];

    const signedIn = await verify(channelId, code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const session = webChatSession.parse(signedIn.json());
    expect(session.visitor).toEqual({ id: PHONE, phone: PHONE, name: 'Ada "the first"', email: 'ada@example.com' });
    expect(new Date(session.expiresAt).getTime() - t.clock.now().getTime()).toBe(24 * 3_600_000);

    const started = await start(channelId, session.session);
    expect(started.statusCode, started.body).toBe(201);
    const conversation = await params(webChatStarted.parse(started.json()).conversationId);
    expect(conversation.clientId).toBe(PHONE);
    expect(conversation.params).toMatchObject({ PHONE, NAME: 'Ada "the first"', EMAIL: 'ada@example.com' });
    // A right code is spent.
    expect((await verify(channelId, code)).statusCode).toBe(410);
  });

  it('refuses a wrong code, then any code after five wrong ones', async () => {
    const channelId = await webChat({ auth: 'OTP' });
    expect((await askCode(channelId, { phone: PHONE })).statusCode).toBe(200);
    const code = await sandboxCode();
    expect(code).toMatch(/^\d{6}$/);
    for (let attempt = 1; attempt < 5; attempt += 1) {
      const wrong = await verify(channelId, otherThan(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ message: 'The code is not right.', cause: 'wrong_code' });
    }
    const fifth = await verify(channelId, otherThan(code));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ cause: 'too_many_attempts' });
    expect((await verify(channelId, code)).statusCode).toBe(410);
  });

  it('refuses an expired code', async () => {
    const channelId = await webChat({ auth: 'OTP', tokenAge: 2 });
    await askCode(channelId, { phone: PHONE });
    const code = await sandboxCode();
    t.clock.advance(5 * 60 + 1);
    const late = await verify(channelId, code);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ cause: 'no_code' });
    // A new code works, and the session lasts the channel's tokenAge.
    await askCode(channelId, { phone: PHONE });
    const fresh = webChatSession.parse((await verify(channelId, await sandboxCode())).json());
    expect(new Date(fresh.expiresAt).getTime() - t.clock.now().getTime()).toBe(2 * 3_600_000);
    t.clock.advance(2 * 3600);
    expect((await start(channelId, fresh.session)).statusCode).toBe(401);
  });

  it('keeps a session to its own channel', async () => {
    const channelId = await webChat({ auth: 'OTP' });
    const other = await webChat({ auth: 'OTP' });
    await askCode(channelId, { phone: PHONE });
    const session = webChatSession.parse((await verify(channelId, await sandboxCode())).json());
    expect((await start(other, session.session)).statusCode).toBe(401);
  });

  it('limits how many codes one phone may ask for', async () => {
    const channelId = await webChat({ auth: 'OTP' });
    const phone = '+905559998877';
    for (let i = 0; i < 5; i += 1) expect((await askCode(channelId, { phone })).statusCode).toBe(200);
    const sixth = await askCode(channelId, { phone });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ cause: 'too_many_codes' });
  });

  it('says so when the custom SMS request fails, and that code is spent', async () => {
    const channelId = await webChat({ auth: 'OTP', customSMS: { url: `${receiver.url}/sms`, body: '{"code":"{{code}}"}' } });
    receiver.status = 500;
    const failed = await askCode(channelId, { phone: PHONE });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ message: 'The code could not be sent. Try again later.' });
    const code = (JSON.parse(receiver.calls[0]!.body) as { code: string }).code;
    expect((await verify(channelId, code)).statusCode).toBe(410);
  });

  it('asks the customOtpValidation whether the code is right (2xx: right)', async () => {
    const channelId = await webChat({
      auth: 'OTP',
      customSMS: { url: `${receiver.url}/sms`, body: '{"phone":"{{phone}}"}' },
      customOtpValidation: { url: `${receiver.url}/check`, body: '{"phone":"{{phone}}","code":"{{code}}"}' },
    });
    await askCode(channelId, { phone: PHONE });
    receiver.status = 403;
    const wrong = await verify(channelId, '123456');
    expect(wrong.statusCode).toBe(400);
    expect(JSON.parse(receiver.calls.at(-1)!.body)).toEqual({ phone: PHONE, code: '123456' });
    receiver.status = 204;
    const right = await verify(channelId, '654321');
    expect(right.statusCode, right.body).toBe(200);
    expect(receiver.calls.at(-1)!.url).toBe('/check');
    expect(JSON.parse(receiver.calls.at(-1)!.body)).toEqual({ phone: PHONE, code: '654321' });
    expect((await start(channelId, webChatSession.parse(right.json()).session)).statusCode).toBe(201);
  });

  it('keeps the code in the database: another server process (or one restarted) accepts it', async () => {
    const phone = '+905551230001';
    const { channelId, code } = await codeSent(phone, { requireName: true }, { name: 'Ada' });
    await withAnotherServer(async (restarted) => {
      const signedIn = await verify(channelId, code, phone, restarted);
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect(webChatSession.parse(signedIn.json()).visitor).toEqual({ id: phone, phone, name: 'Ada' });
    });
    expect((await verify(channelId, code, phone)).statusCode).toBe(410);
  });

  it('signs in once when the same right code is checked twice at the same time', async () => {
    const phone = '+905551230002';
    const { channelId, code } = await codeSent(phone);
    await withAnotherServer(async (other) => {
      const answers = await Promise.all([verify(channelId, code, phone), verify(channelId, code, phone, other)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410]);
    });
  });

  it('counts wrong codes across server processes', async () => {
    const phone = '+905551230003';
    const { channelId, code } = await codeSent(phone);
    await withAnotherServer(async (other) => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await verify(channelId, otherThan(code), phone, attempt % 2 === 0 ? t.app : other)).statusCode);
      expect(statuses).toEqual([400, 400, 400, 400, 429]);
      expect((await verify(channelId, code, phone, other)).statusCode).toBe(410);
    });
  });

  it('stores no code, only a keyed hash of it', async () => {
    const phone = '+905551230004';
    const { channelId, code } = await codeSent(phone);
    const rows = await t.db.selectFrom('web_chat_sign_in_codes').selectAll().where('channel_id', '=', channelId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.phone).toBe(phone);
    expect(rows[0]!.code_hash).not.toBe(createHash('sha256').update(code).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('deletes the codes of phones silent for more than an hour when codes are asked', async () => {
    const channelId = await webChat({ auth: 'OTP' });
    await askCode(channelId, { phone: '+905551230005' });
    t.clock.advance(61 * 60);
    await askCode(channelId, { phone: '+905551230006' });
    const phones = await t.db.selectFrom('web_chat_sign_in_codes').select('phone').where('channel_id', '=', channelId).execute();
    expect(phones).toEqual([{ phone: '+905551230006' }]);
  });

  it('refuses a private address outside developer mode', async () => {
    const production = await buildTestApp(t.db, { devMode: false });
    try {
      const channelId = await webChat({ auth: 'OTP', customSMS: { url: `${receiver.url}/sms`, body: '{}' } });
      const refused = await postJson(production.app, `${base(channelId)}/sign-in/code`, { phone: PHONE });
      expect(refused.statusCode).toBe(502);
      expect(receiver.calls).toHaveLength(0);
      const noSms = await webChat({ auth: 'OTP' });
      expect((await postJson(production.app, `${base(noSms)}/sign-in/code`, { phone: PHONE })).statusCode).toBe(503);
    } finally {
      await production.app.close();
    }
  });
});

describe('a web chat that signs visitors in with the host page token', () => {
  const now = () => Math.floor(t.clock.now().getTime() / 1000);
  const exchange = (channelId: string, token: string) => postJson(t.app, `${base(channelId)}/sign-in/token`, { token });

  it('accepts a token the host signed with the channel secret; its claims become the conversation variables', async () => {
    const channelId = await webChat({ auth: 'TOKEN', tokenAge: 1, signInSecret: SECRET });
    const token = signHostToken(SECRET, { sub: 'customer-42', name: 'Grace', email: 'grace@example.com', phone: '+15550001111', exp: now() + 7200 });
    const answer = await exchange(channelId, token);
    expect(answer.statusCode, answer.body).toBe(200);
    const session = webChatSession.parse(answer.json());
    expect(session.visitor).toEqual({ id: 'customer-42', phone: '+15550001111', name: 'Grace', email: 'grace@example.com' });
    // The channel's tokenAge (1 hour) bounds the session even though the token lasts 2.
    expect(new Date(session.expiresAt).getTime() - t.clock.now().getTime()).toBe(3_600_000);
    const started = await start(channelId, session.session);
    expect(started.statusCode, started.body).toBe(201);
    const conversation = await params(webChatStarted.parse(started.json()).conversationId);
    expect(conversation.clientId).toBe('customer-42');
    expect(conversation.params).toMatchObject({ NAME: 'Grace', EMAIL: 'grace@example.com', PHONE: '+15550001111' });
  });

  it('ends the session with the token when the token ends first', async () => {
    const channelId = await webChat({ auth: 'TOKEN', signInSecret: SECRET });
    const session = webChatSession.parse((await exchange(channelId, signHostToken(SECRET, { sub: 'c1', exp: now() + 60 }))).json());
    expect(new Date(session.expiresAt).getTime()).toBe((now() + 60) * 1000);
  });

  it('refuses a token with a bad signature, another algorithm, no expiry or a past one', async () => {
    const channelId = await webChat({ auth: 'TOKEN', signInSecret: SECRET });
    const good = signHostToken(SECRET, { sub: 'c1', exp: now() + 600 });
    const [head, body] = good.split('.');
    const tokens = [
      signHostToken('another-secret-of-the-same-length-0123456', { sub: 'c1', exp: now() + 600 }),
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${body}.`,
      `${head}.${body}.${'x'.repeat(43)}`,
      signHostToken(SECRET, { sub: 'c1' }),
      signHostToken(SECRET, { sub: 'c1', exp: now() - 1 }),
      'not a token',
    ];
    for (const token of tokens) {
      const refused = await exchange(channelId, token);
      expect(refused.statusCode, token).toBe(401);
      expect(refused.json()).toMatchObject({ message: 'The sign-in token was refused.' });
    }
    expect((await start(channelId)).statusCode).toBe(401);
  });

  it('keeps the sign-in secret sealed at rest', async () => {
    const channelId = await webChat({ auth: 'TOKEN', signInSecret: SECRET });
    const row = await t.db.selectFrom('channels').select('properties').where('id', '=', channelId).executeTakeFirstOrThrow();
    expect(JSON.stringify(row.properties)).not.toContain(SECRET);
  });

  it('answers no token sign-in on an OTP channel, and no code on a TOKEN one', async () => {
    const otp = await webChat({ auth: 'OTP' });
    const token = await webChat({ auth: 'TOKEN', signInSecret: SECRET });
    expect((await exchange(otp, signHostToken(SECRET, { sub: 'c1', exp: now() + 60 }))).statusCode).toBe(409);
    expect((await askCode(token, { phone: PHONE })).statusCode).toBe(409);
  });
});
