// @vitest-environment node
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deepLinkAnswer, FACES_VOTE_MESSAGE, voteSuccess } from '../../services/contracts/conversations';
import { issueVoteLink, type VoteSettings } from '../../server/votes/deepLinks';
import { VOTE_RATE_LIMIT_PER_MINUTE } from '../../server/votes/voteRoutes';
import { voteMessages } from '../../server/votes/voteStore';
import { http } from '../../services/http';
import { createVoteClient } from '../../services/votes';
import { companyWith, fetchInto, personWithSession } from './graphqlHelpers';
import { buildTestApp, testDatabase, type TestApp } from './testApp';

let t: TestApp;
let companyA: string;
let companyB: string;
let ipCounter = 1;

beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  const admin = await personWithSession(t, 'Admin');
  companyA = await companyWith(t, 'Votes A', [[admin, 'ADMIN']]);
  companyB = await companyWith(t, 'Votes B', [[admin, 'ADMIN']]);
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await t.app.close();
  await t.db.destroy();
});

/** Each test calls from its own address, so the per-address rate limit only meets its own test. */
function freshIp(): string {
  ipCounter += 1;
  return `192.0.2.${ipCounter}`;
}

type Conversation = { conversationId: string; channelId: string; companyId: string };

async function conversation(companyId = companyA, channelProperties: Record<string, unknown> = {}): Promise<Conversation> {
  const channel = await t.db
    .insertInto('channels')
    .values({ company_id: companyId, name: 'Web chat', integration_type: 'WEBCHAT', properties: JSON.stringify(channelProperties) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await t.db
    .insertInto('conversations')
    .values({ company_id: companyId, channel_id: channel.id, channel_type: 'WEBCHAT', client_id: 'client-1' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { conversationId: row.id, channelId: channel.id, companyId };
}

async function linkFor(c: Conversation, settings: VoteSettings = {}): Promise<string> {
  return issueVoteLink(t.db, t.clock.now(), settings, c);
}

function get(url: string, ip: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url, remoteAddress: ip });
}

function post(url: string, ip: string, body?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

function vote(c: Conversation, ip: string, body: Record<string, unknown>, companyId: string | null = c.companyId): Promise<LightMyRequestResponse> {
  return post(`/vote/${c.conversationId}`, ip, { channelID: c.channelId, ...body }, companyId === null ? {} : { companyID: companyId });
}

async function stored(conversationId: string) {
  return t.db.selectFrom('conversations').select(['rating', 'rating_comment']).where('id', '=', conversationId).executeTakeFirstOrThrow();
}

async function votedAt(linkId: string): Promise<Date | null> {
  return (await t.db.selectFrom('vote_deeplinks').select('voted_at').where('id', '=', linkId).executeTakeFirstOrThrow()).voted_at;
}

function expectRefused(answer: LightMyRequestResponse, status: number, message: string) {
  expect(answer.statusCode).toBe(status);
  expect(answer.json()).toMatchObject({ statusCode: status, message });
}

describe('GET /deeplink/:id', () => {
  it('answers the link with its properties, not yet voted, and the contract parses it', async () => {
    const ip = freshIp();
    const c = await conversation();
    const id = await linkFor(c, { voteType: 'FACES', voteMessage: '*How* did we do?', gratitudeMessage: 'Thanks a lot', voteLinkMessage: 'Rate us' });
    const answer = await get(`/deeplink/${id}`, ip);
    expect(answer.statusCode).toBe(200);
    const body = deepLinkAnswer.parse(answer.json());
    expect(body).toEqual({
      deepLinkId: id,
      invalidated: false,
      deepLinkProperties: {
        conversationId: c.conversationId,
        channelId: c.channelId,
        companyId: companyA,
        voteType: 'FACES',
        voteMessage: '*How* did we do?',
        voteLinkMessage: 'Rate us',
        gratitudeMessage: 'Thanks a lot',
        alreadyVoted: false,
      },
    });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('gives a numeric type by default and no image unless the link or its channel has one', async () => {
    const ip = freshIp();
    const plain = await linkFor(await conversation());
    const plainBody = deepLinkAnswer.parse((await get(`/deeplink/${plain}`, ip)).json());
    expect(plainBody.deepLinkProperties.voteType).toBe('NUMERIC');
    expect('voteImage' in plainBody.deepLinkProperties).toBe(false);

    const withChannelImage = await conversation(companyA, { vote: { voteImage: 'https://cdn.example.com/company.png' } });
    const fromChannel = await linkFor(withChannelImage);
    expect(deepLinkAnswer.parse((await get(`/deeplink/${fromChannel}`, ip)).json()).deepLinkProperties.voteImage).toBe('https://cdn.example.com/company.png');
    const own = await linkFor(withChannelImage, { voteImage: 'https://cdn.example.com/own.png' });
    expect(deepLinkAnswer.parse((await get(`/deeplink/${own}`, ip)).json()).deepLinkProperties.voteImage).toBe('https://cdn.example.com/own.png');
  });

  it('answers invalidated: true once the link has expired (72 hours by default) or was withdrawn', async () => {
    const ip = freshIp();
    const c = await conversation();
    const id = await linkFor(c, { expiresInHours: 1 });
    const longer = await linkFor(c);
    t.clock.advance(3600);
    expect(deepLinkAnswer.parse((await get(`/deeplink/${id}`, ip)).json()).invalidated).toBe(true);
    expect(deepLinkAnswer.parse((await get(`/deeplink/${longer}`, ip)).json()).invalidated).toBe(false);
    t.clock.advance(71 * 3600);
    expect(deepLinkAnswer.parse((await get(`/deeplink/${longer}`, ip)).json()).invalidated).toBe(true);
    const withdrawn = await linkFor(await conversation());
    await t.db.updateTable('vote_deeplinks').set({ invalidated: true }).where('id', '=', withdrawn).execute();
    expect(deepLinkAnswer.parse((await get(`/deeplink/${withdrawn}`, ip)).json()).invalidated).toBe(true);
  });

  it('answers 404 with a message for an unknown or malformed id', async () => {
    const ip = freshIp();
    expectRefused(await get('/deeplink/00000000-0000-4000-8000-000000000000', ip), 404, voteMessages.linkNotFound);
    expectRefused(await get('/deeplink/not-a-link', ip), 404, voteMessages.linkNotFound);
    expectRefused(await get(`/deeplink/${encodeURIComponent("1' or '1'='1")}`, ip), 404, voteMessages.linkNotFound);
  });
});

describe('POST /vote/:conversationID', () => {
  it('stores the rating and comment on the conversation and marks the link voted', async () => {
    const ip = freshIp();
    const c = await conversation();
    const id = await linkFor(c);
    const answer = await vote(c, ip, { vote: 7, voteMessage: 'Quick and kind' });
    expect(answer.statusCode).toBe(200);
    expect(voteSuccess.parse(answer.json())).toEqual({ success: true });
    expect(await stored(c.conversationId)).toEqual({ rating: 7, rating_comment: 'Quick and kind' });
    expect(await votedAt(id)).not.toBeNull();
    expect(deepLinkAnswer.parse((await get(`/deeplink/${id}`, ip)).json()).deepLinkProperties.alreadyVoted).toBe(true);
  });

  it('accepts 0 and 10 with no feedback on a numeric link', async () => {
    const ip = freshIp();
    const low = await conversation();
    await linkFor(low);
    expect((await vote(low, ip, { vote: 0 })).statusCode).toBe(200);
    expect(await stored(low.conversationId)).toEqual({ rating: 0, rating_comment: null });
    const high = await conversation();
    await linkFor(high);
    expect((await vote(high, ip, { vote: 10, voteMessage: '' })).statusCode).toBe(200);
    expect((await stored(high.conversationId)).rating).toBe(10);
  });

  it('refuses a second vote and keeps the first', async () => {
    const ip = freshIp();
    const c = await conversation();
    await linkFor(c);
    expect((await vote(c, ip, { vote: 8 })).statusCode).toBe(200);
    expectRefused(await vote(c, ip, { vote: 2, voteMessage: 'changed my mind' }), 400, voteMessages.alreadyVoted);
    expect(await stored(c.conversationId)).toEqual({ rating: 8, rating_comment: null });
  });

  it('on a FACES link accepts only 2, 4, 6, 8 and 10', async () => {
    const ip = freshIp();
    const c = await conversation();
    const id = await linkFor(c, { voteType: 'FACES' });
    for (const refused of [5, 0, 1, 9]) expectRefused(await vote(c, ip, { vote: refused }), 400, FACES_VOTE_MESSAGE);
    expect(await stored(c.conversationId)).toEqual({ rating: null, rating_comment: null });
    expect(await votedAt(id)).toBeNull();
    expect((await vote(c, ip, { vote: 6 })).statusCode).toBe(200);
    expect((await stored(c.conversationId)).rating).toBe(6);
  });

  it('refuses bad bodies with a readable message and stores nothing', async () => {
    const ip = freshIp();
    const c = await conversation();
    const id = await linkFor(c);
    const cases: Array<[unknown, string]> = [
      [{ vote: 11, channelID: c.channelId }, 'A vote is between 0 and 10.'],
      [{ vote: -1, channelID: c.channelId }, 'A vote is between 0 and 10.'],
      [{ vote: 4.5, channelID: c.channelId }, 'A vote is between 0 and 10.'],
      [{ vote: '7', channelID: c.channelId }, 'A vote is between 0 and 10.'],
      [{ channelID: c.channelId }, 'A vote is between 0 and 10.'],
      [{ vote: 7 }, 'channelID is required.'],
      [{ vote: 7, channelID: c.channelId, voteMessage: 'x'.repeat(2001) }, 'Feedback can be at most 2000 characters.'],
      [{ vote: 7, channelID: c.channelId, voteMessage: 5 }, 'voteMessage must be text.'],
      [{ vote: 7, channelID: c.channelId, extra: true }, 'Unknown field: extra.'],
      [[7], 'The request body must be a JSON object.'],
    ];
    for (const [body, message] of cases) {
      expectRefused(await post(`/vote/${c.conversationId}`, ip, body, { companyID: companyA }), 400, message);
    }
    expectRefused(await post(`/vote/${c.conversationId}`, ip, '{"vote": 7,', { companyID: companyA }), 400, 'Malformed JSON in request body.');
    expect(await stored(c.conversationId)).toEqual({ rating: null, rating_comment: null });
    expect(await votedAt(id)).toBeNull();
  });

  it("needs the companyID header of the link's company", async () => {
    const ip = freshIp();
    const c = await conversation();
    await linkFor(c);
    expectRefused(await vote(c, ip, { vote: 7 }, null), 400, voteMessages.companyHeader);
    expectRefused(await vote(c, ip, { vote: 7 }, 'company-a'), 400, voteMessages.companyHeader);
    expectRefused(await vote(c, ip, { vote: 7 }, companyB), 404, voteMessages.noLink);
    expect(await stored(c.conversationId)).toEqual({ rating: null, rating_comment: null });
  });

  it('refuses a conversation without a link, another channel, an unknown or malformed conversation id', async () => {
    const ip = freshIp();
    const c = await conversation();
    expectRefused(await vote(c, ip, { vote: 7 }), 404, voteMessages.noLink);
    await linkFor(c);
    const other = await conversation();
    expectRefused(await vote({ ...c, channelId: other.channelId }, ip, { vote: 7 }), 404, voteMessages.noLink);
    expectRefused(await vote({ ...c, channelId: 'web' }, ip, { vote: 7 }), 404, voteMessages.noLink);
    expectRefused(await vote({ ...c, conversationId: '00000000-0000-4000-8000-000000000000' }, ip, { vote: 7 }), 404, voteMessages.noLink);
    expectRefused(await vote({ ...c, conversationId: 'abc' }, ip, { vote: 7 }), 404, voteMessages.noLink);
    expect(await stored(c.conversationId)).toEqual({ rating: null, rating_comment: null });
  });

  it('refuses a vote after the link expired and stores nothing', async () => {
    const ip = freshIp();
    const c = await conversation();
    const id = await linkFor(c, { expiresInHours: 2 });
    t.clock.advance(2 * 3600);
    expectRefused(await vote(c, ip, { vote: 7 }), 400, voteMessages.linkExpired);
    expect(await stored(c.conversationId)).toEqual({ rating: null, rating_comment: null });
    expect(await votedAt(id)).toBeNull();
  });
});

describe('POST /deeplink/:id', () => {
  it('marks the link voted with an empty body, and again answers success after the vote', async () => {
    const ip = freshIp();
    const c = await conversation();
    const id = await linkFor(c);
    const answer = await post(`/deeplink/${id}`, ip);
    expect(answer.statusCode).toBe(200);
    expect(voteSuccess.parse(answer.json())).toEqual({ success: true });
    expect(await votedAt(id)).not.toBeNull();
    // Marked voted: a vote for it is refused afterwards.
    expectRefused(await vote(c, ip, { vote: 5 }), 400, voteMessages.alreadyVoted);
    expect(await stored(c.conversationId)).toEqual({ rating: null, rating_comment: null });

    const next = await conversation();
    const nextId = await linkFor(next);
    expect((await vote(next, ip, { vote: 9 })).statusCode).toBe(200);
    expect((await post(`/deeplink/${nextId}`, ip, {})).statusCode).toBe(200);
  });

  it('refuses a body, an unknown or malformed id and an expired link, changing nothing', async () => {
    const ip = freshIp();
    const c = await conversation();
    const id = await linkFor(c, { expiresInHours: 1 });
    expectRefused(await post(`/deeplink/${id}`, ip, { voted: true }), 400, voteMessages.emptyBody);
    expect(await votedAt(id)).toBeNull();
    expectRefused(await post('/deeplink/00000000-0000-4000-8000-000000000000', ip), 404, voteMessages.linkNotFound);
    expectRefused(await post('/deeplink/nope', ip), 404, voteMessages.linkNotFound);
    t.clock.advance(3600);
    expectRefused(await post(`/deeplink/${id}`, ip), 400, voteMessages.linkExpired);
    expect(await votedAt(id)).toBeNull();
  });
});

describe('rate limit', () => {
  it(`answers 429 after ${VOTE_RATE_LIMIT_PER_MINUTE} calls a minute from one address`, async () => {
    const ip = freshIp();
    for (let i = 0; i < VOTE_RATE_LIMIT_PER_MINUTE; i += 1) expect((await get('/deeplink/nope', ip)).statusCode).toBe(404);
    expectRefused(await get('/deeplink/nope', ip), 429, 'Too many requests, please try again in a minute.');
    expect((await get('/deeplink/nope', freshIp())).statusCode).toBe(404);
  });
});

describe('the vote page client against the server', () => {
  it('reads a link, votes, marks it voted, and reports a refusal as an HTTP failure with the message', async () => {
    // A visitor without a console session: the client finds no token cookie.
    vi.stubGlobal('document', { cookie: '' });
    const client = createVoteClient(http.extend({ prefixUrl: 'http://console.test', fetch: fetchInto(t.app) }));
    const c = await conversation();
    const id = await linkFor(c, { voteType: 'FACES', voteMessage: 'How was it?' });
    const answer = await client.fetchDeepLink(id);
    expect(answer.deepLinkProperties).toMatchObject({ voteType: 'FACES', voteMessage: 'How was it?', alreadyVoted: false });
    const properties = answer.deepLinkProperties;
    await expect(
      client.sendVote({ conversationId: properties.conversationId, companyId: properties.companyId, body: { vote: 5, voteMessage: '', channelID: properties.channelId } }),
    ).rejects.toMatchObject({
      kind: 'http',
      status: 400,
      body: { message: FACES_VOTE_MESSAGE },
    });
    expect(
      await client.sendVote({
        conversationId: properties.conversationId,
        companyId: properties.companyId,
        body: { vote: 10, voteMessage: 'Great', channelID: properties.channelId },
      }),
    ).toEqual({ success: true });
    expect(await client.markVoted(id)).toEqual({ success: true });
    expect((await client.fetchDeepLink(id)).deepLinkProperties.alreadyVoted).toBe(true);
    expect(await stored(c.conversationId)).toEqual({ rating: 10, rating_comment: 'Great' });
    await expect(client.fetchDeepLink('missing')).rejects.toMatchObject({ kind: 'http', status: 404, body: { message: voteMessages.linkNotFound } });
  });
});
