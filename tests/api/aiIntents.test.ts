// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWith, gql, personWithSession, type Person } from './graphqlHelpers';
import { AI, aiConnection, dataOf, errorOf, intentId, intentNames } from './aiTestHelpers';
import { buildTestApp, postJson, testDatabase, type TestApp } from './testApp';

let t: TestApp;
let admin: Person;
let designer: Person;
let viewer: Person;
let bee: Person;
let companyId: string;
let otherCompanyId: string;
beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  admin = await personWithSession(t, 'Admin');
  designer = await personWithSession(t, 'Designer');
  viewer = await personWithSession(t, 'Viewer');
  bee = await personWithSession(t, 'Bee');
  companyId = await companyWith(t, 'AI Co', [
    [admin, 'ADMIN'],
    [designer, 'USER'],
    [viewer, 'USER'],
  ]);
  otherCompanyId = await companyWith(t, 'Other Co', [[bee, 'ADMIN']]);
  await t.db.updateTable('company_users').set({ designer_role: 'DESIGNER' }).where('user_id', '=', designer.userId).execute();
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

const as = (who: Person) => ({ token: who.token });
const newConnection = () => aiConnection(t, companyId, admin, 'BuiltInNlu');

describe('intents of an AI connection', () => {
  it('adds intents, lists them sorted by name, and removes one', async () => {
    const id = await newConnection();
    for (const name of ['OrderStatus', 'greeting', 'CancelOrder']) {
      expect(dataOf(await gql(t, AI.addIntent, { id, intent: ` ${name} ` }, as(admin)), 'addIntentToAI')).toEqual({ success: true, statusCode: 200 });
    }
    expect(await intentNames(t, admin, id)).toEqual(['CancelOrder', 'greeting', 'OrderStatus']);
    const removed = await gql(t, AI.removeIntent, { id, intentId: await intentId(t, admin, id, 'greeting') }, as(admin));
    expect(dataOf(removed, 'removeIntentFromAI')).toEqual({ success: true, statusCode: 200 });
    expect(await intentNames(t, admin, id)).toEqual(['CancelOrder', 'OrderStatus']);
  });

  it.each([
    ['a duplicate in another case', 'orderSTATUS', 'There is already an intent with this name.'],
    ['an empty name', '   ', 'Intent not setup correctly, please add again'],
    ['a name over 100 characters', 'x'.repeat(101), 'Intents should not exceed a 100 characters in length.'],
  ])('refuses %s with a readable message and changes nothing', async (_, intent, message) => {
    const id = await newConnection();
    await gql(t, AI.addIntent, { id, intent: 'OrderStatus' }, as(admin));
    const answer = await gql(t, AI.addIntent, { id, intent }, as(admin));
    expect(errorOf(answer)).toEqual({ message, code: 'BAD_USER_INPUT' });
    expect(await intentNames(t, admin, id)).toEqual(['OrderStatus']);
  });

  it.each([
    ['getIntentDetails', AI.details, { intent: 'OrderStatus', intentId: 'x' }, 'intentId'],
    ['removeIntentFromAI', AI.removeIntent, { intentId: 'x' }, 'intentId'],
    ['updateIntent', AI.updateIntent, { intentId: '1', name: 'Renamed', utterances: ['hi'], parameters: [] }, 'intentId'],
    ['removeUtteranceFromIntent', AI.removeUtterance, { intent: 'OrderStatus', utteranceId: 'not-an-id' }, 'utteranceId'],
    ['removeEntityFromAI', AI.removeEntity, { entityId: 'x' }, 'entityId'],
    ['updateEntityLabels', AI.labels, { entityId: '00000000-0000-4000-8000-00000000000g', entityName: 'city', labels: [] }, 'entityId'],
  ])('%s refuses an id that is not an id as bad input, naming the argument', async (_, query, variables, field) => {
    const id = await newConnection();
    await gql(t, AI.addIntent, { id, intent: 'OrderStatus' }, as(admin));
    const answer = await gql(t, query, { id, ...variables }, as(admin));
    expect(errorOf(answer)).toEqual({ message: `${field} must be a valid id.`, code: 'BAD_USER_INPUT' });
    expect(await intentNames(t, admin, id)).toEqual(['OrderStatus']);
  });

  it('getIntentDetails with an empty intentId looks the intent up by its name', async () => {
    const id = await newConnection();
    await gql(t, AI.addIntent, { id, intent: 'OrderStatus' }, as(admin));
    const details = dataOf<{ intent: string }>(await gql(t, AI.details, { id, intent: 'OrderStatus', intentId: ' ' }, as(admin)), 'getIntentDetails');
    expect(details.intent).toBe('OrderStatus');
  });

  it('answers NOT_FOUND for an intent that is not there', async () => {
    const id = await newConnection();
    const answer = await gql(t, AI.removeIntent, { id, intentId: '00000000-0000-4000-8000-000000000000' }, as(admin));
    expect(errorOf(answer)).toEqual({ message: 'The intent does not exist.', code: 'NOT_FOUND' });
  });
});

describe('entities with labels and synonyms', () => {
  it('adds an entity, saves its labels and synonyms, renames it and removes it', async () => {
    const id = await newConnection();
    expect(dataOf(await gql(t, AI.addEntity, { id, entity: 'product' }, as(admin)), 'addEntityToAI')).toEqual({ success: true, statusCode: 200 });
    const [entity] = dataOf<Array<{ entity_id: string }>>(await gql(t, AI.entities, { id }, as(admin)), 'entitiesOfAIconn');
    const labels = [
      { value: 'shoes', synonyms: ['sneakers', ' ', 'boots'] },
      { value: 'bag', synonyms: [] },
    ];
    const saved = await gql(t, AI.labels, { id, entityId: entity!.entity_id, entityName: 'item', labels }, as(admin));
    expect(dataOf(saved, 'updateEntityLabels')).toEqual({ success: true, statusCode: 200 });
    expect(dataOf(await gql(t, AI.entities, { id }, as(admin)), 'entitiesOfAIconn')).toEqual([
      {
        entity: 'item',
        entity_id: entity!.entity_id,
        labels: [
          { value: 'shoes', synonyms: ['sneakers', 'boots'] },
          { value: 'bag', synonyms: [] },
        ],
      },
    ]);
    await gql(t, AI.removeEntity, { id, entityId: entity!.entity_id }, as(admin));
    expect(dataOf(await gql(t, AI.entities, { id }, as(admin)), 'entitiesOfAIconn')).toEqual([]);
  });

  it.each([
    ['a Turkish letter at the end', 'şehirş', 'You can not add turkish characters or spaces to an entity'],
    ['a space at the end', 'city ', 'You can not add turkish characters or spaces to an entity'],
    ['an empty name', '', 'The entity name cannot be empty.'],
    ['a duplicate in another case', 'CITY', 'There is already an entity with this name.'],
  ])('refuses an entity name with %s', async (_, entity, message) => {
    const id = await newConnection();
    await gql(t, AI.addEntity, { id, entity: 'city' }, as(admin));
    expect(errorOf(await gql(t, AI.addEntity, { id, entity }, as(admin)))).toEqual({ message, code: 'BAD_USER_INPUT' });
    expect(dataOf<unknown[]>(await gql(t, AI.entities, { id }, as(admin)), 'entitiesOfAIconn')).toHaveLength(1);
  });

  it('refuses labels with the same value and keeps the stored ones', async () => {
    const id = await newConnection();
    await gql(t, AI.addEntity, { id, entity: 'city' }, as(admin));
    const [entity] = dataOf<Array<{ entity_id: string }>>(await gql(t, AI.entities, { id }, as(admin)), 'entitiesOfAIconn');
    const labels = [
      { value: 'Berlin', synonyms: [] },
      { value: 'berlin', synonyms: [] },
    ];
    const answer = await gql(t, AI.labels, { id, entityId: entity!.entity_id, entityName: 'city', labels }, as(admin));
    expect(errorOf(answer).message).toBe('Each label of an entity must have a different value.');
    expect(dataOf<Array<{ labels: unknown[] }>>(await gql(t, AI.entities, { id }, as(admin)), 'entitiesOfAIconn')[0]!.labels).toEqual([]);
  });
});

describe('the intent editor', () => {
  it('adds and removes utterances, and updates name, utterances and parameters at once', async () => {
    const id = await newConnection();
    await gql(t, AI.addIntent, { id, intent: 'OrderStatus' }, as(admin));
    await gql(t, AI.addEntity, { id, entity: 'product' }, as(admin));
    const orderId = await intentId(t, admin, id, 'OrderStatus');
    for (const utterance of ['Where is my order?', 'Track my package']) {
      expect(dataOf(await gql(t, AI.addUtterance, { id, intent: 'orderstatus', utterance }, as(admin)), 'addUtteranceToIntent')).toEqual({ success: true, statusCode: 200 });
    }
    type Details = { intent: string; intentId: string; utterances: Array<{ id: string; text: string }>; parameters: unknown[] };
    const details = dataOf<Details>(await gql(t, AI.details, { id, intent: 'OrderStatus', intentId: orderId }, as(admin)), 'getIntentDetails');
    expect(details.utterances.map((u) => u.text)).toEqual(['Where is my order?', 'Track my package']);
    await gql(t, AI.removeUtterance, { id, intent: 'OrderStatus', utteranceId: details.utterances[0]!.id }, as(admin));

    const update = await gql(
      t,
      AI.updateIntent,
      {
        id,
        intentId: orderId,
        name: 'TrackOrder',
        utterances: ['Track my package', 'Where is order 12?', 'where is ORDER 12?'],
        parameters: [
          { name: 'orderNumber', entity: 'sys.number' },
          { name: 'item', entity: 'product' },
        ],
      },
      as(admin),
    );
    expect(dataOf(update, 'updateIntent')).toEqual({ success: true, statusCode: 200 });
    const after = dataOf<Details>(await gql(t, AI.details, { id, intent: 'TrackOrder', intentId: orderId }, as(admin)), 'getIntentDetails');
    expect(after).toMatchObject({
      intent: 'TrackOrder',
      intentId: orderId,
      parameters: [
        { name: 'orderNumber', entity: 'sys.number' },
        { name: 'item', entity: 'product' },
      ],
    });
    expect(after.utterances.map((u) => u.text)).toEqual(['Track my package', 'Where is order 12?']);
  });

  it('refuses an utterance another intent has, one over 2000 characters, and an unknown entity, changing nothing', async () => {
    const id = await newConnection();
    await gql(
      t,
      AI.importIntents,
      {
        id,
        intents: [
          { Intent: 'Greeting', Utterances: 'hello' },
          { Intent: 'Bye', Utterances: 'see you' },
        ],
      },
      as(admin),
    );
    const byeId = await intentId(t, admin, id, 'Bye');
    const duplicate = await gql(t, AI.addUtterance, { id, intent: 'Bye', utterance: 'HELLO' }, as(admin));
    expect(errorOf(duplicate)).toEqual({ message: 'This utterance is already an example of the intent Greeting.', code: 'BAD_USER_INPUT' });
    const long = await gql(t, AI.addUtterance, { id, intent: 'Bye', utterance: 'x'.repeat(2001) }, as(admin));
    expect(errorOf(long).message).toBe('Utterances should not exceed 2000 characters in length.');
    const unknown = await gql(t, AI.updateIntent, { id, intentId: byeId, name: 'Farewell', utterances: ['bye'], parameters: [{ name: 'p', entity: 'nothing' }] }, as(admin));
    expect(errorOf(unknown)).toEqual({ message: 'The entity nothing does not exist.', code: 'BAD_USER_INPUT' });
    const clash = await gql(t, AI.updateIntent, { id, intentId: byeId, name: 'Farewell', utterances: ['bye', 'Hello'], parameters: [] }, as(admin));
    expect(errorOf(clash).message).toBe('This utterance is already an example of the intent Greeting.');
    expect(dataOf(await gql(t, AI.rows, { id }, as(admin)), 'getIntentAndUtterances')).toEqual([
      { intent: 'Bye', utterances: ['see you'] },
      { intent: 'Greeting', utterances: ['hello'] },
    ]);
  });
});

describe('upload and download of intents', () => {
  it('imports rows into new and existing intents and exports them again', async () => {
    const id = await newConnection();
    await gql(t, AI.addIntent, { id, intent: 'Greeting' }, as(admin));
    const rows = [
      { Intent: 'greeting', Utterances: 'Hello' },
      { Intent: 'Greeting', Utterances: 'Good morning' },
      { Intent: 'Refund', Utterances: 'I want my money back' },
      { Intent: 'Refund' },
    ];
    expect(dataOf(await gql(t, AI.importIntents, { id, intents: rows }, as(admin)), 'importIntents')).toEqual({ success: true, statusCode: 200 });
    expect(dataOf(await gql(t, AI.rows, { id }, as(admin)), 'getIntentAndUtterances')).toEqual([
      { intent: 'Greeting', utterances: ['Hello', 'Good morning'] },
      { intent: 'Refund', utterances: ['I want my money back'] },
    ]);
  });

  it('refuses an upload with a bad row and stores none of it', async () => {
    const id = await newConnection();
    const rows = [
      { Intent: 'Fine', Utterances: 'ok' },
      { Intent: '', Utterances: 'lost' },
    ];
    expect(errorOf(await gql(t, AI.importIntents, { id, intents: rows }, as(admin)))).toEqual({
      message: 'Row 2: Intent not setup correctly, please add again',
      code: 'BAD_USER_INPUT',
    });
    expect(errorOf(await gql(t, AI.importIntents, { id, intents: [] }, as(admin))).message).toBe('There are no intents to upload.');
    const clash = [
      { Intent: 'A', Utterances: 'same words' },
      { Intent: 'B', Utterances: 'Same words' },
    ];
    expect(errorOf(await gql(t, AI.importIntents, { id, intents: clash }, as(admin))).message).toBe('This utterance is already an example of the intent A.');
    expect(await intentNames(t, admin, id)).toEqual([]);
  });
});

describe('company scope and designer roles (spec 03 section 6)', () => {
  it("refuses another company's connection like a missing one, for reading and changing", async () => {
    const foreign = await aiConnection(t, otherCompanyId, bee, 'BuiltInNlu');
    for (const [query, variables] of [
      [AI.intents, { id: foreign }],
      [AI.entities, { id: foreign }],
      [AI.addIntent, { id: foreign, intent: 'Sneaky' }],
      [AI.importIntents, { id: foreign, intents: [{ Intent: 'Sneaky', Utterances: 'x' }] }],
      [AI.intents, { id: '00000000-0000-4000-8000-000000000000' }],
      [AI.intents, { id: 'not-an-id' }],
    ] as const) {
      expect(errorOf(await gql(t, query, variables, as(admin)))).toEqual({ message: "You don't have access to this company.", code: 'FORBIDDEN' });
    }
    expect(await intentNames(t, bee, foreign)).toEqual([]);
  });

  it('VIEWER reads only; DESIGNER edits labels and utterances but cannot create, delete, train or upload', async () => {
    const roles = await buildTestApp(t.db, { userRoleSetting: true }, t.clock);
    try {
      const r = { ...t, app: roles.app };
      const id = await newConnection();
      await gql(r, AI.importIntents, { id, intents: [{ Intent: 'Greeting', Utterances: 'hello' }] }, as(admin));
      await gql(r, AI.addEntity, { id, entity: 'city' }, as(admin));
      const greetingId = await intentId(r, admin, id, 'Greeting');
      const [city] = dataOf<Array<{ entity_id: string }>>(await gql(r, AI.entities, { id }, as(admin)), 'entitiesOfAIconn');
      const refused = { message: 'You are not authorized to do that action', code: 'FORBIDDEN' };

      const manage: Array<[string, Record<string, unknown>]> = [
        [AI.addIntent, { id, intent: 'New' }],
        [AI.removeIntent, { id, intentId: greetingId }],
        [AI.addEntity, { id, entity: 'country' }],
        [AI.removeEntity, { id, entityId: city!.entity_id }],
        [AI.importIntents, { id, intents: [{ Intent: 'New', Utterances: 'x' }] }],
        [AI.train, { id }],
        [AI.publish, { id }],
      ];
      const edit: Array<[string, Record<string, unknown>]> = [
        [AI.labels, { id, entityId: city!.entity_id, entityName: 'city', labels: [{ value: 'Paris', synonyms: [] }] }],
        [AI.addUtterance, { id, intent: 'Greeting', utterance: 'hi there' }],
        [AI.updateIntent, { id, intentId: greetingId, name: 'Greeting', utterances: ['hello', 'hey'], parameters: [] }],
      ];
      for (const [query, variables] of [...manage, ...edit]) expect(errorOf(await gql(r, query, variables, as(viewer))), query).toEqual(refused);
      for (const [query, variables] of manage) expect(errorOf(await gql(r, query, variables, as(designer))), query).toEqual(refused);
      for (const [query, variables] of edit) expect((await gql(r, query, variables, as(designer))).errors, query).toBeUndefined();
      // Download stays allowed to a DESIGNER; a VIEWER may not download a non-generative connection's intents.
      expect(dataOf(await gql(r, AI.rows, { id }, as(designer)), 'getIntentAndUtterances')).toEqual([{ intent: 'Greeting', utterances: ['hello', 'hey'] }]);
      expect(errorOf(await gql(r, AI.rows, { id }, as(viewer)))).toEqual(refused);
      for (const who of [viewer, designer]) expect(await intentNames(r, who, id)).toEqual(['Greeting']);
      const generative = await aiConnection(t, companyId, admin, 'Generative AI');
      expect(dataOf(await gql(r, AI.rows, { id: generative }, as(viewer)), 'getIntentAndUtterances')).toEqual([]);
    } finally {
      await roles.app.close();
    }
  });
});

describe('POST /bot/api/utterances', () => {
  const call = (body: unknown, who: Person | null = admin, company: string | null = companyId) =>
    postJson(t.app, '/bot/api/utterances', body, { token: who?.token, headers: company ? { companyID: company } : {} });

  it('generates the asked number of new variations of the input, the same for the same request', async () => {
    const body = { userInput: 'I want to cancel my order', targetLanguage: 'en', numberOfUtterances: 5, existingUtterances: ['I want to stop my order'] };
    const answer = await call(body);
    expect(answer.statusCode).toBe(200);
    const { generatedUtterances } = answer.json() as { generatedUtterances: string[] };
    expect(generatedUtterances).toHaveLength(5);
    expect(generatedUtterances).not.toContain('I want to stop my order');
    expect(generatedUtterances).not.toContain('I want to cancel my order');
    expect((await call(body)).json()).toEqual({ generatedUtterances });
    const other = (await call({ ...body, userInput: 'Where is my delivery?' })).json() as { generatedUtterances: string[] };
    expect(other.generatedUtterances.some((u) => generatedUtterances.includes(u))).toBe(false);
  });

  it('refuses a bad count, a missing company, another company and anonymous callers', async () => {
    const body = { userInput: 'hello', numberOfUtterances: 3 };
    expect((await call({ ...body, numberOfUtterances: 0 })).json()).toMatchObject({ statusCode: 400, message: 'The number of utterances must be between 1 and 20.' });
    expect((await call({ ...body, userInput: '' })).statusCode).toBe(400);
    expect((await call(body, admin, null)).json()).toMatchObject({ statusCode: 400, message: 'The companyID header is missing.' });
    expect((await call(body, admin, otherCompanyId)).json()).toMatchObject({ statusCode: 403, message: "You don't have access to this company." });
    expect((await call(body, null)).statusCode).toBe(401);
  });
});
