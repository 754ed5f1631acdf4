// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBot } from '../../server/bots/botStore';
import { pageAccessToken, SANDBOX_PEOPLE, userAccessToken, type SandboxPage } from '../../server/sandboxes/facebook/sandboxWorld';
import { facebookSandboxChat, facebookSandboxPages } from '../../services/contracts/rest/facebookMessagingSandbox';
import { cafeFlow } from '../support/sandboxedChannel';
import { companyWith, gql, personWithSession, type Person } from './graphqlHelpers';
import { type TestApp, listeningTestApp } from './testApp';

/**
 * A page's Facebook channel and its Instagram channel share the page's subscription to the app
 * (through the Facebook sandbox, over real HTTP): deleting one leaves the page subscribed, so the
 * other still answers its users; deleting the last one unsubscribes the page.
 */
let t: TestApp;
let sandbox: string;
let admin: Person;
let companyId: string;
let botId: string;
const ayla = SANDBOX_PEOPLE[0]!;

beforeAll(async () => {
  let base: string;
  ({ t, base } = await listeningTestApp((base) => ({ publicUrl: base, outboundPollMs: 25, outboundRetryBaseMs: 25 })));
  sandbox = `${base}/sandbox/facebook`;
  admin = await personWithSession(t, 'Admin');
  companyId = await companyWith(t, 'Harbour Group', [[admin, 'ADMIN']]);
  botId = await insertBot(t.db, t.clock.now(), { name: 'Harbour helper', companyId, userId: admin.userId, flow: cafeFlow() });
}, 60_000);
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

async function addChannel(kind: 'facebook' | 'instagram', page: SandboxPage): Promise<string> {
  const secret = t.config.secretKey;
  const properties = JSON.stringify({ pageID: page.id, accessToken: userAccessToken(secret, ayla.id), pageAccessToken: pageAccessToken(secret, page.id) });
  const answer = await gql(
    t,
    `mutation($c: ID!, $n: String!, $b: ID, $p: String!) { addConnectionToCompany(companyId: $c, name: $n, type: ${kind}, botId: $b, properties: $p) { channel { id } } }`,
    { c: companyId, n: `${page.name} on ${kind}`, b: botId, p: properties },
    { token: admin.token },
  );
  expect(answer.errors).toBeUndefined();
  return (answer.data?.['addConnectionToCompany'] as { channel: { id: string } }).channel.id;
}

async function deleteChannel(channelId: string): Promise<void> {
  const answer = await gql(t, 'mutation ($id: ID!) { deleteChannel(channelId: $id) { success } }', { id: channelId }, { token: admin.token });
  expect(answer.data?.['deleteChannel']).toEqual({ success: true });
}

const subscribedPages = async () => facebookSandboxPages.parse(await (await fetch(`${sandbox}/messaging/pages`)).json()).pages.map((page) => page.id);

type Platform = 'messenger' | 'instagram';
let users = 0;
const newUser = () => `6${String((users += 1)).padStart(15, '0')}`;
const chatPath = (page: SandboxPage, userId: string) => `${sandbox}/messaging/chats/${page.id}/${userId}`;
const write = async (platform: Platform, page: SandboxPage, userId: string, words: string) =>
  (await fetch(`${chatPath(page, userId)}/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ platform, text: words }) })).json();

/** What the assistant said to the user, once it said `n` things (or what it said after waiting). */
async function botTexts(platform: Platform, page: SandboxPage, userId: string, n: number): Promise<string[]> {
  let texts: string[] = [];
  for (let i = 0; i < 200 && texts.length < n; i += 1) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    const chat = facebookSandboxChat.parse(await (await fetch(`${chatPath(page, userId)}?platform=${platform}`)).json());
    texts = chat.entries.filter((entry) => entry.from === 'bot').map((entry) => entry.text ?? '');
  }
  return texts;
}

describe("a page's Facebook and Instagram channels", () => {
  it('deleting the Instagram channel leaves the page subscribed and the Facebook channel answering; deleting the last one unsubscribes the page', async () => {
    const page = ayla.pages[0]!;
    const facebook = await addChannel('facebook', page);
    const instagram = await addChannel('instagram', page);
    expect(await subscribedPages()).toContain(page.id);

    await deleteChannel(instagram);
    expect(await subscribedPages()).toContain(page.id);
    const userId = newUser();
    expect(await write('messenger', page, userId, 'hi')).toMatchObject({ delivered: true });
    expect(await botTexts('messenger', page, userId, 2)).toEqual(['Hello from the café!', 'Tea or coffee?']);

    await deleteChannel(facebook);
    expect(await subscribedPages()).not.toContain(page.id);
    expect(await write('messenger', page, newUser(), 'anyone?')).toMatchObject({ delivered: false });
  });

  it('deleting the Facebook channel leaves the Instagram channel answering its users', async () => {
    const page = ayla.pages[1]!;
    const facebook = await addChannel('facebook', page);
    const instagram = await addChannel('instagram', page);

    await deleteChannel(facebook);
    expect(await subscribedPages()).toContain(page.id);
    const userId = newUser();
    expect(await write('instagram', page, userId, 'hi')).toMatchObject({ delivered: true });
    expect(await botTexts('instagram', page, userId, 2)).toEqual(['Hello from the café!', 'Tea or coffee?']);

    await deleteChannel(instagram);
    expect(await subscribedPages()).not.toContain(page.id);
  });
});
