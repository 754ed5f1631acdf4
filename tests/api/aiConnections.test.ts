// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowDocument } from '../../services/contracts/flow';
import { dialogflowFaqTemplate } from '../../server/bots/templates/dialogflowFaq';
import { seedTemplates } from '../../server/bots/templates/library';
import { unsealSecrets } from '../../server/ai/connectionRef';
import { SECRET_MASK } from '../../services/contracts/aiConnections';
import { companyWith, gql, personWithSession, type Person } from './graphqlHelpers';
import { buildTestApp, testDatabase, type TestApp } from './testApp';

let t: TestApp;
let ada: Person;
let bee: Person;
let companyId: string;
let otherCompanyId: string;
beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  await seedTemplates(t.db);
  ada = await personWithSession(t, 'Ada');
  bee = await personWithSession(t, 'Bee');
  companyId = await companyWith(t, 'AI Co', [[ada, 'USER']]);
  otherCompanyId = await companyWith(t, 'Other Co', [
    [bee, 'ADMIN'],
    [ada, 'ADMIN'],
  ]);
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

const PRIVATE_MARK = 'PRIVATEKEYMATERIAL-do-not-leak';
const keyOf = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({
    type: 'service_account',
    project_id: 'shop-faq',
    private_key_id: 'key-id-123',
    private_key: `-----BEGIN PRIVATE KEY-----\n${PRIVATE_MARK}\n-----END PRIVATE KEY-----\n`,
    client_email: 'faq-bot@shop-faq.iam.gserviceaccount.com',
    ...fields,
  });

const CREATE = `mutation($c: ID!, $n: String!, $p: String!, $k: String!, $t: String!) {
  createAiConnection(companyId: $c, name: $n, type: $t, projectId: $p, jsonKey: $k) { id name companyId type backend projectName settings }
}`;
const create = (variables: { c?: string; n?: string; p?: string; k?: string; t?: string }, who: Person = ada) =>
  gql(t, CREATE, { c: companyId, n: 'FAQ AI', p: 'shop-faq', k: keyOf(), t: 'DialogFlow', ...variables }, { token: who.token });

describe('AI connections', () => {
  it('creates a Dialogflow connection, stores the key encrypted and lists it without the key', async () => {
    const answer = await create({ n: '  FAQ AI ' });
    expect(answer.errors).toBeUndefined();
    const created = answer.data?.createAiConnection as Record<string, string>;
    expect(created).toMatchObject({ name: 'FAQ AI', companyId, type: 'DialogFlow', projectName: 'shop-faq' });
    // The key is set, so it reads as the mask: never the key itself.
    expect(JSON.parse(created.settings ?? '')).toEqual({ projectId: 'shop-faq', clientEmail: 'faq-bot@shop-faq.iam.gserviceaccount.com', jsonKey: SECRET_MASK });
    expect(JSON.stringify(answer)).not.toContain(PRIVATE_MARK);
    expect(JSON.stringify(answer)).not.toContain('key-id-123');

    const row = await t.db
      .selectFrom('ai_connections')
      .selectAll()
      .where('id', '=', created.id ?? '')
      .executeTakeFirstOrThrow();
    expect(row.secret_enc).not.toContain(PRIVATE_MARK);
    expect(JSON.stringify(row.settings)).not.toContain(PRIVATE_MARK);
    expect(JSON.parse(unsealSecrets(t.config.secretKey, row.secret_enc).jsonKey ?? '')).toMatchObject({ private_key_id: 'key-id-123' });

    const list = await gql(t, 'query($c: ID!) { aiConnections(companyId: $c) { id name type projectName settings } }', { c: companyId }, { token: ada.token });
    expect(list.data?.aiConnections).toEqual([{ id: created.id, name: 'FAQ AI', type: 'DialogFlow', projectName: 'shop-faq', settings: created.settings }]);
    expect(JSON.stringify(list)).not.toContain(PRIVATE_MARK);
    const others = await gql(t, 'query($c: ID!) { aiConnections(companyId: $c) { id } }', { c: companyId }, { token: bee.token });
    expect(others.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it.each([
    ['an empty key', '  ', 'The JSON key cannot be empty.'],
    ['text that is not JSON', `not json ${PRIVATE_MARK}`, 'The JSON key is not valid JSON.'],
    ['a JSON list', '[1, 2]', 'The JSON key is not a service account key.'],
    ['another kind of key', keyOf({ type: 'authorized_user' }), 'The JSON key is not a service account key.'],
    ['a key without private_key', keyOf({ private_key: undefined }), 'The JSON key has no private_key.'],
    ['a key without client_email', keyOf({ client_email: '' }), 'The JSON key has no client_email.'],
    ['a key without project_id', keyOf({ project_id: 42 }), 'The JSON key has no project_id.'],
    ['a key of another project', keyOf({ project_id: 'elsewhere' }), 'The JSON key belongs to another project than the project id.'],
  ])('refuses %s with a readable message that never repeats the key', async (_, key, message) => {
    const answer = await create({ k: key });
    expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(JSON.stringify(answer)).not.toContain(PRIVATE_MARK);
  });

  it('checks the name, the project id and the type with the spec texts', async () => {
    expect((await create({ n: ' ' })).errors?.[0]?.message).toBe('The field cannot be empty');
    expect((await create({ n: 'x' })).errors?.[0]?.message).toBe('The name must be at least 2 charachters');
    expect((await create({ p: '  ' })).errors?.[0]?.message).toBe('The project id cannot be empty.');
    expect((await create({ t: 'Watson' })).errors?.[0]?.message).toBe('Only Dialogflow AI connections can be created for now.');
  });

  it('refuses companies that are not enterprise', async () => {
    const pending = await companyWith(t, 'Pending AI Co', [[ada, 'ADMIN']], { enterprise: false });
    const answer = await create({ c: pending });
    expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_ENTERPRISE');
  });
});

describe('copying a template with AI', () => {
  const COPY = 'mutation($s: ID!, $c: ID!, $a: ID) { copyBotFromTemplate(sourceBotId: $s, companyId: $c, name: "Smart FAQ", aiIntegrationId: $a) { id } }';

  it('points every AI module of the copy at the chosen connection', async () => {
    const connection = (await create({ n: 'Copy AI' })).data?.createAiConnection as { id: string };
    const copy = await gql(t, COPY, { s: dialogflowFaqTemplate.id, c: companyId, a: connection.id }, { token: ada.token });
    const bot = copy.data?.copyBotFromTemplate as { id: string };
    const version = await t.db.selectFrom('bot_versions').select('flow').where('bot_id', '=', bot.id).executeTakeFirstOrThrow();
    const ai = flowDocument.parse(version.flow).modules.filter((m) => m.type === 'AI');
    expect(ai.length).toBeGreaterThan(0);
    for (const module of ai) expect(module.settings).toMatchObject({ aiType: connection.id, aiMode: 'INPUT', threshold: 0.5 });
  });

  it('refuses a connection of another company, or one that does not exist', async () => {
    const foreign = (await create({ c: otherCompanyId, n: 'Bee AI' }, bee)).data?.createAiConnection as { id: string };
    for (const a of [foreign.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const answer = await gql(t, COPY, { s: dialogflowFaqTemplate.id, c: companyId, a }, { token: ada.token });
      expect(answer.errors?.[0]).toMatchObject({ message: 'This AI connection does not belong to the company.', extensions: { code: 'FORBIDDEN' } });
    }
    expect(await t.db.selectFrom('bots').select('id').where('name', '=', 'Smart FAQ').where('company_id', '=', companyId).execute()).toHaveLength(1);
  });
});
