// @vitest-environment node
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webChatStarted, webChatTurn, type ChatMessage } from '../../services/contracts/conversations';
import type { PublishState } from '../../services/contracts/publish';
import { insertBot } from '../../server/bots/botStore';
import { buildFlow, text, type Step } from '../../server/bots/flowBuilder';
import { up as publishingUpgrade } from '../../server/db/migrations/009_publish';
import { companyWith, gql, personWithSession, type Person } from './graphqlHelpers';
import { buildTestApp, countRows, testDatabase, type TestApp } from './testApp';
import { startWebhookReceiver, type WebhookReceiver } from './webhookReceiver';

/**
 * Publishing (docs/publishing.md): every channel answers with the published version of an
 * assistant, whatever was saved after it; the designer's test chat may run the draft (the
 * newest saved version). Publishing goes through the designer's save check, is allowed to
 * whoever may save versions, and keeps a history that a roll back adds to.
 */
let t: TestApp;
let roles: TestApp;
let admin: Person;
let member: Person;
let outsider: Person;
let companyId: string;
let botId: string;
let webChatId: string;
let webhook: { id: string; apiToken: string };
let receiver: WebhookReceiver;

const STATE =
  'query($b: ID!) { publishState(botId: $b) { botId live { versionId versionName kind publishedAt publishedBy } history { id versionId versionName kind publishedAt publishedBy } } }';
const PUBLISH =
  'mutation($b: ID!, $v: ID!) { publishVersion(botId: $b, versionId: $v) { botId live { versionId versionName kind publishedBy } history { versionName kind publishedBy } } }';
const SAVE = 'mutation($b: ID!, $flow: String!) { saveVersion(botId: $b, flow: $flow) { id name } }';
const CREATE_WEBHOOK = `mutation ($companyId: ID!, $name: String!, $webhookUrl: String!, $botId: ID!) {
  createGenericChannel(companyId: $companyId, name: $name, webhookUrl: $webhookUrl, botId: $botId) { apiToken channel { id } }
}`;

/** START, a message, a question, END: each version says which one it is. */
const steps = (words: string): Step[] => [
  { id: 'start', type: 'START', name: 'Start', at: [0, 0], to: 'hello' },
  { id: 'hello', type: 'MESSAGE', name: 'Hello', at: [1, 0], to: 'ask', settings: text(words) },
  { id: 'ask', type: 'INPUT', name: 'Ask', at: [2, 0], to: 'end', settings: { inputType: 'TEXT', param: 'wish', prompt: 'What do you wish?' } },
  { id: 'end', type: 'END', name: 'End', at: [3, 0] },
];
const greeting = (words: string) => buildFlow(steps(words));

/** v3: an Input that nothing leads to and that has no parameter name: the save check lists two problems. */
const withProblems = buildFlow([...steps('Hello from v3'), { id: 'lost', type: 'INPUT', name: 'Lost question', at: [2, 1], to: 'end', settings: { inputType: 'TEXT' } }]);

const texts = (messages: ChatMessage[]) => messages.map((m) => m.content['text']);

function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url, remoteAddress: '127.0.0.1', headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });
}

/** A web chat conversation's first words: the published version, or the draft for a signed-in member. */
async function webChatGreeting(options: { draft?: boolean; token?: string } = {}): Promise<unknown[]> {
  const response = await post(
    `/microwebchat/v1/channels/${webChatId}/conversations`,
    options.draft ? { version: 'draft' } : {},
    options.token ? { authorization: `Bearer ${options.token}` } : {},
  );
  expect(response.statusCode, response.body).toBe(201);
  return texts(webChatStarted.parse(response.json()).messages);
}

let client = 0;
/** A new person's first message on the webhook channel, and the first words delivered back. */
async function webhookGreeting(): Promise<unknown[]> {
  const before = receiver.deliveries.length;
  client += 1;
  const response = await post(
    `/external/v1/incoming?channelID=${webhook.id}`,
    { clientInfo: { id: `person-${client}` }, message: { content: 'hi' } },
    { apiToken: webhook.apiToken },
  );
  expect(response.statusCode, response.body).toBe(202);
  const deliveries = await receiver.reach(before + 1);
  return texts(deliveries[before]!.messages);
}

const state = async (token = admin.token, app = t) => (await gql(app, STATE, { b: botId }, { token })).data?.publishState as PublishState;
const save = async (flow: unknown, token = admin.token) =>
  (await gql(t, SAVE, { b: botId, flow: JSON.stringify(flow) }, { token })).data?.saveVersion as { id: string; name: string };
const publications = () => countRows(t.db, 'bot_publications');

beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  roles = await buildTestApp(t.db, { userRoleSetting: true }, t.clock);
  admin = await personWithSession(t, 'Admin');
  member = await personWithSession(t, 'Member');
  outsider = await personWithSession(t, 'Outsider');
  companyId = await companyWith(t, 'Publishing Co', [
    [admin, 'ADMIN'],
    [member, 'USER'],
  ]);
  await companyWith(t, 'Elsewhere', [[outsider, 'ADMIN']]);
  botId = await insertBot(t.db, t.clock.now(), { name: 'Greeter', companyId, userId: admin.userId, flow: greeting('Hello from v1') });
  webChatId = (await t.db.selectFrom('channels').select('id').where('bot_id', '=', botId).executeTakeFirstOrThrow()).id;
  receiver = await startWebhookReceiver();
  const created = await gql(t, CREATE_WEBHOOK, { companyId, name: 'Partner', webhookUrl: receiver.url, botId }, { token: admin.token });
  const channel = created.data?.['createGenericChannel'] as { apiToken: string; channel: { id: string } };
  webhook = { id: channel.channel.id, apiToken: channel.apiToken };
});
afterAll(async () => {
  await receiver.close();
  await roles.app.close();
  await t.app.close();
  await t.db.destroy();
});

describe('publishing an assistant version', () => {
  it('a new assistant is published at once: its first version, by its creator', async () => {
    const now = await state();
    expect(now.live).toMatchObject({ versionName: 'v1', kind: 'CREATED', publishedBy: 'Admin Tester' });
    expect(now.history).toHaveLength(1);
    expect(await webChatGreeting()).toEqual(['Hello from v1', 'What do you wish?']);
  });

  it('a channel answers with the published version while a newer draft exists; the test chat runs the draft for a member', async () => {
    const v2 = await save(greeting('Hello from v2'));
    expect(v2.name).toBe('v2');
    expect((await state()).live?.versionName).toBe('v1');
    expect(await webChatGreeting()).toEqual(['Hello from v1', 'What do you wish?']);
    expect(await webhookGreeting()).toEqual(['Hello from v1', 'What do you wish?']);
    // The designer's test chat: the draft, for a signed-in member who may see the assistant.
    expect(await webChatGreeting({ draft: true, token: member.token })).toEqual(['Hello from v2', 'What do you wish?']);
    expect(await webChatGreeting({ draft: true, token: admin.token })).toEqual(['Hello from v2', 'What do you wish?']);
  });

  it('the draft is refused to a visitor and to another company, and nothing is stored then', async () => {
    const before = await countRows(t.db, 'conversations');
    const anonymous = await post(`/microwebchat/v1/channels/${webChatId}/conversations`, { version: 'draft' });
    expect(anonymous.statusCode).toBe(401);
    const stranger = await post(`/microwebchat/v1/channels/${webChatId}/conversations`, { version: 'draft' }, { authorization: `Bearer ${outsider.token}` });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ message: "You don't have access to this company." });
    const unknown = await post(`/microwebchat/v1/channels/${webChatId}/conversations`, { version: 'newest' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: "version must be 'published' or 'draft'." });
    expect(await countRows(t.db, 'conversations')).toBe(before);
  });

  it('a test chat of the draft that ended opens its next conversation on the draft again', async () => {
    const response = await post(`/microwebchat/v1/channels/${webChatId}/conversations`, { version: 'draft' }, { authorization: `Bearer ${admin.token}` });
    const started = webChatStarted.parse(response.json());
    const finished = webChatTurn.parse(
      (await post(`/microwebchat/v1/conversations/${started.conversationId}/messages`, { text: 'a bike' }, { 'x-client-token': started.clientToken })).json(),
    );
    expect(finished.ended).toBe(true);
    const again = webChatTurn.parse(
      (await post(`/microwebchat/v1/conversations/${started.conversationId}/messages`, { text: 'hello again' }, { 'x-client-token': started.clientToken })).json(),
    );
    expect(again.conversationId).not.toBe(started.conversationId);
    expect(texts(again.messages)).toEqual(['Hello from v2', 'What do you wish?']);
    const rows = await t.db.selectFrom('conversations').select(['id', 'draft']).where('id', 'in', [started.conversationId, again.conversationId]).execute();
    expect(rows.every((row) => row.draft)).toBe(true);
  });

  it('publishing makes every channel answer with the new version; the history says who and when', async () => {
    const v2 = (await t.db.selectFrom('bot_versions').select('id').where('bot_id', '=', botId).where('name', '=', 'v2').executeTakeFirstOrThrow()).id;
    // A conversation under way goes on with the version it started on.
    const open = webChatStarted.parse((await post(`/microwebchat/v1/channels/${webChatId}/conversations`, {})).json());
    t.clock.advance(60);
    const answer = await gql(t, PUBLISH, { b: botId, v: v2 }, { token: admin.token });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.publishVersion).toMatchObject({
      botId,
      live: { versionId: v2, versionName: 'v2', kind: 'PUBLISH', publishedBy: 'Admin Tester' },
      history: [
        { versionName: 'v2', kind: 'PUBLISH' },
        { versionName: 'v1', kind: 'CREATED' },
      ],
    });
    const read = await state(member.token);
    expect(read.live?.publishedAt).toBe(t.clock.now().toISOString());
    expect(await webChatGreeting()).toEqual(['Hello from v2', 'What do you wish?']);
    expect(await webhookGreeting()).toEqual(['Hello from v2', 'What do you wish?']);
    const row = await t.db.selectFrom('conversations').select('version_id').where('id', '=', open.conversationId).executeTakeFirstOrThrow();
    expect(row.version_id).not.toBe(v2);
  });

  it("publishing a flow with problems is refused with the save check's message and changes nothing", async () => {
    const v3 = await save(withProblems);
    expect(v3.name).toBe('v3');
    const before = { publications: await publications(), state: await state() };
    const refused = await gql(t, PUBLISH, { b: botId, v: v3.id }, { token: admin.token });
    expect(refused.errors?.[0]).toMatchObject({
      message:
        "v3 cannot be published. Problems found by the save check: 2. Lost question: Lost question cannot be reached from the start module. Lost question: Enter the parameter name the customer's answer is saved in.",
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(refused.data).toBeNull();
    expect(await publications()).toBe(before.publications);
    expect(await state()).toEqual(before.state);
    expect(await webChatGreeting()).toEqual(['Hello from v2', 'What do you wish?']);
  });

  it('roll back: an older version published again makes the channels answer with it', async () => {
    const v1 = (await t.db.selectFrom('bot_versions').select('id').where('bot_id', '=', botId).where('name', '=', 'v1').executeTakeFirstOrThrow()).id;
    t.clock.advance(60);
    const answer = await gql(t, PUBLISH, { b: botId, v: v1 }, { token: member.token });
    expect(answer.data?.publishVersion).toMatchObject({
      live: { versionName: 'v1', kind: 'ROLLBACK', publishedBy: 'Member Tester' },
      history: [
        { versionName: 'v1', kind: 'ROLLBACK', publishedBy: 'Member Tester' },
        { versionName: 'v2', kind: 'PUBLISH', publishedBy: 'Admin Tester' },
        { versionName: 'v1', kind: 'CREATED', publishedBy: 'Admin Tester' },
      ],
    });
    expect(await webChatGreeting()).toEqual(['Hello from v1', 'What do you wish?']);
    expect(await webhookGreeting()).toEqual(['Hello from v1', 'What do you wish?']);
    // The draft is still the newest saved version, problems and all.
    expect((await webChatGreeting({ draft: true, token: admin.token }))[0]).toBe('Hello from v3');
  });

  it('publishing the live version again changes nothing', async () => {
    const before = await state();
    const again = await gql(t, PUBLISH, { b: botId, v: before.live!.versionId }, { token: admin.token });
    expect(again.errors).toBeUndefined();
    expect(await state()).toEqual(before);
  });
});

describe('who may publish', () => {
  it('a USER who is a VIEWER (the user-role setting on), another company and a visitor cannot publish; nothing changes', async () => {
    const target = (await state()).history.find((p) => p.versionName === 'v2')!.versionId;
    const before = await publications();
    const asViewer = await gql(roles, PUBLISH, { b: botId, v: target }, { token: member.token });
    expect(asViewer.errors?.[0]).toMatchObject({ message: "You don't have permission to change this assistant.", extensions: { code: 'FORBIDDEN' } });
    const asOutsider = await gql(t, PUBLISH, { b: botId, v: target }, { token: outsider.token });
    expect(asOutsider.errors?.[0]).toMatchObject({ message: "You don't have access to this company.", extensions: { code: 'FORBIDDEN' } });
    expect((await gql(t, PUBLISH, { b: botId, v: target })).status).toBe(401);
    expect(await publications()).toBe(before);
    // Reading is for whoever may see the assistant: the VIEWER yes, the other company no.
    expect((await state(member.token, roles)).live?.versionName).toBe('v1');
    expect((await gql(t, STATE, { b: botId }, { token: outsider.token })).errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
  });

  it('as for saving: a DESIGNER publishes with the setting on', async () => {
    await t.db.updateTable('company_users').set({ designer_role: 'DESIGNER' }).where('company_id', '=', companyId).where('user_id', '=', member.userId).execute();
    const target = (await state()).history.find((p) => p.versionName === 'v2')!.versionId;
    const answer = await gql(roles, PUBLISH, { b: botId, v: target }, { token: member.token });
    expect(answer.data?.publishVersion).toMatchObject({ live: { versionName: 'v2', kind: 'PUBLISH', publishedBy: 'Member Tester' } });
    await t.db.updateTable('company_users').set({ designer_role: 'VIEWER' }).where('company_id', '=', companyId).where('user_id', '=', member.userId).execute();
  });

  it("ids are checked: not an id, or another assistant's version", async () => {
    const before = await publications();
    const badBot = await gql(t, PUBLISH, { b: 'nope', v: '00000000-0000-4000-8000-000000000000' }, { token: admin.token });
    expect(badBot.errors?.[0]).toMatchObject({ message: 'botId must be a valid id.', extensions: { code: 'BAD_USER_INPUT' } });
    const badVersion = await gql(t, PUBLISH, { b: botId, v: ' v1 ' }, { token: admin.token });
    expect(badVersion.errors?.[0]).toMatchObject({ message: 'versionId must be a valid id.', extensions: { code: 'BAD_USER_INPUT' } });
    const other = await insertBot(t.db, t.clock.now(), { name: 'Other', companyId, userId: admin.userId, flow: greeting('Other') });
    const otherVersion = (await t.db.selectFrom('bot_versions').select('id').where('bot_id', '=', other).executeTakeFirstOrThrow()).id;
    const foreign = await gql(t, PUBLISH, { b: botId, v: otherVersion }, { token: admin.token });
    expect(foreign.errors?.[0]).toMatchObject({ message: 'The version does not exist.', extensions: { code: 'NOT_FOUND' } });
    expect(await publications()).toBe(before + 1);
    expect((await gql(t, STATE, { b: 'nope' }, { token: admin.token })).errors?.[0]?.message).toBe('botId must be a valid id.');
  });
});

describe('assistants made before publishing', () => {
  it('a channel of an assistant never published says so; the upgrade publishes its newest saved version', async () => {
    const old = await insertBot(t.db, t.clock.now(), { name: 'Old timer', companyId, userId: admin.userId, flow: greeting('Old v1') });
    const channel = (await t.db.selectFrom('channels').select('id').where('bot_id', '=', old).executeTakeFirstOrThrow()).id;
    await gql(t, SAVE, { b: old, flow: JSON.stringify(greeting('Old v2')) }, { token: admin.token });
    // As a database from before publishing has it: versions, no publication.
    await t.db.deleteFrom('bot_publications').where('bot_id', '=', old).execute();
    const refused = await post(`/microwebchat/v1/channels/${channel}/conversations`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'This assistant has not been published yet. Publish a version in the designer first.' });
    expect((await gql(t, STATE, { b: old }, { token: admin.token })).data?.publishState).toMatchObject({ live: null, history: [] });

    const others = await publications();
    await publishingUpgrade(t.db as never);
    expect(await publications()).toBe(others + 1);
    expect((await gql(t, STATE, { b: old }, { token: admin.token })).data?.publishState).toMatchObject({ live: { versionName: 'v2', kind: 'UPGRADE', publishedBy: '' } });
    const started = await post(`/microwebchat/v1/channels/${channel}/conversations`, {});
    expect(texts(webChatStarted.parse(started.json()).messages)[0]).toBe('Old v2');
    // Running it again publishes nothing more.
    await publishingUpgrade(t.db as never);
    expect(await publications()).toBe(others + 1);
  });
});
