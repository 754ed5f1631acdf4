// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_MASK } from '../../services/contracts/channels';
import { answeredProperties, propertiesToStore } from '../../server/channels/channelProperties';
import { channelById } from '../../server/channels/channelStore';
import { insertBot } from '../../server/bots/botStore';
import { faqTemplate } from '../../server/bots/templates/faq';
import { companyWith, personWithSession } from './graphqlHelpers';
import { buildTestApp, testDatabase, type TestApp } from './testApp';

let t: TestApp;
let companyId: string;
let botId: string;
const TOKEN = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw_';

beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  const admin = await personWithSession(t, 'Admin');
  companyId = await companyWith(t, 'Sealed Company', [[admin, 'ADMIN']]);
  botId = await insertBot(t.db, t.clock.now(), { name: 'Helper', companyId, userId: admin.userId, flow: faqTemplate.flow });
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

describe('channel secrets in the database', () => {
  it('are kept sealed with the server key and read back opened', async () => {
    const properties = propertiesToStore(t.config.secretKey, 'telegram', { telegramBotName: 'Helper', telegramBotUsername: 'helper_bot', telegramBotToken: TOKEN });
    const row = await t.db
      .insertInto('channels')
      .values({ company_id: companyId, name: 'Telegram', integration_type: 'Telegram', bot_id: botId, properties: JSON.stringify(properties) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stored = await t.db.selectFrom('channels').select('properties').where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored.properties)).not.toContain(TOKEN.slice(0, 10));
    expect(stored.properties).toMatchObject({ telegramBotUsername: 'helper_bot' });
    const channel = (await channelById(t.db, t.config.secretKey, row.id))!;
    expect(channel.properties['telegramBotToken']).toBe(TOKEN);
    expect(answeredProperties(channel)).toMatchObject({ telegramBotToken: SECRET_MASK });
  });

  it('leave the web chat of a new assistant as it was: no properties', async () => {
    const row = await t.db.selectFrom('channels').select(['id', 'properties']).where('bot_id', '=', botId).where('integration_type', '=', 'MicroWebChat').executeTakeFirstOrThrow();
    expect(row.properties).toEqual({});
    expect((await channelById(t.db, t.config.secretKey, row.id))!.properties).toEqual({});
  });
});
