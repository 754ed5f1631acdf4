// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFlow, text } from '../../server/bots/flowBuilder';
import { insertBot } from '../../server/bots/botStore';
import { SEARCH_API, searchAnswer, searchMessages, type SearchAnswer, type SearchHit } from '../../services/contracts/search';
import { companyWith, HOME_IP, OFFICE_IP, personWithSession, restCall, type Person } from './graphqlHelpers';
import { buildTestApp, testDatabase, type TestApp } from './testApp';

let t: TestApp;
let member: Person;
let outsider: Person;
let own: string;
let foreign: string;
let ownBot: string;
let conversationId: string;

const flow = buildFlow([
  { id: 'start', type: 'START', name: 'Start', at: [0, 0], to: 'hello' },
  { id: 'hello', type: 'MESSAGE', name: 'Greeting', at: [1, 0], to: 'end', settings: text('Welcome to the 100% fresh bakery') },
  { id: 'end', type: 'END', name: 'End', at: [2, 0] },
]);

function search(q: string | null, { token = member.token, ip = OFFICE_IP }: { token?: string | null; ip?: string } = {}) {
  const url = q === null ? SEARCH_API : `${SEARCH_API}?${new URLSearchParams({ q }).toString()}`;
  return restCall(t.app, 'GET', url, { token, ip });
}

async function hits(q: string, call: { ip?: string; token?: string } = {}): Promise<SearchHit[]> {
  const answer = await search(q, call);
  expect(answer.statusCode).toBe(200);
  // The answer is what the console's client accepts.
  const parsed: SearchAnswer = searchAnswer.parse(answer.json());
  return parsed.hits;
}

const titles = (found: SearchHit[], kind: SearchHit['kind']) => found.filter((hit) => hit.kind === kind).map((hit) => hit.title);

async function conversationFor(companyId: string, botId: string, name: string, surname: string): Promise<string> {
  const channel = await t.db.selectFrom('channels').select(['id', 'integration_type']).where('bot_id', '=', botId).executeTakeFirstOrThrow();
  const row = await t.db
    .insertInto('conversations')
    .values({
      company_id: companyId,
      channel_id: channel.id,
      channel_type: channel.integration_type,
      bot_id: botId,
      version_id: null,
      client_id: `client-${name}`,
      client_info: JSON.stringify({ name, surname }),
      history_list: JSON.stringify([]),
      tags: JSON.stringify([]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  member = await personWithSession(t, 'Member');
  outsider = await personWithSession(t, 'Outsider');
  own = await companyWith(t, 'Bakery 100% Fresh', [[member, 'USER']]);
  await companyWith(t, 'Bakery Office', [[member, 'ADMIN']], { allowlist: ['203.0.113.0/24'] });
  foreign = await companyWith(t, 'Bakery Rivals', [[outsider, 'ADMIN']]);
  await companyWith(t, 'Bakery_North', [[member, 'USER']]);
  ownBot = await insertBot(t.db, t.clock.now(), { name: 'Bakery helper', companyId: own, userId: member.userId, flow });
  const foreignBot = await insertBot(t.db, t.clock.now(), { name: 'Bakery rival helper', companyId: foreign, userId: outsider.userId, flow });
  conversationId = await conversationFor(own, ownBot, 'Grace', 'Hopper');
  await conversationFor(foreign, foreignBot, 'Grace', 'Rival');
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

describe('GET /core/v1/search', () => {
  it('finds companies, assistants, conversations and modules of the caller’s own companies only', async () => {
    const found = await hits('bakery');
    expect(titles(found, 'company').sort()).toEqual(['Bakery 100% Fresh', 'Bakery Office', 'Bakery_North']);
    expect(titles(found, 'assistant')).toEqual(['Bakery helper']);
    expect(found.find((hit) => hit.kind === 'assistant')).toMatchObject({ id: ownBot, companyId: own, companyName: 'Bakery 100% Fresh', botId: ownBot });
    // The module's text mentions the bakery; the rival's identical flow is not searched.
    expect(found.filter((hit) => hit.kind === 'module')).toEqual([
      { kind: 'module', id: 'hello', title: 'Greeting', companyId: own, companyName: 'Bakery 100% Fresh', botId: ownBot, botName: 'Bakery helper', detail: 'MESSAGE' },
    ]);
    expect(found.some((hit) => hit.companyId === foreign)).toBe(false);
  });

  it('finds a conversation by its client’s name or by its id', async () => {
    const byName = await hits('grace hop');
    expect(byName.filter((hit) => hit.kind === 'conversation')).toEqual([
      {
        kind: 'conversation',
        id: conversationId,
        title: 'Grace Hopper',
        companyId: own,
        companyName: 'Bakery 100% Fresh',
        botId: ownBot,
        botName: 'Bakery helper',
        detail: expect.any(String),
      },
    ]);
    expect(titles(await hits('Grace'), 'conversation')).toEqual(['Grace Hopper']);
    expect((await hits(conversationId.slice(0, 13))).filter((hit) => hit.kind === 'conversation').map((hit) => hit.id)).toEqual([conversationId]);
  });

  it('leaves out a company whose allowlist does not let the caller’s address in', async () => {
    expect(titles(await hits('bakery', { ip: HOME_IP }), 'company').sort()).toEqual(['Bakery 100% Fresh', 'Bakery_North']);
  });

  it('takes % and _ as themselves, not as wildcards', async () => {
    expect(titles(await hits('100%'), 'company')).toEqual(['Bakery 100% Fresh']);
    expect(titles(await hits('y_n'), 'company')).toEqual(['Bakery_North']);
    expect(await hits('%%')).toEqual([]);
    expect(await hits('__')).toEqual([]);
    expect(titles(await hits('0% f'), 'module')).toEqual(['Greeting']);
  });

  it('answers at most ten results of each kind', async () => {
    for (let i = 0; i < 12; i += 1) await companyWith(t, `Many ${String(i).padStart(2, '0')}`, [[member, 'USER']]);
    expect(titles(await hits('many'), 'company')).toEqual(Array.from({ length: 10 }, (_, i) => `Many ${String(i).padStart(2, '0')}`));
  });

  it('finds nothing for a person without companies', async () => {
    const loner = await personWithSession(t, 'Loner');
    expect(await hits('bakery', { token: loner.token })).toEqual([]);
  });

  it('refuses a text that is missing, too short or too long with a clear message', async () => {
    for (const [q, message] of [
      [null, searchMessages.missing],
      ['a', searchMessages.tooShort],
      ['  b  ', searchMessages.tooShort],
      ['x'.repeat(101), searchMessages.tooLong],
    ] as const) {
      const answer = await search(q);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ statusCode: 400, message });
    }
    expect((await search('x'.repeat(100))).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await search('bakery', { token: null })).statusCode).toBe(401);
  });
});
