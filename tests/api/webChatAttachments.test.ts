// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_WEB_CHAT_ATTACHMENT_BYTES, webChatAttachment, webChatAttachmentMessages, webChatStarted } from '../../services/contracts/conversations';
import { insertBot } from '../../server/bots/botStore';
import { faqTemplate } from '../../server/bots/templates/faq';
import { companyWith, personWithSession } from './graphqlHelpers';
import { buildTestApp, countRows, testDatabase, type TestApp } from './testApp';

let t: TestApp;
let channelId: string;

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d3c5a70000000049454e44ae426082', 'hex');

async function setLook(look: Record<string, unknown>) {
  await t.db
    .updateTable('channels')
    .set({ properties: JSON.stringify(look) })
    .where('id', '=', channelId)
    .execute();
}

async function start() {
  const response = await t.app.inject({
    method: 'POST',
    url: `/microwebchat/v1/channels/${channelId}/conversations`,
    headers: { 'content-type': 'application/json' },
    payload: '{}',
    remoteAddress: '127.0.0.1',
  });
  expect(response.statusCode, response.body).toBe(201);
  return webChatStarted.parse(response.json());
}

const upload = (conversationId: string, token: string, body: Buffer, contentType = 'image/png') =>
  t.app.inject({
    method: 'POST',
    url: `/microwebchat/v1/conversations/${conversationId}/attachments`,
    headers: { 'content-type': contentType, 'x-client-token': token, 'x-file-name': encodeURIComponent('photo 1.png') },
    payload: body,
    remoteAddress: '127.0.0.1',
  });

beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  const admin = await personWithSession(t, 'Admin');
  const companyId = await companyWith(t, 'Files Company', [[admin, 'ADMIN']]);
  const botId = await insertBot(t.db, t.clock.now(), { name: 'Helper', companyId, userId: admin.userId, flow: faqTemplate.flow });
  channelId = (await t.db.selectFrom('channels').select('id').where('bot_id', '=', botId).executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

describe("a visitor's attachment", () => {
  it('is stored on the conversation and served publicly with safe headers', async () => {
    await setLook({ imageUpload: true });
    const { conversationId, clientToken } = await start();
    const response = await upload(conversationId, clientToken, PNG);
    expect(response.statusCode, response.body).toBe(201);
    const { url } = webChatAttachment.parse(response.json());
    expect(url).toMatch(/^http:\/\/console\.test\/microwebchat\/v1\/attachments\/[0-9a-f-]{36}$/);
    const served = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.headers['content-disposition']).toContain("filename*=UTF-8''photo%201.png");
  });

  it('is refused with a wrong token as if the conversation did not exist, storing nothing', async () => {
    await setLook({ imageUpload: true });
    const { conversationId } = await start();
    const before = await countRows(t.db, 'conversation_attachments');
    const response = await upload(conversationId, 'not-the-token', PNG);
    expect(response.statusCode).toBe(404);
    expect(await countRows(t.db, 'conversation_attachments')).toBe(before);
  });

  it('is refused over 20 MB, storing nothing', async () => {
    await setLook({ imageUpload: true });
    const { conversationId, clientToken } = await start();
    const before = await countRows(t.db, 'conversation_attachments');
    const response = await upload(conversationId, clientToken, Buffer.alloc(MAX_WEB_CHAT_ATTACHMENT_BYTES + 1));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: webChatAttachmentMessages.tooLarge });
    expect(await countRows(t.db, 'conversation_attachments')).toBe(before);
  });

  it('is refused when the channel does not take the type, or the type is not a listed one', async () => {
    await setLook({ imageUpload: true });
    const { conversationId, clientToken } = await start();
    const before = await countRows(t.db, 'conversation_attachments');
    const video = await upload(conversationId, clientToken, Buffer.from('video'), 'video/mp4');
    expect(video.statusCode).toBe(403);
    expect(video.json()).toMatchObject({ message: webChatAttachmentMessages.notAllowed });
    const page = await upload(conversationId, clientToken, Buffer.from('<script>alert(1)</script>'), 'text/html');
    expect(page.statusCode).toBe(415);
    await setLook({});
    expect((await upload(conversationId, clientToken, PNG)).statusCode).toBe(403);
    expect(await countRows(t.db, 'conversation_attachments')).toBe(before);
  });

  it('an unknown file is not found', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/microwebchat/v1/attachments/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });
});

describe('ending a conversation from the closing popup', () => {
  it('ends it for its own visitor only', async () => {
    const { conversationId, clientToken } = await start();
    const end = (token: string) =>
      t.app.inject({ method: 'POST', url: `/microwebchat/v1/conversations/${conversationId}/end`, headers: { 'x-client-token': token }, remoteAddress: '127.0.0.1' });
    expect((await end('wrong')).statusCode).toBe(404);
    expect((await end(clientToken)).statusCode).toBe(204);
    const history = await t.app.inject({ method: 'GET', url: `/microwebchat/v1/conversations/${conversationId}/messages`, headers: { 'x-client-token': clientToken } });
    expect(history.json()).toMatchObject({ ended: true });
  });
});
