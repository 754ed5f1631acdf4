// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertKnowledgeBase } from '../../server/knowledgeBase/knowledgeBaseStore';
import { DEMO_ADMIN_EMAIL, seedDemo } from '../../server/seed';
import { AI, dataOf, errorOf } from './aiTestHelpers';
import { companyWith, gql, personWithSession, type Person } from './graphqlHelpers';
import { buildTestApp, getWith, postJson, testDatabase, type TestApp } from './testApp';

let t: TestApp;
let ada: Person;
let bee: Person;
let companyId: string;
let otherCompanyId: string;
let baseId: string;
let otherBaseId: string;
beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  ada = await personWithSession(t, 'Ada');
  bee = await personWithSession(t, 'Bee');
  companyId = await companyWith(t, 'KB Co', [[ada, 'USER']]);
  otherCompanyId = await companyWith(t, 'Other Co', [[bee, 'ADMIN']]);
  baseId = await insertKnowledgeBase(t.db, t.clock.now(), {
    companyId,
    userId: ada.userId,
    label: 'FAQ',
    intents: [
      { label: 'Shipping', language: 'en', utterances: ['How long does shipping take?'] },
      { label: 'Returns', language: 'en', utterances: ['How can I return an item?', 'Refund policy'] },
    ],
  });
  otherBaseId = await insertKnowledgeBase(t.db, t.clock.now(), {
    companyId: otherCompanyId,
    userId: bee.userId,
    label: 'Secret',
    intents: [{ label: 'Hidden', language: 'en', utterances: ['x'] }],
  });
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

const FIND = 'query($k: ID!) { findIntents(knowledgeBaseId: $k) { _id label companyId createdBy createdAt updatedAt knowledgeBaseId language utterances } }';

describe('knowledge bases', () => {
  it("GET /bot/api/knowledgebase/:companyId lists the company's knowledge bases", async () => {
    const answer = await getWith(t.app, `/bot/api/knowledgebase/${companyId}`, { token: ada.token });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([{ _id: baseId, label: 'FAQ', companyId, createdAt: t.clock.now().toISOString(), createdBy: ada.userId }]);
  });

  it('refuses another company (403), a company id that is none (403) and anonymous callers (401)', async () => {
    expect((await getWith(t.app, `/bot/api/knowledgebase/${otherCompanyId}`, { token: ada.token })).json()).toMatchObject({
      statusCode: 403,
      message: "You don't have access to this company.",
    });
    expect((await getWith(t.app, '/bot/api/knowledgebase/nothing', { token: ada.token })).statusCode).toBe(403);
    expect((await getWith(t.app, `/bot/api/knowledgebase/${companyId}`)).statusCode).toBe(401);
  });

  it('findIntents answers the intents of a knowledge base of the caller', async () => {
    const intents = dataOf<Array<Record<string, unknown>>>(await gql(t, FIND, { k: baseId }, { token: ada.token }), 'findIntents');
    expect(intents.map((i) => [i.label, i.utterances])).toEqual([
      ['Returns', ['How can I return an item?', 'Refund policy']],
      ['Shipping', ['How long does shipping take?']],
    ]);
    expect(intents[0]).toMatchObject({ companyId, knowledgeBaseId: baseId, language: 'en', createdBy: ada.userId });
  });

  it("findIntents refuses another company's knowledge base like a missing one", async () => {
    for (const k of [otherBaseId, '00000000-0000-4000-8000-000000000000', 'x']) {
      expect(errorOf(await gql(t, FIND, { k }, { token: ada.token }))).toEqual({ message: "You don't have access to this company.", code: 'FORBIDDEN' });
    }
    expect(errorOf(await gql(t, FIND, { k: baseId })).code).toBe('UNAUTHENTICATED');
  });
});

describe('demo data', () => {
  it('gives the demo company a trained built-in NLU connection, a Generative AI connection and a knowledge base', async () => {
    const db = await testDatabase();
    const demo = await buildTestApp(db, {}, t.clock);
    try {
      expect(await seedDemo(db, t.clock, 2 ** 10)).toBeDefined();
      const admin = await db.selectFrom('users').select('id').where('email', '=', DEMO_ADMIN_EMAIL).executeTakeFirstOrThrow();
      const demoCompany = await db.selectFrom('company_users').select('company_id').where('user_id', '=', admin.id).executeTakeFirstOrThrow();
      const person = await personWithSession(demo, 'Demo');
      await db.insertInto('company_users').values({ company_id: demoCompany.company_id, user_id: person.userId, user_type: 'ADMIN' }).execute();
      const call = { token: person.token };

      const connections = dataOf<Array<{ id: string; type: string }>>(
        await gql(demo, 'query($c: ID!) { aiConnections(companyId: $c) { id type } }', { c: demoCompany.company_id }, call),
        'aiConnections',
      );
      expect(connections.map((c) => c.type).sort()).toEqual(['BuiltInNlu', 'Generative AI']);
      const builtIn = connections.find((c) => c.type === 'BuiltInNlu')!.id;
      const intents = dataOf<Array<{ intent: string }>>(await gql(demo, AI.intents, { id: builtIn }, call), 'intentsOfAIconn').map((i) => i.intent);
      expect(intents).toEqual(['CancelOrder', 'Greeting', 'OrderStatus', 'ProductPrice']);
      expect(dataOf<unknown[]>(await gql(demo, AI.entities, { id: builtIn }, call), 'entitiesOfAIconn')).toHaveLength(2);
      expect(dataOf(await gql(demo, AI.status, { id: builtIn }, call), 'getTrainingStatus')).toEqual({ status: 'Success', statusId: '1' });
      const predicted = await postJson(
        demo.app,
        '/bot/api/predict',
        { actionId: 'a', id: builtIn, companyId: demoCompany.company_id, input: 'track my order 77', retryCount: 0 },
        call,
      );
      expect((predicted.json() as { predictions: Array<{ intent: string; parameters: unknown }> }).predictions[0]).toMatchObject({
        intent: 'OrderStatus',
        parameters: { orderNumber: 77 },
      });
      const bases = (await getWith(demo.app, `/bot/api/knowledgebase/${demoCompany.company_id}`, call)).json() as Array<{ label: string }>;
      expect(bases.map((b) => b.label)).toEqual(['Demo FAQ']);
    } finally {
      await demo.app.close();
      await db.destroy();
    }
    // A fresh database, the demo seed and its classifier's training: more than the default on a busy machine.
  }, 120_000);
});
