// @vitest-environment node
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webChatStarted } from '../../services/contracts/conversations';
import { insertBot } from '../../server/bots/botStore';
import { faqTemplate } from '../../server/bots/templates/faq';
import { companyWith, gql, personWithSession, type Person } from './graphqlHelpers';
import { allCounts, buildTestApp, countRows, getWith, postJson, testDatabase, type TestApp } from './testApp';

// PostgreSQL cannot store U+0000, and an unpaired surrogate has no UTF-8 form: every way in refuses them with a 400.
const NUL = 'a\u0000b';
const LONE = 'a\ud800b';
const BAD = [
  ['the NUL character', NUL, /NUL character \(U\+0000\)/],
  ['a lone surrogate', LONE, /unpaired UTF-16 surrogate/],
] as const;

let t: TestApp;
let admin: Person;
let companyId: string;
let botId: string;
let channelId: string;

async function rowsNow() {
  return {
    ...(await allCounts(t.db)),
    conversations: await countRows(t.db, 'conversations'),
    messages: await countRows(t.db, 'conversation_messages'),
    channels: await countRows(t.db, 'channels'),
  };
}

function refusedWith(response: LightMyRequestResponse, pattern: RegExp, where: string) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json() as { message: string };
  expect(body.message).toMatch(pattern);
  expect(body.message).toContain(where);
}

beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  admin = await personWithSession(t, 'Admin');
  companyId = await companyWith(t, 'Text Company', [[admin, 'ADMIN']]);
  botId = await insertBot(t.db, t.clock.now(), { name: 'Helper', companyId, userId: admin.userId, flow: faqTemplate.flow });
  channelId = (await t.db.selectFrom('channels').select('id').where('bot_id', '=', botId).executeTakeFirstOrThrow()).id;
});

afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

describe.each(BAD)('text with %s', (_name, bad, pattern) => {
  it('is refused in a web chat message, and the conversation keeps only what was said before', async () => {
    const started = webChatStarted.parse((await postJson(t.app, `/microwebchat/v1/channels/${channelId}/conversations`, {}, { ip: '127.0.0.1' })).json());
    const before = await rowsNow();
    const response = await postJson(
      t.app,
      `/microwebchat/v1/conversations/${started.conversationId}/messages`,
      { text: bad },
      { ip: '127.0.0.1', headers: { 'x-client-token': started.clientToken } },
    );
    refusedWith(response, pattern, 'text');
    expect(await rowsNow()).toEqual(before);
  });

  it('is refused in a generic channel message', async () => {
    const created = await gql(
      t,
      `mutation ($c: ID!, $b: ID!) { createGenericChannel(companyId: $c, name: "Partner", webhookUrl: "http://127.0.0.1:9/hook", botId: $b) { apiToken channel { id } } }`,
      { c: companyId, b: botId },
      { token: admin.token },
    );
    const { apiToken, channel } = created.data!['createGenericChannel'] as { apiToken: string; channel: { id: string } };
    const before = await rowsNow();
    const response = await postJson(
      t.app,
      `/external/v1/incoming?channelID=${channel.id}`,
      { sender: { id: 'person-1' }, message: { type: 'TEXT', content: bad } },
      { ip: '127.0.0.1', headers: { apiToken } },
    );
    refusedWith(response, pattern, 'message.content');
    expect(await rowsNow()).toEqual(before);
  });

  it('is refused in a sign-up name and creates no account', async () => {
    const before = await rowsNow();
    const response = await postJson(t.app, '/auth/signup', { name: bad, surname: 'Lovelace', email: 'text.signup@example.com', password: 'Str0ng!Passw0rd' });
    refusedWith(response, pattern, 'name');
    expect(await rowsNow()).toEqual(before);
  });

  it('is refused in GraphQL variables and in string literals of the query, and changes nothing', async () => {
    const before = await rowsNow();
    const asVariable = await gql(t, 'mutation ($n: String!) { updateProfile(name: $n, surname: "Tester") { name } }', { n: bad }, { token: admin.token });
    expect(asVariable.data ?? undefined).toBeUndefined();
    expect(asVariable.errors?.[0]?.message).toMatch(pattern);
    expect(asVariable.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    const escaped = bad === NUL ? 'a\\u0000b' : 'a\\ud800b';
    const asLiteral = await gql(t, `mutation { updateProfile(name: "${escaped}", surname: "Tester") { name } }`, {}, { token: admin.token });
    // GraphQL's own parser already refuses a lone surrogate escape in a literal.
    expect(asLiteral.errors?.[0]?.message).toMatch(bad === NUL ? pattern : /Invalid Unicode escape sequence/);
    const channel = await gql(
      t,
      `mutation ($c: ID!, $b: ID!, $n: String!) { createGenericChannel(companyId: $c, name: $n, webhookUrl: "http://127.0.0.1:9/hook", botId: $b) { apiToken } }`,
      { c: companyId, b: botId, n: bad },
      { token: admin.token },
    );
    expect(channel.errors?.[0]?.message).toMatch(pattern);
    const templates = await gql(t, 'query ($s: String) { botTemplates(bySpecialization: $s) { id } }', { s: bad }, { token: admin.token });
    expect(templates.errors?.[0]?.message).toMatch(pattern);
    const user = await t.db.selectFrom('users').select('name').where('id', '=', admin.userId).executeTakeFirstOrThrow();
    expect(user.name).toBe('Admin');
    expect(await rowsNow()).toEqual(before);
  });

  it('is refused in a GraphQL GET request whose variables come as JSON in the query string', async () => {
    const variables = JSON.stringify({ s: bad });
    const response = await getWith(
      t.app,
      `/bot/graphql?query=${encodeURIComponent('query ($s: String) { botTemplates(bySpecialization: $s) { id } }')}&variables=${encodeURIComponent(variables)}`,
      { token: admin.token },
    );
    expect(response.statusCode).toBe(400);
    expect((response.json() as { errors: Array<{ message: string }> }).errors[0]!.message).toMatch(pattern);
  });
});

describe('the NUL character in an address', () => {
  it('is refused in a query string and a path parameter', async () => {
    const [, bad, pattern] = BAD[0];
    refusedWith(
      await getWith(t.app, `/bot/api/integrations/by-type?type=${encodeURIComponent(bad)}`, { token: admin.token, headers: { companyid: companyId } }),
      pattern,
      'query.type',
    );
    refusedWith(await getWith(t.app, `/dev/mailbox/latest?to=${encodeURIComponent(bad)}`, { ip: '127.0.0.1' }), pattern, 'query.to');
    refusedWith(await getWith(t.app, `/microwebchat/v1/channels/${encodeURIComponent(bad)}`), pattern, 'path.');
  });
});

describe('an address whose percent escapes are not UTF-8 (a surrogate written as bytes)', () => {
  it('is refused or not found, never an error of the server', async () => {
    const query = await getWith(t.app, '/bot/api/integrations/by-type?type=%ED%A0%80', { token: admin.token, headers: { companyid: companyId } });
    expect(query.statusCode).toBeLessThan(500);
    const path = await getWith(t.app, '/microwebchat/v1/channels/%ED%A0%80');
    expect(path.statusCode).toBe(400);
    expect((path.json() as { message: string }).message).toBe('The address is not valid.');
  });
});

describe('a GraphQL GET request whose query string GraphQL could not read', () => {
  it('is refused as bad input, not answered as an unexpected error', async () => {
    const query = encodeURIComponent('{ botTemplates { id } }');
    const brokenVariables = await getWith(t.app, `/bot/graphql?query=${query}&variables=%7B`, { token: admin.token });
    expect(brokenVariables.statusCode).toBe(400);
    expect(brokenVariables.json()).toEqual({ errors: [{ message: 'variables must be a JSON object.', extensions: { code: 'BAD_USER_INPUT' } }] });
    const notAnObject = await getWith(t.app, `/bot/graphql?query=${query}&extensions=${encodeURIComponent('[1]')}`, { token: admin.token });
    expect(notAnObject.json()).toEqual({ errors: [{ message: 'extensions must be a JSON object.', extensions: { code: 'BAD_USER_INPUT' } }] });
    const undecodable = await getWith(t.app, '/bot/graphql?query=%ED%A0%80&variables=%ZZ', { token: admin.token });
    expect(undecodable.statusCode).toBe(400);
    expect(undecodable.body).toContain('The address is not valid.');
    const fine = await getWith(t.app, `/bot/graphql?query=${query}&variables=${encodeURIComponent('{}')}`, { token: admin.token });
    expect(fine.statusCode).toBe(200);
  });
});

describe('text that can be stored', () => {
  it('passes, emoji and right-to-left text included', async () => {
    const answer = await gql(t, 'mutation ($n: String!) { updateProfile(name: $n, surname: "Tester") { name } }', { n: 'Ayşe 😀 مرحبا' }, { token: admin.token });
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ updateProfile: { name: 'Ayşe 😀 مرحبا' } });
  });
});
