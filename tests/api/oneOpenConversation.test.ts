// @vitest-environment node
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../server/db/errors';
import { up } from '../../server/db/migrations/008_one_open_conversation';
import { companyWith, personWithSession } from './graphqlHelpers';
import { buildTestApp, testDatabase, type TestApp } from './testApp';

let t: TestApp;
let companyId: string;
let channelId: string;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  const admin = await personWithSession(t, 'Admin');
  companyId = await companyWith(t, 'Twins', [[admin, 'ADMIN']]);
  const channel = await t.db
    .insertInto('channels')
    .values({ company_id: companyId, name: 'Partner', integration_type: 'Generic', status: 'ACTIVE', properties: JSON.stringify({}) })
    .returning('id')
    .executeTakeFirstOrThrow();
  channelId = channel.id;
});

function openConversation(client: string, hoursAgo: number, end: Date | null = null) {
  const start = new Date(t.clock.now().getTime() - hoursAgo * HOUR);
  return t.db
    .insertInto('conversations')
    .values({
      company_id: companyId,
      channel_id: channelId,
      channel_type: 'Generic',
      client_id: client,
      snapshot: JSON.stringify({ value: 'waiting' }),
      start_date: start,
      last_message_date: new Date(start.getTime() + 60_000),
      end_date: end,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
    .then((row) => row.id);
}

const row = (id: string) => t.db.selectFrom('conversations').select(['end_date', 'snapshot', 'turn', 'last_message_date']).where('id', '=', id).executeTakeFirstOrThrow();

describe('one open conversation per person and channel', () => {
  it('refuses a second open conversation of the same person, but not a new one after the first ended, nor another person', async () => {
    const first = await openConversation('ada', 3);
    const refused = await openConversation('ada', 1).catch((error: unknown) => error);
    expect(isUniqueViolation(refused)).toBe(true);
    expect(await openConversation('grace', 1)).toBeTypeOf('string');
    await t.db.updateTable('conversations').set({ end_date: t.clock.now(), snapshot: null }).where('id', '=', first).execute();
    expect(await openConversation('ada', 0)).toBeTypeOf('string');
    // Ended ones of the same person may be many.
    expect(await openConversation('ada', 5, new Date(t.clock.now().getTime() - 4 * HOUR))).toBeTypeOf('string');
  });

  it('the upgrade closes the older twins a database already has (at their last message), keeps the newest open, and leaves others alone', async () => {
    await sql`drop index conversations_one_open`.execute(t.db);
    const oldest = await openConversation('lin', 9);
    const older = await openConversation('lin', 6);
    const newest = await openConversation('lin', 2);
    const alone = await openConversation('mo', 8);
    const olderBefore = await row(older);
    await up(t.db as never);
    expect((await row(oldest)).end_date).not.toBeNull();
    expect(await row(older)).toMatchObject({ end_date: olderBefore.last_message_date, snapshot: null, turn: olderBefore.turn + 1 });
    expect(await row(newest)).toMatchObject({ end_date: null, snapshot: { value: 'waiting' } });
    expect((await row(alone)).end_date).toBeNull();
    // The rule holds again afterwards.
    expect(isUniqueViolation(await openConversation('lin', 1).catch((error: unknown) => error))).toBe(true);
  });
});
