// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBot } from '../../server/bots/botStore';
import { starterFlow } from '../../server/bots/flowBuilder';
import { channelAdapters } from '../../server/channels/adapters';
import { telegramMessages } from '../../services/contracts/channels/telegram';
import type { ChannelAdapter } from '../../server/channels/adapters/channelAdapter';
import { channelById } from '../../server/channels/channelStore';
import { CHANNEL_KINDS, SECRET_MASK } from '../../services/contracts/channels';
import { CHANNEL_PERMISSION_CODES, channelManagementMessages } from '../../services/contracts/channels/management';
import { companyWith, gql, OFFICE_IP, personWithSession, type Person } from './graphqlHelpers';
import { countRows, type TestApp, listeningTestApp } from './testApp';
import { issueBotToken } from '../../server/sandboxes/telegram/botTokens';

let t: TestApp;
let admin: Person;
let user: Person;
let stranger: Person;
let companyId: string;
let botId: string;

/** A token of the Telegram sandbox (the app listens: connect checks it with getMe over HTTP). */
let TELEGRAM_TOKEN = '';
const CLOUD_KEY = `INS.${'a'.repeat(20)}.${'b'.repeat(50)}`;
const CHANNEL = 'id name integrationType companyID status botId kind botName properties';
const ADD = `mutation ($c: ID!, $n: String!, $t: ChannelKind!, $b: ID, $p: String!) {
  addConnectionToCompany(companyId: $c, name: $n, type: $t, botId: $b, properties: $p) { apiToken signingSecret channel { ${CHANNEL} } }
}`;
const UPDATE = `mutation ($id: ID!, $n: String, $p: String!) { updateConnection(channelId: $id, name: $n, properties: $p) { ${CHANNEL} } }`;
const DELETE = `mutation ($id: ID!) { deleteChannel(channelId: $id) { success } }`;
const READ = `query ($id: ID!) { channel(id: $id) { ${CHANNEL} } }`;

type Channel = { id: string; kind: string | null; botName: string | null; status: string; properties: string };
type Added = { apiToken: string | null; signingSecret: string | null; channel: Channel };

const add = (company: string, type: string, properties: unknown, who: Person = admin, bot: string | null = botId) =>
  gql(t, ADD, { c: company, n: `My ${type}`, t: type, b: bot, p: JSON.stringify(properties) }, { token: who.token });

async function added(company: string, type: string, properties: unknown, bot: string | null = botId): Promise<Added> {
  const answer = await add(company, type, properties, admin, bot);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!['addConnectionToCompany'] as Added;
}

const propertiesOf = (channel: Channel) => JSON.parse(channel.properties) as Record<string, unknown>;

/** A company of its own for a case, with the admin, a USER and an assistant. */
async function freshCompany(name = `Company ${Math.random()}`): Promise<{ companyId: string; botId: string }> {
  const id = await companyWith(t, name, [
    [admin, 'ADMIN'],
    [user, 'USER'],
  ]);
  const bot = await insertBot(t.db, t.clock.now(), { name: 'Helper', companyId: id, userId: admin.userId, flow: starterFlow() });
  return { companyId: id, botId: bot };
}

/** What the server writes to stderr while `run` runs. */
async function stderrOf(run: () => Promise<unknown>): Promise<string> {
  const writes: string[] = [];
  const original = process.stderr.write.bind(process.stderr);
  process.stderr.write = ((chunk: string | Uint8Array) => {
    writes.push(String(chunk));
    return true;
  }) as typeof process.stderr.write;
  try {
    await run();
  } finally {
    process.stderr.write = original;
  }
  return writes.join('');
}

beforeAll(async () => {
  ({ t } = await listeningTestApp((base) => ({ publicUrl: base, channelProviders: { telegram: `${base}/sandbox/telegram` } })));
  TELEGRAM_TOKEN = issueBotToken(t.config.secretKey, 'acme_help_bot').token;
  admin = await personWithSession(t, 'Admin');
  user = await personWithSession(t, 'User');
  stranger = await personWithSession(t, 'Stranger');
  ({ companyId, botId } = await freshCompany('Acme'));
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

describe('addConnectionToCompany', () => {
  it('adds a web messenger with its kind and assistant, stored with its sub-type', async () => {
    const { channel } = await added(companyId, 'webMessenger', {});
    expect(channel).toMatchObject({ kind: 'webMessenger', botName: 'Helper', status: 'ACTIVE' });
    const row = await t.db.selectFrom('channels').select(['integration_type', 'smooch_type']).where('id', '=', channel.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ integration_type: 'Smooch', smooch_type: 'Web' });
    const read = await gql(t, READ, { id: channel.id }, { token: user.token });
    expect(read.data!['channel']).toMatchObject({ id: channel.id, kind: 'webMessenger' });
  });

  it('adds a Telegram channel once its token is checked and its webhook set, the token masked in every answer and sealed at rest', async () => {
    const place = await freshCompany();
    let created: Added | undefined;
    const log = await stderrOf(async () => {
      created = await added(place.companyId, 'telegram', { telegramBotName: 'Helper', telegramBotUsername: 'acme_help_bot', telegramBotToken: TELEGRAM_TOKEN }, place.botId);
    });
    expect(log).not.toContain(TELEGRAM_TOKEN);
    expect(propertiesOf(created!.channel)).toMatchObject({ telegramBotToken: SECRET_MASK, telegramBotUsername: 'acme_help_bot' });
    expect(JSON.stringify(created)).not.toContain(TELEGRAM_TOKEN);
    const row = await t.db.selectFrom('channels').select('properties').where('id', '=', created!.channel.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row.properties)).not.toContain(TELEGRAM_TOKEN);
    const read = await gql(t, READ, { id: created!.channel.id }, { token: admin.token });
    expect(JSON.stringify(read)).not.toContain(TELEGRAM_TOKEN);

    // An update sending the mask back keeps the stored token; a new name is taken.
    const update = await gql(t, UPDATE, { id: created!.channel.id, n: 'Renamed', p: (read.data!['channel'] as Channel).properties }, { token: admin.token });
    expect(update.errors).toBeUndefined();
    expect(update.data!['updateConnection']).toMatchObject({ properties: expect.stringContaining(SECRET_MASK) });
    const stored = await channelById(t.db, t.config.secretKey, created!.channel.id);
    expect(stored).toMatchObject({ name: 'Renamed', properties: { telegramBotToken: TELEGRAM_TOKEN } });
  });

  it('refuses a Telegram token the provider does not know with the spec’s text, storing nothing', async () => {
    const place = await freshCompany();
    const before = await countRows(t.db, 'channels');
    const refused = await add(place.companyId, 'telegram', { telegramBotName: 'Helper', telegramBotToken: '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw_' }, admin, place.botId);
    expect(refused.errors?.[0]?.message).toBe(telegramMessages.createFailed);
    expect(await countRows(t.db, 'channels')).toBe(before);
  });

  it('adds a generic channel and shows its api token and signing secret once', async () => {
    const place = await freshCompany();
    const created = await added(place.companyId, 'generic', { webhookUrl: 'https://partner.example/hook' }, place.botId);
    expect(created.apiToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.signingSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(propertiesOf(created.channel)).toEqual({ webhookUrl: 'https://partner.example/hook', signingSecret: SECRET_MASK });
    const read = await gql(t, READ, { id: created.channel.id }, { token: admin.token });
    expect(JSON.stringify(read)).not.toContain(created.signingSecret);
    // A company may have several generic channels (one per partner).
    await added(place.companyId, 'generic', { webhookUrl: 'https://other.example/hook' }, place.botId);
  });

  it('adds WhatsApp Cloud once per company, refuses its number in another company, and sets its API key', async () => {
    const first = await freshCompany('Number Owner');
    const properties = { partnerName: 'Acme', registeredWhatsappPhoneNumber: '+905551112233', email: 'ops@example.com' };
    const created = await added(first.companyId, 'whatsappCloud', properties, first.botId);
    const again = await add(first.companyId, 'whatsappCloud', { ...properties, registeredWhatsappPhoneNumber: '+905551119999' }, admin, first.botId);
    expect(again.errors?.[0]).toMatchObject({ message: channelManagementMessages.onePerType, extensions: { status: 400 } });

    const second = await freshCompany();
    const before = await countRows(t.db, 'channels');
    const used = await add(second.companyId, 'whatsappCloud', properties, admin, second.botId);
    expect(used.errors?.[0]?.message).toBe("You've already added that channel to Number Owner company.");
    expect(await countRows(t.db, 'channels')).toBe(before);

    // Changing another company's channel to the number is refused the same way, and changes nothing.
    const own = await added(second.companyId, 'whatsappCloud', { ...properties, registeredWhatsappPhoneNumber: '+905551117777' }, second.botId);
    const taken = await gql(t, UPDATE, { id: own.channel.id, p: JSON.stringify(properties) }, { token: admin.token });
    expect(taken.errors?.[0]?.message).toBe("You've already added that channel to Number Owner company.");
    const badUpdate = await gql(t, UPDATE, { id: own.channel.id, p: JSON.stringify({ ...properties, email: 'not-mail' }) }, { token: admin.token });
    expect(badUpdate.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await channelById(t.db, t.config.secretKey, own.channel.id)).toMatchObject({ properties: { registeredWhatsappPhoneNumber: '+905551117777', email: 'ops@example.com' } });

    const lookup = (company: string, query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/channel/byChannelSpecificFields?${query}`,
        remoteAddress: OFFICE_IP,
        headers: { authorization: `Bearer ${user.token}`, companyid: company },
      });
    const number = encodeURIComponent('+905551112233');
    expect((await lookup(second.companyId, `integrationType=WhatsAppCloudAPI&registeredWhatsappPhoneNumber=${number}`)).json()).toEqual({
      companyID: first.companyId,
      companyName: 'Number Owner',
    });
    expect((await lookup(first.companyId, `integrationType=WhatsAppCloudAPI&registeredWhatsappPhoneNumber=${number}`)).json()).toEqual({});
    expect((await lookup(second.companyId, `integrationType=WhatsAppCloudAPI&apiKey=${CLOUD_KEY}`)).statusCode).toBe(400);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/channel/byChannelSpecificFields?integrationType=WhatsAppCloudAPI&registeredWhatsappPhoneNumber=${number}`,
      remoteAddress: OFFICE_IP,
      headers: { authorization: `Bearer ${stranger.token}`, companyid: second.companyId },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).not.toContain('Number Owner');

    const put = (who: Person) =>
      t.app.inject({
        method: 'PUT',
        url: `/channel/${created.channel.id}/set-cloud-api-key-properties`,
        remoteAddress: OFFICE_IP,
        headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ apiKey: CLOUD_KEY, userId: admin.userId }),
      });
    expect((await put(user)).statusCode).toBe(403);
    const keyed = await put(admin);
    expect(keyed.statusCode).toBe(200);
    expect(keyed.body).not.toContain(CLOUD_KEY);
    expect(keyed.json()).toMatchObject({ properties: { apiKey: SECRET_MASK, userId: admin.userId } });
  });

  it('refuses bad properties of every kind with the contract message and stores nothing', async () => {
    const before = await countRows(t.db, 'channels');
    for (const kind of CHANNEL_KINDS) {
      const answer = await add(companyId, kind, { notAField: 'x' });
      expect(answer.errors?.[0]?.extensions, kind).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
      expect(answer.errors?.[0]?.message, kind).toBeTruthy();
    }
    const notJson = await gql(t, ADD, { c: companyId, n: 'X', t: 'telegram', b: botId, p: '[1]' }, { token: admin.token });
    expect(notJson.errors?.[0]?.message).toBe(channelManagementMessages.propertiesNotJson);
    expect(await countRows(t.db, 'channels')).toBe(before);
  });
});

describe('deleteChannel', () => {
  it('marks the channel DELETED, ends its open conversation, and frees its type', async () => {
    const place = await freshCompany();
    const { channel } = await added(place.companyId, 'webMessenger', {}, place.botId);
    const conversation = await t.db
      .insertInto('conversations')
      .values({ company_id: place.companyId, channel_id: channel.id, channel_type: 'Smooch', bot_id: place.botId, version_id: null, client_id: 'c-1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const answer = await gql(t, DELETE, { id: channel.id }, { token: admin.token });
    expect(answer.data).toEqual({ deleteChannel: { success: true } });
    const row = await t.db.selectFrom('channels').select('status').where('id', '=', channel.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('DELETED');
    const ended = await t.db.selectFrom('conversations').select('end_date').where('id', '=', conversation.id).executeTakeFirstOrThrow();
    expect(ended.end_date).not.toBeNull();
    await added(place.companyId, 'webMessenger', {}, place.botId);
  });
});

describe('permission codes', () => {
  const refusal = (answer: Awaited<ReturnType<typeof gql>>, code: number) => {
    expect(answer.status).toBe(403);
    expect(answer.errors?.[0]).toMatchObject({ message: channelManagementMessages.notAuthorized, extensions: { code: 'FORBIDDEN', permissionCode: code } });
  };

  it('answers the unauthorized text with the code of each operation to a USER and a stranger', async () => {
    const place = await freshCompany();
    const { channel } = await added(place.companyId, 'webMessenger', {}, place.botId);
    for (const who of [user, stranger]) {
      refusal(await add(place.companyId, 'line', { channelSecret: 's', accessToken: 'a' }, who, place.botId), CHANNEL_PERMISSION_CODES.create);
      refusal(await gql(t, UPDATE, { id: channel.id, p: '{}' }, { token: who.token }), CHANNEL_PERMISSION_CODES.update);
      refusal(await gql(t, DELETE, { id: channel.id }, { token: who.token }), CHANNEL_PERMISSION_CODES.delete);
    }
    expect((await gql(t, READ, { id: channel.id }, { token: user.token })).errors).toBeUndefined();
    refusal(await gql(t, READ, { id: channel.id }, { token: stranger.token }), CHANNEL_PERMISSION_CODES.read);
    const row = await t.db.selectFrom('channels').select('status').where('id', '=', channel.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('ACTIVE');
  });

  it("a channel's REST routes answer the same refusal with the operation's code, so the form says it", async () => {
    const place = await freshCompany();
    const { channel } = await added(place.companyId, 'webMessenger', {}, place.botId);
    for (const who of [user, stranger]) {
      const answer = await t.app.inject({
        method: 'PUT',
        url: `/channel/${channel.id}/facebook/handover`,
        headers: { authorization: `Bearer ${who.token}` },
        payload: { fbSecondaryReceiverID: '263902037430900', fbSecondaryReceiverName: 'Page Inbox' },
      });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ message: channelManagementMessages.notAuthorized, permissionCode: CHANNEL_PERMISSION_CODES.update });
    }
  });
});

describe('the provider side of a kind with an adapter', () => {
  const calls: string[] = [];
  // An adapter that records its calls in place of Line's, set into the registry for these cases only.
  const lineAdapter: ChannelAdapter<'line'> = {
    kind: 'line',
    verify: () => ({ ok: false, status: 401, message: 'not used here' }),
    parse: () => [],
    render: () => [],
    send: async () => ({ kind: 'failed', reason: 'not used here' }),
    connect: async (channel) => {
      calls.push(`connect ${channel.properties.accessToken}`);
      return channel.properties.accessToken === 'refused-token' ? { ok: false, message: 'Line refused the access token.' } : { ok: true };
    },
    disconnect: async (channel) => {
      calls.push(`disconnect ${channel.id}`);
      throw new Error(`https://api.line.example/${channel.properties.accessToken} could not be reached`);
    },
  };
  const lineItself = channelAdapters.line;
  beforeAll(() => {
    Object.assign(channelAdapters, { line: lineAdapter });
  });
  afterAll(() => {
    Object.assign(channelAdapters, { line: lineItself });
  });

  it('connects before storing, again when a secret changes, and disconnects on delete even when the provider fails', async () => {
    const place = await freshCompany();
    const before = await countRows(t.db, 'channels');
    const refused = await add(place.companyId, 'line', { channelSecret: 'secret-1', accessToken: 'refused-token' }, admin, place.botId);
    expect(refused.errors?.[0]).toMatchObject({ message: 'Line refused the access token.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await countRows(t.db, 'channels')).toBe(before);
    const noAssistant = await add(place.companyId, 'line', { channelSecret: 'secret-1', accessToken: 'token-1' }, admin, null);
    expect(noAssistant.errors?.[0]?.message).toBe(channelManagementMessages.botRequired);

    const { channel } = await added(place.companyId, 'line', { channelSecret: 'secret-1', accessToken: 'token-1' }, place.botId);
    expect(propertiesOf(channel)).toEqual({ channelSecret: SECRET_MASK, accessToken: SECRET_MASK });
    calls.length = 0;
    await gql(t, UPDATE, { id: channel.id, n: 'Line only renamed', p: channel.properties }, { token: admin.token });
    expect(calls).toEqual([]);
    await gql(t, UPDATE, { id: channel.id, p: JSON.stringify({ channelSecret: SECRET_MASK, accessToken: 'token-2' }) }, { token: admin.token });
    expect(calls).toEqual(['connect token-2']);

    const log = await stderrOf(async () => {
      expect((await gql(t, DELETE, { id: channel.id }, { token: admin.token })).data).toEqual({ deleteChannel: { success: true } });
    });
    expect(calls).toContain(`disconnect ${channel.id}`);
    expect(log).toContain(channel.id);
    expect(log).not.toContain('token-2');
    const row = await t.db.selectFrom('channels').select('status').where('id', '=', channel.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('DELETED');
  });
});
