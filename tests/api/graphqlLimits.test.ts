// @vitest-environment node
import type { DocumentNode } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { graphqlLimits, graphqlLimitValues as limits } from '../../server/graphql/limits';
import { limitMessages } from '../../server/graphql/limitErrors';
import * as generatedDocuments from '../../services/generated/graphql';
import { gql, personWithSession, type Person } from './graphqlHelpers';
import { buildTestApp, countRows, postJson, testDatabase, type TestApp } from './testApp';

/** Every document the console sends: the typed documents generated from its graphql() calls (services/generated). */
const consoleDocuments = Object.values(generatedDocuments).filter((value): value is DocumentNode => typeof value === 'object' && value !== null && value.kind === 'Document');

let t: TestApp;
let person: Person;
beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  person = await personWithSession(t, 'Limits');
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

/** A mutation that would leave a company behind if it ran. */
const createCompany = (alias: string, extra = '') => `${alias}createCompany(name: "Limits Co", country: "TURKEY") { id ${extra}}`;

/** The Accept header of the console's Apollo Client: refusals then come with their HTTP status. */
const consoleAccept = 'application/graphql-response+json,application/json;q=0.9';

async function refusedWithoutEffect(
  query: string,
  status: number,
  message: string,
  variables: Record<string, unknown> = {},
  path = '/bot/graphql',
  operationName?: string,
): Promise<void> {
  const before = await countRows(t.db, 'companies');
  const answer = await postJson(t.app, path, { query, variables, ...(operationName ? { operationName } : {}) }, { token: person.token, headers: { accept: consoleAccept } });
  expect(answer.statusCode).toBe(status);
  const body = answer.json() as { data?: unknown; errors?: unknown };
  expect(body.errors).toEqual([expect.objectContaining({ message, extensions: expect.objectContaining({ code: 'QUERY_TOO_LARGE' }) })]);
  expect(body.data ?? null).toBeNull();
  expect(await countRows(t.db, 'companies')).toBe(before);
}

describe('GraphQL limits, checked before anything runs', () => {
  it('refuses the 20,000-alias flood (575 KB) at once: by its Content-Length at /bot/graphql, by the length of its document at /bot/graphql/large', async () => {
    const query = `mutation SaveVersion { ${Array.from({ length: 20_000 }, (_, i) => createCompany(`a${i}: `)).join(' ')} }`;
    const before = await countRows(t.db, 'companies');
    const answer = await postJson(t.app, '/bot/graphql', { query }, { token: person.token, headers: { accept: consoleAccept } });
    expect(answer.statusCode).toBe(413);
    expect((answer.json() as { message: string }).message).toBe('The request body is too large.');
    expect(await countRows(t.db, 'companies')).toBe(before);
    const bytes = Buffer.byteLength(query);
    await refusedWithoutEffect(query, 413, limitMessages.documentTooLong(bytes, limits.documentBytes), {}, '/bot/graphql/large', 'SaveVersion');
  });

  it('refuses a document with more tokens than allowed while parsing it', async () => {
    // About 8 KB: short enough for the length limit, 1,200 tokens.
    const query = `{ ${Array.from({ length: 200 }, (_, i) => `c${i}: companies { id }`).join(' ')} }`;
    expect(Buffer.byteLength(query)).toBeLessThan(limits.documentBytes);
    await refusedWithoutEffect(query, 400, limitMessages.tooManyTokens(limits.tokens));
  });

  it('refuses more aliases than allowed', async () => {
    const aliases = limits.aliases + 1;
    const query = `mutation { ${Array.from({ length: aliases }, (_, i) => createCompany(`a${i}: `)).join(' ')} }`;
    await refusedWithoutEffect(query, 400, limitMessages.tooManyAliases(String(aliases), limits.aliases));
  });

  it('refuses a query nested deeper than allowed', async () => {
    const levels = limits.depth + 1;
    // Each inline fragment is a level, then createCompany and its id.
    const query = `mutation { ${'... on Mutation { '.repeat(levels - 2)}${createCompany('')}${' }'.repeat(levels - 2)} }`;
    await refusedWithoutEffect(query, 400, limitMessages.tooDeep(String(levels), limits.depth));
  });

  it('refuses a query that costs more than allowed, though within the other limits', async () => {
    // Repeated fields are answered once but counted each time; each level weighs 1.5 times more.
    const fields = 'id name '.repeat(15);
    const levels = limits.depth - 2;
    const query = `mutation { ${'... on Mutation { '.repeat(levels)}${createCompany('', fields)}${' }'.repeat(levels)} }`;
    const answer = await gql(t, query, {}, { token: person.token });
    expect(answer.errors?.[0]?.message).toMatch(/^The query asks for too much at once \(cost \d+\); at most 1000 is allowed\./);
    const cost = Number(/cost (\d+)/.exec(answer.errors?.[0]?.message ?? '')?.[1]);
    expect(cost).toBeGreaterThan(limits.cost);
    await refusedWithoutEffect(query, 400, limitMessages.tooCostly(String(cost), limits.cost));
  });

  it('refuses more directives than allowed', async () => {
    const directives = limits.directives + 1;
    const fields = Array.from({ length: directives }, (_, i) => `f${i}: __typename @include(if: true)`).join(' ');
    await refusedWithoutEffect(`mutation { ${createCompany('', fields)} }`, 400, limitMessages.tooManyDirectives(String(directives), limits.directives));
  });

  it('refuses variables with more values than allowed before reading them', async () => {
    const pad = Array.from({ length: limits.variableValues }, (_, i) => `row ${i}`);
    const query = 'mutation ImportIntents($name: String!, $pad: [String!]) { createCompany(name: $name, country: "TURKEY") { id } }';
    await refusedWithoutEffect(query, 413, limitMessages.tooManyValues(limits.variableValues), { name: 'Padded Co', pad }, '/bot/graphql/large', 'ImportIntents');
  });

  it("lets the console's largest variables through: an import of 5,000 intent rows", async () => {
    const intents = Array.from({ length: 5000 }, (_, i) => ({ Intent: `intent ${i % 40}`, Utterances: `utterance number ${i}` }));
    const query = 'mutation ImportIntents($id: ID!, $intents: [AiIntentRowInput!]!) { importIntents(id: $id, intents: $intents) { success } }';
    const response = await postJson(
      t.app,
      '/bot/graphql/large',
      { operationName: 'ImportIntents', query, variables: { id: '00000000-0000-4000-8000-000000000000', intents } },
      { token: person.token },
    );
    const answer = response.json() as { errors?: Array<{ extensions?: Record<string, unknown> }> };
    expect(response.statusCode).toBeLessThan(500);
    expect(answer.errors?.length).toBeGreaterThan(0);
    expect(answer.errors?.map((error) => error.extensions?.['code'])).not.toContain('QUERY_TOO_LARGE');
  });

  it('says nothing about the server in a refusal', async () => {
    const answer = await postJson(t.app, '/bot/graphql', { query: `{ ${'a: companies { id } '.repeat(200)} }` }, { token: person.token });
    expect(answer.body).not.toMatch(/stack|Syntax Error|armor|node_modules|at \w+ \(/i);
  });

  it('answers a normal console query and runs a normal mutation', async () => {
    const created = await gql(
      t,
      'mutation CreateCompany($name: String!, $country: String!) { createCompany(name: $name, country: $country) { id name __typename } }',
      { name: 'Allowed Co', country: 'TURKEY' },
      { token: person.token },
    );
    expect(created.errors).toBeUndefined();
    const listed = await gql(
      t,
      'query Companies { companies { id name createdAt currentUserType isEnterprise isIpAddressAllowed country __typename } }',
      {},
      { token: person.token },
    );
    expect(listed.status).toBe(200);
    expect(listed.data?.['companies']).toEqual([expect.objectContaining({ name: 'Allowed Co' })]);
  });

  it('lets every operation the console sends through, with the __typename fields Apollo adds', async () => {
    const { addTypenameToDocument } = await import('@apollo/client/utilities');
    const { print } = await import('graphql');
    expect(consoleDocuments.length).toBeGreaterThan(40);
    for (const document of consoleDocuments) {
      // Without a session nothing is changed: each operation stops at sign-in or at its missing variables.
      const answer = await gql(t, print(addTypenameToDocument(document)));
      const refusals = (answer.errors ?? []).filter((error) => error.extensions?.['code'] === 'QUERY_TOO_LARGE');
      expect(refusals, print(document)).toEqual([]);
    }
  });
});

describe('GraphQL operations that run too long', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are stopped at the deadline with a clear error, and their next fields never start', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const started: string[] = [];
    const yoga = createYoga({
      schema: createSchema({
        typeDefs: 'type Query { ok: Boolean } type Mutation { hang: Boolean next: Boolean }',
        resolvers: {
          Mutation: {
            hang: () => {
              started.push('hang');
              return new Promise<boolean>(() => undefined);
            },
            next: () => {
              started.push('next');
              return true;
            },
          },
        },
      }),
      logging: false,
      plugins: graphqlLimits(),
    });
    const pending = yoga.fetch('http://console.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation { hang next }' }),
    });
    await vi.advanceTimersByTimeAsync(limits.seconds * 1000);
    const response = await pending;
    expect(response.status).toBe(503);
    const body = (await response.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
    expect(body.errors).toEqual([expect.objectContaining({ message: limitMessages.tooSlow(limits.seconds), extensions: expect.objectContaining({ code: 'OPERATION_TIMEOUT' }) })]);
    expect(started).toEqual(['hang']);
  });
});

describe('a GraphQL body over 64 KB', () => {
  const bigProfile = () => ({ query: 'mutation ($n: String!) { updateProfile(name: $n, surname: "Tester") { name } }', variables: { n: 'x'.repeat(100 * 1024) } });
  const bigSave = () => ({
    operationName: 'SaveVersion',
    query: 'mutation SaveVersion($b: ID!, $f: String!) { saveVersion(botId: $b, flow: $f) { id } }',
    variables: { b: '00000000-0000-4000-8000-000000000000', f: 'x'.repeat(100 * 1024) },
  });

  it('is refused at /bot/graphql from its Content-Length, before it is read', async () => {
    const answer = await postJson(t.app, '/bot/graphql', bigProfile(), { token: person.token });
    expect(answer.statusCode).toBe(413);
    expect((answer.json() as { message: string }).message).toBe('The request body is too large.');
  });

  it('is refused at /bot/graphql/large before it is read when nobody is signed in', async () => {
    const answer = await postJson(t.app, '/bot/graphql/large', bigSave());
    expect(answer.statusCode).toBe(401);
    expect((answer.json() as { message: string }).message).toBe('You are not signed in, or your session has expired.');
  });

  it('is read at /bot/graphql/large for a signed-in member, for the operations with large variables only', async () => {
    const save = await postJson(t.app, '/bot/graphql/large', bigSave(), { token: person.token });
    // Read and run: the assistant is not one of the person's, which only the resolver can tell.
    expect((save.json() as { errors?: Array<{ extensions?: { code?: string } }> }).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const other = await postJson(t.app, '/bot/graphql/large', { ...bigProfile(), operationName: 'UpdateProfile' }, { token: person.token });
    expect(other.statusCode).toBe(400);
    expect((other.json() as { errors: Array<{ message: string }> }).errors[0]!.message).toBe(
      'Only SaveVersion and ImportIntents are answered here; send other operations to /bot/graphql.',
    );
  });
});
