// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { insertBot } from '../../server/bots/botStore';
import { starterFlow } from '../../server/bots/flowBuilder';
import { insertVersion } from '../../server/bots/versionStore';
import { insertGenericChannel } from '../../server/channels/channelStore';
import { writeTurns, type TurnMessageRow, type TurnWrite } from '../../server/conversations/turnWrites';
import { companyWith, personWithSession } from './graphqlHelpers';
import { buildTestApp, testDatabase, type TestApp } from './testApp';

let t: TestApp;
let companyId: string;
let channelId: string;
let BOT: string;
let VERSION: string;

beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  const admin = await personWithSession(t, 'Admin');
  companyId = await companyWith(t, 'Turns', [[admin, 'ADMIN']]);
  BOT = await insertBot(t.db, t.clock.now(), { name: 'Turns', companyId, userId: admin.userId, flow: starterFlow() });
  VERSION = (await insertVersion(t.db, t.clock.now(), { botId: BOT, userId: admin.userId, flow: starterFlow() })).id;
  const channel = await insertGenericChannel(t.db, t.config.secretKey, {
    companyId,
    botId: BOT,
    name: 'Partner',
    webhookUrl: 'http://127.0.0.1:9/hook',
    apiTokenHash: 'h',
    userId: admin.userId,
    now: t.clock.now(),
  });
  channelId = channel.id;
});

async function openConversation(client: string): Promise<string> {
  const row = await t.db
    .insertInto('conversations')
    .values({ company_id: companyId, channel_id: channelId, channel_type: 'Generic', client_id: client, snapshot: JSON.stringify({ value: 'start' }), start_date: t.clock.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 29, 10, 0, seconds));
const message = (send_by: 'CLIENT' | 'BOT', text: string, seconds: number, message_type = 'TEXT'): TurnMessageRow => ({
  send_by,
  message_type,
  content: { text },
  message_date: at(seconds),
  bot_info: send_by === 'BOT' ? { botID: BOT, versionID: VERSION, moduleID: 'm1' } : null,
  debug_info: message_type === 'LOG' ? { moduleId: 'm1', text } : null,
  outer_message_id: send_by === 'CLIENT' ? `wamid.${text}` : null,
});

function turnOf(conversationId: string, turn: number, rows: TurnMessageRow[], ended = false): TurnWrite {
  return {
    conversationId,
    companyId,
    turn,
    snapshot: ended ? null : { value: 'waiting', context: { params: { NAME: 'Ada' } } },
    moduleId: 'm1',
    botId: BOT,
    versionId: VERSION,
    lastMessageDate: at(3),
    endDate: ended ? at(3) : null,
    rows,
  };
}

const stored = (conversationId: string) =>
  t.db
    .selectFrom('conversation_messages')
    .select(['id', 'send_by', 'message_type', 'content', 'message_date', 'bot_info', 'debug_info', 'outer_message_id'])
    .where('conversation_id', '=', conversationId)
    .orderBy('seq')
    .execute();
const conversation = (id: string) =>
  t.db
    .selectFrom('conversations')
    .select(['turn', 'snapshot', 'module_id', 'bot_id', 'version_id', 'last_message_date', 'end_date'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('turns written together in one statement', () => {
  it('stores each turn whose conversation did not move on, with its messages in the order given, and refuses the stale one', async () => {
    const [a, b, stale] = [await openConversation('a'), await openConversation('b'), await openConversation('c')];
    const answers = await writeTurns(t.db, [
      turnOf(a, 0, [message('CLIENT', 'hello', 0), message('BOT', 'Hi Ada', 1), message('BOT', 'entered m1', 1, 'LOG'), message('BOT', 'What next?', 2)]),
      turnOf(stale, 5, [message('CLIENT', 'late', 0), message('BOT', 'never', 1)]),
      turnOf(b, 0, [message('CLIENT', 'bye', 0), message('BOT', 'Goodbye', 1)], true),
    ]);

    expect(answers[1]).toBeNull();
    expect(await stored(stale)).toEqual([]);
    expect(await conversation(stale)).toMatchObject({ turn: 0, snapshot: { value: 'start' }, module_id: null });

    const rowsOfA = await stored(a);
    expect(answers[0]).toEqual({ ids: rowsOfA.map((row) => row.id) });
    expect(rowsOfA.map((row) => [row.send_by, row.message_type, (row.content as { text: string }).text])).toEqual([
      ['CLIENT', 'TEXT', 'hello'],
      ['BOT', 'TEXT', 'Hi Ada'],
      ['BOT', 'LOG', 'entered m1'],
      ['BOT', 'TEXT', 'What next?'],
    ]);
    expect(rowsOfA[0]).toMatchObject({ outer_message_id: 'wamid.hello', bot_info: null, message_date: at(0) });
    expect(rowsOfA[2]).toMatchObject({ bot_info: { botID: BOT, versionID: VERSION, moduleID: 'm1' }, debug_info: { moduleId: 'm1', text: 'entered m1' } });
    expect(await conversation(a)).toEqual({
      turn: 1,
      snapshot: { value: 'waiting', context: { params: { NAME: 'Ada' } } },
      module_id: 'm1',
      bot_id: BOT,
      version_id: VERSION,
      last_message_date: at(3),
      end_date: null,
    });

    expect(answers[2]).toEqual({ ids: (await stored(b)).map((row) => row.id) });
    expect(await conversation(b)).toMatchObject({ turn: 1, snapshot: null, end_date: at(3) });
  });

  it('a second write at the turn already stored is refused and changes nothing', async () => {
    const a = await openConversation('d');
    expect(await writeTurns(t.db, [turnOf(a, 0, [message('CLIENT', 'one', 0)])])).toEqual([{ ids: [expect.any(String)] }]);
    expect(await writeTurns(t.db, [turnOf(a, 0, [message('CLIENT', 'two', 0)])])).toEqual([null]);
    expect((await stored(a)).map((row) => (row.content as { text: string }).text)).toEqual(['one']);
    expect((await conversation(a)).turn).toBe(1);
  });
});
