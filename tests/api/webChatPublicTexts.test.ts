// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en/widget.json';
import tr from '../../locales/tr/widget.json';
import { webChatChannel } from '../../services/contracts/conversations';
import { insertBot } from '../../server/bots/botStore';
import { faqTemplate } from '../../server/bots/templates/faq';
import { companyWith, personWithSession } from './graphqlHelpers';
import { buildTestApp, testDatabase, type TestApp } from './testApp';

let t: TestApp;
let channelId: string;

const read = async (query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/microwebchat/v1/channels/${channelId}${query}`, remoteAddress: '127.0.0.1' });
  expect(response.statusCode, response.body).toBe(200);
  return webChatChannel.parse(response.json());
};
const setChannel = (values: { properties: Record<string, unknown>; integration_type?: string; smooch_type?: string | null }) =>
  t.db
    .updateTable('channels')
    .set({
      properties: JSON.stringify(values.properties),
      ...(values.integration_type ? { integration_type: values.integration_type, smooch_type: values.smooch_type ?? null } : {}),
    })
    .where('id', '=', channelId)
    .execute();

beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  const admin = await personWithSession(t, 'Admin');
  const companyId = await companyWith(t, 'Texts Company', [[admin, 'ADMIN']]);
  const botId = await insertBot(t.db, t.clock.now(), { name: 'Helper', companyId, userId: admin.userId, flow: faqTemplate.flow });
  channelId = (await t.db.selectFrom('channels').select('id').where('bot_id', '=', botId).executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

describe("the public channel read in the visitor's language", () => {
  it('answers every text of that language, English for a language the widget does not speak', async () => {
    await setChannel({ properties: {} });
    const { look } = await read('?language=tr');
    expect(look?.texts).toMatchObject({ headerText: tr.texts.headerText, sendButtonText: tr.texts.sendButtonText, messageSending: tr.texts.messageSending });
    expect(Object.keys(look?.texts ?? {}).sort()).toEqual(Object.keys(en.texts).sort());
    expect((await read('?language=fr')).look?.texts?.inputPlaceholder).toBe('Type a message…');
  });

  it('shows visitors the approval, closing popup and feature settings, never the custom SMS request or domain', async () => {
    await setChannel({
      properties: {
        requireKVKK: true,
        kvkkText: 'We keep your messages.',
        popupMessage: 'End the chat?',
        imageUpload: true,
        domain: 'shop.example',
        customSMS: { url: 'https://sms.example' },
      },
    });
    const { look } = await read();
    expect(look).toMatchObject({ requireKVKK: true, kvkkText: 'We keep your messages.', popupMessage: 'End the chat?', imageUpload: true });
    expect(JSON.stringify(look)).not.toContain('shop.example');
    expect(JSON.stringify(look)).not.toContain('sms.example');
  });

  it("serves the web messenger (Smooch Web) with its own texts over the language's defaults, not the other Smooch kinds", async () => {
    await setChannel({ properties: { headerText: 'Hallo!', sendButtonText: '' }, integration_type: 'Smooch', smooch_type: 'Web' });
    const { look } = await read('?language=de');
    expect(look?.texts).toMatchObject({ headerText: 'Hallo!', sendButtonText: 'Senden', messageDelivered: 'Zugestellt' });
    await setChannel({ properties: {}, integration_type: 'Smooch', smooch_type: 'IOS' });
    const refused = await t.app.inject({ method: 'GET', url: `/microwebchat/v1/channels/${channelId}`, remoteAddress: '127.0.0.1' });
    expect(refused.statusCode).toBe(404);
  });
});
