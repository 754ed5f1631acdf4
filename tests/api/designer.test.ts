// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowDocument, type FlowDocument } from '../../services/contracts/flow';
import { insertBot } from '../../server/bots/botStore';
import { starterFlow } from '../../server/bots/flowBuilder';
import { TEMPLATE_LIBRARY } from '../../server/bots/templates/library';
import { companyWith, gql, personWithSession, type Person } from './graphqlHelpers';
import { buildTestApp, countRows, postJson, testDatabase, type TestApp } from './testApp';

let t: TestApp;
let ada: Person;
let bo: Person;
let eve: Person;
let companyId: string;
beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  ada = await personWithSession(t, 'Ada');
  bo = await personWithSession(t, 'Bo');
  eve = await personWithSession(t, 'Eve');
  companyId = await companyWith(t, 'Designer Co', [
    [ada, 'ADMIN'],
    [bo, 'USER'],
  ]);
  await companyWith(t, 'Other Co', [[eve, 'ADMIN']]);
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

const OPEN = 'query($b: ID!, $v: ID) { designerVersion(botId: $b, versionId: $v) { id name createdAt botId botName companyId flow } }';
const SAVE = 'mutation($b: ID!, $flow: String!) { saveVersion(botId: $b, flow: $flow) { id botId name createdAt } }';
const VERSIONS = 'query($b: ID!) { versions(botId: $b) { id name } }';

type Opened = { id: string; name: string; botId: string; botName: string; companyId: string; flow: string };

async function newBot(name = 'Helper'): Promise<string> {
  return insertBot(t.db, t.clock.now(), { name, companyId, userId: ada.userId, flow: starterFlow() });
}
const versionCount = (botId: string) =>
  t.db
    .selectFrom('bot_versions')
    .select('id')
    .where('bot_id', '=', botId)
    .execute()
    .then((rows) => rows.length);

/** A richer flow than the starter: a template's, with one module moved. */
function editedFlow(): FlowDocument {
  const template = TEMPLATE_LIBRARY[0];
  if (!template) throw new Error('no template');
  const [first, ...rest] = template.flow.modules;
  if (!first) throw new Error('empty template');
  return { ...template.flow, modules: [{ ...first, position: { x: 42.5, y: -7 } }, ...rest] };
}

describe('designerVersion', () => {
  it('opens the newest version by default and a chosen one by id, with the assistant and its company', async () => {
    const botId = await newBot('Opener');
    const first = await gql(t, OPEN, { b: botId }, { token: bo.token });
    const v1 = first.data?.designerVersion as Opened;
    expect(v1).toMatchObject({ name: 'v1', botId, botName: 'Opener', companyId });
    expect(JSON.parse(v1.flow)).toEqual(starterFlow());

    const saved = await gql(t, SAVE, { b: botId, flow: JSON.stringify(editedFlow()) }, { token: ada.token });
    expect(saved.errors).toBeUndefined();
    const newest = (await gql(t, OPEN, { b: botId }, { token: ada.token })).data?.designerVersion as Opened;
    expect(newest.name).toBe('v2');
    const chosen = (await gql(t, OPEN, { b: botId, v: v1.id }, { token: ada.token })).data?.designerVersion as Opened;
    expect(chosen).toMatchObject({ id: v1.id, name: 'v1' });
    expect(JSON.parse(chosen.flow)).toEqual(starterFlow());
  });

  it("answers NOT_FOUND for another assistant's version or an id that is not one", async () => {
    const botId = await newBot();
    const otherBot = await newBot('Other');
    const otherVersion = (await gql(t, OPEN, { b: otherBot }, { token: ada.token })).data?.designerVersion as Opened;
    for (const v of [otherVersion.id, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const answer = await gql(t, OPEN, { b: botId, v }, { token: ada.token });
      expect(answer.errors?.[0]).toMatchObject({ message: 'The version does not exist.', extensions: { code: 'NOT_FOUND' } });
    }
  });
});

describe('saveVersion', () => {
  it('stores v2 then v3 by the caller; the saved flow reopens identical; versions lists newest first', async () => {
    const botId = await newBot('Saver');
    const flow = editedFlow();
    const v2 = await gql(t, SAVE, { b: botId, flow: JSON.stringify(flow) }, { token: ada.token });
    expect(v2.data?.saveVersion).toMatchObject({ botId, name: 'v2' });
    const second = { ...flow, modules: flow.modules.map((m) => ({ ...m, settings: { ...m.settings, note: 'ünïcode ✓' } })) };
    const v3 = await gql(t, SAVE, { b: botId, flow: JSON.stringify(second) }, { token: bo.token });
    expect(v3.data?.saveVersion).toMatchObject({ botId, name: 'v3' });

    const rows = await t.db.selectFrom('bot_versions').select(['name', 'created_by']).where('bot_id', '=', botId).execute();
    expect(rows.find((row) => row.name === 'v3')?.created_by).toBe(bo.userId);
    const reopened = (await gql(t, OPEN, { b: botId }, { token: ada.token })).data?.designerVersion as Opened;
    expect(reopened.name).toBe('v3');
    expect(JSON.parse(reopened.flow)).toEqual(second);
    const v2Id = (v2.data?.saveVersion as { id: string }).id;
    const older = (await gql(t, OPEN, { b: botId, v: v2Id }, { token: ada.token })).data?.designerVersion as Opened;
    expect(JSON.parse(older.flow)).toEqual(flow);

    const listed = await gql(t, VERSIONS, { b: botId }, { token: ada.token });
    expect((listed.data?.versions as Array<{ name: string }>).map((v) => v.name)).toEqual(['v3', 'v2', 'v1']);
  });

  const flowWith = (change: (flow: FlowDocument) => unknown) => JSON.stringify(change(starterFlow()));
  const refusals: Array<[string, string, string]> = [
    ['not JSON', '{"formatVersion": 1, "modules": [', 'The flow is not valid JSON.'],
    ['no START', flowWith((f) => ({ ...f, modules: f.modules.filter((m) => m.type !== 'START') })), 'A flow has exactly one START module.'],
    ['no modules', flowWith((f) => ({ ...f, modules: [] })), 'A flow needs its START module.'],
    [
      'empty module name',
      flowWith((f) => ({ ...f, modules: f.modules.map((m) => (m.type === 'START' ? { ...m, name: ' ' } : m)) })),
      'Module start, name: Module name is required.',
    ],
    [
      'dangling connection',
      flowWith((f) => ({ ...f, modules: f.modules.map((m) => (m.type === 'START' ? { ...m, connections: [{ id: 'gone' }] } : m)) })),
      'Module Start connects to a module that does not exist.',
    ],
    [
      'a message text past the spec limit',
      flowWith((f) => ({ ...f, modules: f.modules.map((m) => (m.id === 'greeting' ? { ...m, settings: { messageType: 'TEXT', payloads: ['x'.repeat(2001)] } } : m)) })),
      'Module greeting, settings.payloads.0: A message can be at most 2000 characters.',
    ],
    [
      'an input validator that does not compile',
      flowWith((f) => ({ ...f, modules: f.modules.map((m) => (m.id === 'ask-name' ? { ...m, settings: { ...m.settings, inputType: 'TEXT', validator: '(' } } : m)) })),
      'Module ask-name, settings.validator: ',
    ],
    [
      'a handover mode of another kind',
      flowWith((f) => ({
        ...f,
        modules: [...f.modules, { id: 'human', type: 'HANDOVER', name: 'Human', position: { x: 0, y: 0 }, connections: [], settings: { mode: 'robot' } }],
      })),
      'Module human, settings.mode: The handover mode is channel, internal or contactCenter.',
    ],
    [
      'dangling fallback',
      flowWith((f) => ({ ...f, modules: f.modules.map((m) => (m.type === 'START' ? { ...m, fallback: 'gone' } : m)) })),
      'Module Start falls back to a module that does not exist.',
    ],
  ];

  it.each(refusals)('refuses %s with a readable BAD_USER_INPUT and stores nothing', async (_case, flow, message) => {
    const botId = await newBot();
    const answer = await gql(t, SAVE, { b: botId, flow }, { token: ada.token });
    expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(answer.errors?.[0]?.message.startsWith(message)).toBe(true);
    expect(await versionCount(botId)).toBe(1);
  });

  it('reads a flow exported in format 1 as format 2 when it is saved', async () => {
    const botId = await newBot();
    const format1 = { formatVersion: 1, modules: starterFlow().modules };
    const saved = await gql(t, SAVE, { b: botId, flow: JSON.stringify(format1) }, { token: ada.token });
    const versionId = (saved.data?.saveVersion as { id: string }).id;
    const opened = (await gql(t, OPEN, { b: botId, v: versionId }, { token: ada.token })).data?.designerVersion as Opened;
    expect(JSON.parse(opened.flow)).toEqual(starterFlow());
  });

  it('names the module and field of a type problem', async () => {
    const botId = await newBot();
    const flow = flowWith((f) => ({ ...f, modules: f.modules.map((m) => (m.id === 'greeting' ? { ...m, position: { x: 'left', y: 0 } } : m)) }));
    const answer = await gql(t, SAVE, { b: botId, flow }, { token: ada.token });
    expect(answer.errors?.[0]?.message).toMatch(/^Module greeting, position\.x: /);
    expect(await versionCount(botId)).toBe(1);
  });

  it('refuses a flow over 5 MB', async () => {
    const botId = await newBot();
    const big = flowWith((f) => ({ ...f, modules: f.modules.map((m) => (m.type === 'START' ? { ...m, settings: { blob: 'x'.repeat(5 * 1024 * 1024) } } : m)) }));
    const response = await postJson(
      t.app,
      '/bot/graphql/large',
      { operationName: 'SaveVersion', query: SAVE.replace('mutation(', 'mutation SaveVersion('), variables: { b: botId, flow: big } },
      { token: ada.token },
    );
    const answer = response.json() as { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
    expect(answer.errors?.[0]).toMatchObject({ message: 'The flow is larger than 5 MB.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await versionCount(botId)).toBe(1);
  });

  it("forbids another company's assistant, for reading and for saving", async () => {
    const botId = await newBot();
    const before = await countRows(t.db, 'bot_versions');
    for (const [query, variables] of [
      [OPEN, { b: botId }],
      [SAVE, { b: botId, flow: JSON.stringify(starterFlow()) }],
    ] as const) {
      const answer = await gql(t, query, variables, { token: eve.token });
      expect(answer.errors?.[0]).toMatchObject({ message: "You don't have access to this company.", extensions: { code: 'FORBIDDEN' } });
    }
    expect(await countRows(t.db, 'bot_versions')).toBe(before);
  });

  it('with the user-role setting on, a USER (VIEWER) opens but cannot save; an ADMIN (DESIGNER) saves', async () => {
    const botId = await newBot();
    const withRoles = await buildTestApp(t.db, { userRoleSetting: true });
    try {
      const flow = JSON.stringify(editedFlow());
      expect((await gql(withRoles, OPEN, { b: botId }, { token: bo.token })).data?.designerVersion).toBeTruthy();
      const refused = await gql(withRoles, SAVE, { b: botId, flow }, { token: bo.token });
      expect(refused.errors?.[0]).toMatchObject({ message: "You don't have permission to change this assistant.", extensions: { code: 'FORBIDDEN' } });
      expect(await versionCount(botId)).toBe(1);
      expect((await gql(withRoles, SAVE, { b: botId, flow }, { token: ada.token })).data?.saveVersion).toMatchObject({ name: 'v2' });
    } finally {
      await withRoles.app.close();
    }
  });

  it('stores the checked document: what is stored parses as a flow document', async () => {
    const botId = await newBot();
    await gql(t, SAVE, { b: botId, flow: JSON.stringify(editedFlow()) }, { token: ada.token });
    const rows = await t.db.selectFrom('bot_versions').select('flow').where('bot_id', '=', botId).execute();
    for (const row of rows) expect(flowDocument.safeParse(row.flow).success).toBe(true);
  });
});
