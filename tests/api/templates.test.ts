// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowDocument, type FlowDocument } from '../../services/contracts/flow';
import { starterFlow } from '../../server/bots/flowBuilder';
import { seedTemplates, TEMPLATE_LIBRARY } from '../../server/bots/templates/library';
import { companyWith, gql, personWithSession, type Person } from './graphqlHelpers';
import { buildTestApp, countRows, testDatabase, type TestApp } from './testApp';

let t: TestApp;
let ada: Person;
let companyId: string;
beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  ada = await personWithSession(t, 'Ada');
  companyId = await companyWith(t, 'Template Co', [[ada, 'ADMIN']]);
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

const types = (flow: FlowDocument) => new Set(flow.modules.map((m) => m.type));

describe('the template library', () => {
  it('holds at least five templates whose stored flows are valid flow documents, seeded once', async () => {
    await seedTemplates(t.db);
    expect(await countRows(t.db, 'bot_templates')).toBe(TEMPLATE_LIBRARY.length);
    expect(TEMPLATE_LIBRARY.length).toBeGreaterThanOrEqual(5);
    const rows = await t.db.selectFrom('bot_templates').select(['name', 'flow']).execute();
    for (const row of rows) {
      const flow = flowDocument.parse(row.flow);
      expect(
        flow.modules.some((m) => m.type === 'END' || m.type === 'HANDOVER'),
        row.name,
      ).toBe(true);
      for (const module of flow.modules) {
        if (module.fallback !== undefined) expect(flow.modules.map((m) => m.id)).toContain(module.fallback);
      }
      const xs = flow.modules.map((m) => m.position.x);
      expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThanOrEqual(600);
    }
  });

  it('covers quick replies, validated inputs with e-mail, an integration GET with the order number, logic and a 1-5 vote', () => {
    const byName = Object.fromEntries(TEMPLATE_LIBRARY.map((template) => [template.name, template.flow]));
    const faq = byName['Frequently asked questions'];
    expect(faq?.modules.find((m) => m.type === 'SELECTION')?.settings.selectionType).toBe('QUICKREPLY');
    const lead = byName['Lead capture'];
    expect(lead && [...types(lead)]).toEqual(expect.arrayContaining(['INPUT', 'EMAIL']));
    const validators = lead?.modules.filter((m) => m.type === 'INPUT').map((m) => new RegExp(String(m.settings.validator), String(m.settings.validatorFlag ?? '')));
    expect(validators?.some((v) => v.test('ada@example.com') && !v.test('ada@'))).toBe(true);
    expect(validators?.some((v) => v.test('+905551234567') && !v.test('5551234'))).toBe(true);
    const call = byName['Order status']?.modules.find((m) => m.type === 'INTEGRATION');
    expect(call?.settings).toMatchObject({ requestMethod: 'GET', queryParams: [{ key: 'orderNumber', value: '#orderNumber' }] });
    const booking = byName['Appointment booking'];
    expect(booking && [...types(booking)]).toEqual(expect.arrayContaining(['INPUT', 'LOGIC', 'MESSAGE', 'END']));
    const vote = byName['Customer satisfaction survey']?.modules.find((m) => m.type === 'SELECTION');
    expect((vote?.settings.payloads as Array<{ text: string }>).map((p) => p.text)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('has a template with AI: an AI module routing by intent, with a fallback to a person', async () => {
    const withAi = TEMPLATE_LIBRARY.filter((template) => template.aiBot);
    expect(withAi.map((template) => template.name)).toEqual(['Dialogflow FAQ assistant']);
    const flow = withAi[0]?.flow;
    const ai = flow?.modules.find((m) => m.type === 'AI');
    expect(ai?.settings).toMatchObject({ aiMode: 'INPUT', threshold: 0.5 });
    expect(ai?.connections.filter((c) => c.intent).map((c) => c.intent)).toEqual(['opening_hours', 'shipping', 'returns']);
    const fallback = flow?.modules.find((m) => m.id === ai?.fallback);
    expect(fallback?.connections.map((c) => flow?.modules.find((m) => m.id === c.id)?.type)).toEqual(['HANDOVER']);
    const listed = await gql(t, '{ botTemplates { name aiBot } }', {}, { token: ada.token });
    expect(listed.data?.botTemplates).toContainEqual({ name: 'Dialogflow FAQ assistant', aiBot: true });
  });

  it("lists each template's modules, name and type, for the EXPLORE view", async () => {
    const answer = await gql(t, '{ botTemplates { name modules { id name type } } }', {}, { token: ada.token });
    const templates = answer.data?.botTemplates as Array<{ name: string; modules: Array<{ type: string }> }>;
    expect(templates).toHaveLength(TEMPLATE_LIBRARY.length);
    for (const template of templates) {
      const source = TEMPLATE_LIBRARY.find((entry) => entry.name === template.name);
      expect(template.modules.map((m) => m.type)).toEqual(source?.flow.modules.map((m) => m.type));
      expect(template.modules[0]?.type).toBe('START');
    }
  });

  it('filters by specialization', async () => {
    const all = await gql(t, '{ botTemplates { id name aiBot } }', {}, { token: ada.token });
    expect(all.data?.botTemplates).toHaveLength(TEMPLATE_LIBRARY.length);
    const service = await gql(t, '{ botTemplates(bySpecialization: "CUSTOMER_SERVICE") { name specialization } }', {}, { token: ada.token });
    expect((service.data?.botTemplates as Array<{ specialization: string }>).every((x) => x.specialization === 'CUSTOMER_SERVICE')).toBe(true);
    expect(service.data?.botTemplates).toHaveLength(TEMPLATE_LIBRARY.filter((x) => x.specialization === 'CUSTOMER_SERVICE').length);
  });
});

describe('assistants from scratch and from templates', () => {
  it('createBot makes a v1 with the starter flow (START -> greeting -> name -> quick replies -> goodbye); the entry carries the spec fields', async () => {
    const answer = await gql(
      t,
      'mutation($c: ID!) { createBot(name: " Helper ", companyId: $c) { id fid name companyId companyName createdAt createrName } }',
      { c: companyId },
      { token: ada.token },
    );
    const bot = answer.data?.createBot as Record<string, string>;
    expect(bot).toMatchObject({ name: 'Helper', companyId, companyName: 'Template Co', createrName: 'Ada Tester' });
    expect(bot.fid).toMatch(/^[A-Za-z0-9_-]{10}$/);
    const versions = await gql(t, 'query($b: ID!) { versions(botId: $b) { name botId } }', { b: bot.id }, { token: ada.token });
    expect(versions.data?.versions).toEqual([{ name: 'v1', botId: bot.id }]);
    const stored = await t.db
      .selectFrom('bot_versions')
      .select('flow')
      .where('bot_id', '=', bot.id ?? '')
      .executeTakeFirstOrThrow();
    const flow = flowDocument.parse(stored.flow);
    expect(flow.modules.find((m) => m.type === 'START')?.connections).toEqual([{ id: 'greeting' }]);
    expect(flow.modules.find((m) => m.id === 'greeting')?.settings).toEqual({ messageType: 'TEXT', payloads: ['Hello! I am a new assistant.'] });
    expect(flow).toEqual(starterFlow());
    const short = await gql(t, 'mutation($c: ID!) { createBot(name: "x", companyId: $c) { id } }', { c: companyId }, { token: ada.token });
    expect(short.errors?.[0]?.message).toBe('The name must be at least 2 charachters');
  });

  it('copyBotFromTemplate copies the flow into an independent version', async () => {
    const template = TEMPLATE_LIBRARY[1];
    if (!template) throw new Error('no template');
    const copy = await gql(
      t,
      'mutation($s: ID!, $c: ID!) { copyBotFromTemplate(sourceBotId: $s, companyId: $c, name: "Leads") { id name } }',
      { s: template.id, c: companyId },
      { token: ada.token },
    );
    const bot = copy.data?.copyBotFromTemplate as { id: string };
    const version = await t.db.selectFrom('bot_versions').select(['id', 'flow']).where('bot_id', '=', bot.id).executeTakeFirstOrThrow();
    expect(flowDocument.parse(version.flow)).toEqual(template.flow);
    const changed = { ...template.flow, modules: template.flow.modules.slice(0, 1).map((m) => ({ ...m, connections: [] })) };
    await t.db
      .updateTable('bot_versions')
      .set({ flow: JSON.stringify(changed) })
      .where('id', '=', version.id)
      .execute();
    const stored = await t.db.selectFrom('bot_templates').select('flow').where('id', '=', template.id).executeTakeFirstOrThrow();
    expect(flowDocument.parse(stored.flow)).toEqual(template.flow);
    const fromBot = await gql(
      t,
      'mutation($s: ID!, $c: ID!) { copyBotFromTemplate(sourceBotId: $s, companyId: $c, name: "Copy of leads") { id } }',
      { s: bot.id, c: companyId },
      { token: ada.token },
    );
    const copied = await t.db
      .selectFrom('bot_versions')
      .select('flow')
      .where('bot_id', '=', (fromBot.data?.copyBotFromTemplate as { id: string }).id)
      .executeTakeFirstOrThrow();
    expect(flowDocument.parse(copied.flow)).toEqual(changed);
    const missing = await gql(
      t,
      'mutation($c: ID!) { copyBotFromTemplate(sourceBotId: "00000000-0000-4000-8000-000000000000", companyId: $c, name: "None") { id } }',
      { c: companyId },
      { token: ada.token },
    );
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('transferAiData honestly answers that no AI training data is stored yet', async () => {
    const answer = await gql(t, 'mutation { transferAiData(sourceAiId: "a", destinationAiId: "b") { success statusCode message } }', {}, { token: ada.token });
    expect(answer.data?.transferAiData).toEqual({
      success: false,
      statusCode: 404,
      message: 'AI training data (intents and utterances) is not stored yet, so there is nothing to transfer.',
    });
  });

  it('with the user-role setting on, only ADMINs create assistants; without it every member does', async () => {
    const bo = await personWithSession(t, 'Bo');
    const shared = await companyWith(t, 'Role Co', [
      [ada, 'ADMIN'],
      [bo, 'USER'],
    ]);
    const create = 'mutation($c: ID!) { createBot(name: "By role", companyId: $c) { id } }';
    const withRoles = await buildTestApp(t.db, { userRoleSetting: true });
    try {
      const asUser = await gql(withRoles, create, { c: shared }, { token: bo.token });
      expect(asUser.errors?.[0]?.message).toBe("You don't have admin permissions on this company.");
      expect((await gql(withRoles, create, { c: shared }, { token: ada.token })).data?.createBot).toBeTruthy();
    } finally {
      await withRoles.app.close();
    }
    expect((await gql(t, create, { c: shared }, { token: bo.token })).data?.createBot).toBeTruthy();
  });
});
