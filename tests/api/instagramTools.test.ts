// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertiesToStore } from '../../server/channels/channelProperties';
import { pageAccessToken, SANDBOX_PEOPLE, userAccessToken } from '../../server/sandboxes/facebook/sandboxWorld';
import { instagramMessages } from '../../services/contracts/channels/instagram';
import { instagramToolCallMessages, instagramToolMessages } from '../../services/contracts/channels/instagramTools';
import { channelManagementMessages } from '../../services/contracts/channels/management';
import { sandboxProfiles } from '../../services/contracts/rest/facebookProfileSandbox';
import { companyWith, personWithSession, type Person } from './graphqlHelpers';
import { type TestApp, listeningTestApp } from './testApp';

/**
 * The Instagram tools through their routes, against the Facebook sandbox over real HTTP: the
 * menu and ice breakers reach Instagram (the sandbox keeps them as Graph does) and are read back,
 * what the editor would refuse is refused with its text and nothing is sent, and Instagram's
 * failures are said, never taken for a success.
 */
let t: TestApp;
let base = '';
let admin: Person;
let member: Person;
let stranger: Person;
let companyId = '';
let harbour = '';
let personal = '';
const ayla = () => SANDBOX_PEOPLE[0]!;

async function instagramChannel(name: string, pageIndex: number): Promise<string> {
  const page = ayla().pages[pageIndex]!;
  const properties = propertiesToStore(t.config.secretKey, 'instagram', {
    pageID: page.id,
    accessToken: userAccessToken(t.config.secretKey, ayla().id),
    pageAccessToken: pageAccessToken(t.config.secretKey, page.id),
  });
  const row = await t.db
    .insertInto('channels')
    .values({ company_id: companyId, name, integration_type: 'Instagram', properties: JSON.stringify(properties), created_by: admin.userId, created_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const call = (method: 'GET' | 'POST' | 'DELETE', path: string, who: Person = admin, body?: unknown) =>
  fetch(`${base}/incoming/instagram/${path}`, {
    method,
    headers: { authorization: `Bearer ${who.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const answer = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });
const fault = (faultCall: 'get' | 'set' | 'delete', status: 429 | 500, times = 1) =>
  fetch(`${base}/sandbox/facebook/control/profile-faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ call: faultCall, status, times }),
  });
const sandboxProfile = async () => sandboxProfiles.parse(await (await fetch(`${base}/sandbox/facebook/profiles`)).json()).find((p) => p.username === 'harbourcafe');

beforeAll(async () => {
  ({ t, base } = await listeningTestApp((base) => ({ publicUrl: base, channelProviders: { instagram: `${base}/sandbox/facebook` } })));
  admin = await personWithSession(t, 'Admin');
  member = await personWithSession(t, 'Member');
  stranger = await personWithSession(t, 'Stranger');
  companyId = await companyWith(t, 'Harbour Co', [
    [admin, 'ADMIN'],
    [member, 'USER'],
  ]);
  await companyWith(t, 'Other Co', [[stranger, 'ADMIN']]);
  harbour = await instagramChannel('Harbour Café on Instagram', 0);
  personal = await instagramChannel('Books on Instagram', 2);
}, 60_000);
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

describe('the persistent menu', () => {
  it('is saved on Instagram (a link gets https://) and read back', async () => {
    expect(await answer(await call('GET', harbour))).toEqual({ status: 200, body: { buttons: [] } });
    const buttons = [
      { type: 'postback', title: 'Opening hours', payload: 'HOURS' },
      { type: 'web_url', title: 'Our menu', url: 'harbour.example/menu' },
    ];
    const saved = await answer(await call('POST', harbour, admin, { buttons }));
    const expected = [buttons[0], { type: 'web_url', title: 'Our menu', url: 'https://harbour.example/menu' }];
    expect(saved).toEqual({ status: 200, body: { buttons: expected } });
    expect(await answer(await call('GET', harbour))).toEqual({ status: 200, body: { buttons: expected } });
    expect((await sandboxProfile())?.persistentMenu).toEqual([
      {
        locale: 'default',
        composer_input_disabled: false,
        call_to_actions: [
          { type: 'postback', title: 'Opening hours', payload: 'HOURS' },
          { type: 'web_url', title: 'Our menu', url: 'https://harbour.example/menu' },
        ],
      },
    ]);
  });

  it("refuses what the editor would refuse with the editor's words, and sends nothing to Instagram", async () => {
    // A waiting fault on the next set shows whether a refused body reached Instagram: it did not, so the next good save meets it.
    expect((await fault('set', 500)).status).toBe(200);
    const six = Array.from({ length: 6 }, (_, i) => ({ type: 'postback', title: `Button ${i + 1}`, payload: `P${i + 1}` }));
    expect(await answer(await call('POST', harbour, admin, { buttons: six }))).toMatchObject({ status: 400, body: { message: instagramToolMessages.tooManyButtons } });
    const long = [{ type: 'postback', title: 'x'.repeat(31), payload: 'P' }];
    expect(await answer(await call('POST', harbour, admin, { buttons: long }))).toMatchObject({ status: 400, body: { message: instagramToolMessages.titleTooLong(1) } });
    const noAction = [
      { type: 'postback', title: 'Fine', payload: 'P' },
      { type: 'postback', title: 'Empty' },
    ];
    expect(await answer(await call('POST', harbour, admin, { buttons: noAction }))).toMatchObject({ status: 400, body: { message: instagramToolMessages.missingAction(2) } });
    const saved = await answer(await call('POST', harbour, admin, { buttons: [{ type: 'postback', title: 'Only', payload: 'ONLY' }] }));
    expect(saved).toMatchObject({ status: 424, body: { message: instagramToolCallMessages.updateFailed } });
    expect((await answer(await call('GET', harbour))).body['buttons']).toHaveLength(2);
  });

  it('says so when Instagram cannot be read, with no menu made up', async () => {
    await fault('get', 500);
    expect(await answer(await call('GET', harbour))).toMatchObject({ status: 424, body: { message: instagramToolCallMessages.fetchFailed } });
    await fault('get', 429);
    expect(await answer(await call('GET', harbour))).toMatchObject({ status: 424, body: { message: instagramToolCallMessages.fetchFailed } });
  });
});

describe('the ice breakers', () => {
  const questions = [
    { question: 'When are you open?', payload: 'HOURS' },
    { question: 'Where are you?', payload: 'PLACE' },
  ];

  it('are saved, read back, and removed on Instagram when the list is emptied', async () => {
    expect(await answer(await call('GET', `icebreaker/${harbour}`))).toEqual({ status: 200, body: { icebreaker: [] } });
    expect(await answer(await call('POST', `icebreaker/${harbour}`, admin, { icebreaker: questions }))).toEqual({ status: 200, body: { icebreaker: questions } });
    expect(await answer(await call('GET', `icebreaker/${harbour}`))).toEqual({ status: 200, body: { icebreaker: questions } });
    expect((await sandboxProfile())?.iceBreakers).toEqual([{ locale: 'default', call_to_actions: questions }]);
    expect(await answer(await call('POST', `icebreaker/${harbour}`, admin, { icebreaker: [] }))).toEqual({ status: 200, body: { icebreaker: [] } });
    expect((await sandboxProfile())?.iceBreakers).toEqual([]);
    await call('POST', `icebreaker/${harbour}`, admin, { icebreaker: questions });
    expect(await answer(await call('DELETE', `icebreaker/${harbour}`))).toEqual({ status: 200, body: { icebreaker: [] } });
    expect(await answer(await call('GET', `icebreaker/${harbour}`))).toEqual({ status: 200, body: { icebreaker: [] } });
  });

  it('refuses more than four, an underscore in an action and a long question, with nothing sent', async () => {
    const five = Array.from({ length: 5 }, (_, i) => ({ question: `Question ${i + 1}?`, payload: `Q${i + 1}` }));
    expect(await answer(await call('POST', `icebreaker/${harbour}`, admin, { icebreaker: five }))).toMatchObject({
      status: 400,
      body: { message: instagramToolMessages.tooManyQuestions },
    });
    const underscore = [{ question: 'Hours?', payload: 'OPENING_HOURS' }];
    expect(await answer(await call('POST', `icebreaker/${harbour}`, admin, { icebreaker: underscore }))).toMatchObject({
      status: 400,
      body: { message: instagramToolMessages.underscore(1) },
    });
    const long = [{ question: 'q'.repeat(81), payload: 'LONG' }];
    expect(await answer(await call('POST', `icebreaker/${harbour}`, admin, { icebreaker: long }))).toMatchObject({
      status: 400,
      body: { message: instagramToolMessages.questionTooLong(1) },
    });
    expect((await sandboxProfile())?.iceBreakers).toEqual([]);
  });

  it('says so when Instagram fails to remove them', async () => {
    await fault('delete', 500);
    expect(await answer(await call('DELETE', `icebreaker/${harbour}`))).toMatchObject({ status: 424, body: { message: instagramToolCallMessages.updateFailed } });
  });
});

describe('the username of the direct link', () => {
  it("is the page's Instagram business account's", async () => {
    expect(await answer(await call('GET', `username/${harbour}`))).toEqual({ status: 200, body: { username: 'harbourcafe' } });
  });

  it('is not had for a page whose Instagram account is personal', async () => {
    expect(await answer(await call('GET', `username/${personal}`))).toMatchObject({ status: 424, body: { message: instagramMessages.usernameFailed } });
  });
});

describe('who may use the tools', () => {
  it("refuses a member who is not an ADMIN and another company's ADMIN, changing nothing", async () => {
    for (const who of [member, stranger]) {
      expect(await answer(await call('GET', `username/${harbour}`, who))).toMatchObject({ status: 403, body: { message: channelManagementMessages.notAuthorized } });
      const refused = await answer(await call('POST', `icebreaker/${harbour}`, who, { icebreaker: [{ question: 'Hi?', payload: 'HI' }] }));
      expect(refused).toMatchObject({ status: 403, body: { message: channelManagementMessages.notAuthorized } });
    }
    expect((await sandboxProfile())?.iceBreakers).toEqual([]);
  });

  it('refuses a caller who is not signed in', async () => {
    const anonymous = await fetch(`${base}/incoming/instagram/username/${harbour}`);
    expect(anonymous.status).toBe(401);
  });

  it('refuses a channel that is not a live Instagram one', async () => {
    await t.db.updateTable('channels').set({ status: 'DELETED' }).where('id', '=', personal).execute();
    expect(await answer(await call('GET', personal))).toMatchObject({ status: 400, body: { message: instagramToolCallMessages.notInstagram } });
    expect((await call('GET', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
