// @vitest-environment node
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlSchema } from '../../server/graphql/schema';
import { OFFICE_IP } from '../api/graphqlHelpers';
import { appUnderTest, type AppUnderTest, type RouteEntry } from './appUnderTest';
import { changedTables, fingerprinter, type Fingerprint } from './fingerprint';
import { arbDocumentCase, arbOperationCase, idSweep, operationsOf, type GraphqlCase, type Operation } from './graphqlOperations';
import { arbBody, arbNastyText, arbPathParam, arbQuery, hasUnstorableText, strangeIds, type BodyCase } from './payloads';
import { Tally } from './tally';
import { buildWorld, callerHeaders, callerNames, type CallerName, type World } from './world';

/**
 * Property-based payloads against every REST route the app registers and every Query and
 * Mutation field of the GraphQL schema, for each of four callers. Every answer must be below
 * 500 and free of masked errors; a refused request must leave every row as it was.
 * FUZZ_SEED picks another seed, FUZZ_RUNS scales the number of requests (1 = the CI run).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_250_303);
const SCALE = Number(process.env.FUZZ_RUNS ?? 1);
const runs = (n: number) => Math.max(1, Math.round(n * SCALE));
const RUNS = { route: runs(5), headRoute: runs(2), operation: runs(6), document: runs(10) };

/** A per-target seed from the run's seed and the target's name: adding a route does not change the others' requests. */
function seedOf(name: string): number {
  let hash = SEED | 0;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

type Target = { kind: 'REST' | 'GraphQL query' | 'GraphQL mutation' | 'GraphQL request'; name: string };
type Sent = { method: string; url: string; headers: Record<string, string>; payload: string | undefined; payloadKind: string };

let t: AppUnderTest;
let world: World;
let fingerprint: () => Promise<Fingerprint>;
let last: Fingerprint;
const failures: string[] = [];
const tally = new Tally();

beforeAll(async () => {
  t = await appUnderTest();
  world = await buildWorld(t);
  fingerprint = await fingerprinter(t.db);
  last = await fingerprint();
}, 120_000);

afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

/** What a developer needs to send the same request again (tokens named by their caller). */
function describeRequest(target: Target, caller: CallerName, sent: Sent): string {
  const headers = Object.fromEntries(
    Object.entries(sent.headers).map(([k, v]) => [
      k,
      k === 'authorization' ? `Bearer <full session of ${caller}>` : v.length > 200 ? `${v.slice(0, 200)}… (${v.length} chars)` : v,
    ]),
  );
  const payload = sent.payload === undefined ? undefined : sent.payload.length > 600 ? `${sent.payload.slice(0, 600)}… (${sent.payload.length} chars)` : sent.payload;
  const url = sent.url.length > 400 ? `${sent.url.slice(0, 400)}… (${sent.url.length} chars)` : sent.url;
  const unstorable = hasUnstorableText(sent.url) || hasUnstorableText(sent.payload ?? '') ? ' [carries NUL or a lone surrogate]' : '';
  return `${target.kind} ${target.name} as ${caller}${unstorable} (${sent.payloadKind}): ${JSON.stringify({ method: sent.method, url, headers, payload })}`;
}

/** Waits until background work an accepted request started (a webhook turn) has written what it writes. */
async function settled(): Promise<Fingerprint> {
  let previous = await fingerprint();
  for (let i = 0; i < 20; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 15));
    const now = await fingerprint();
    if (changedTables(previous, now).length === 0) return now;
    previous = now;
  }
  return previous;
}

function graphqlRefused(response: LightMyRequestResponse): boolean {
  if (response.statusCode >= 400) return true;
  try {
    const body = response.json() as { errors?: unknown[] } | Array<{ errors?: unknown[] }>;
    return [body].flat().some((answer) => Array.isArray(answer?.errors) && answer.errors.length > 0);
  } catch {
    return true;
  }
}

async function send(target: Target, caller: CallerName, sent: Sent, isGraphql: boolean): Promise<void> {
  const startedAt = performance.now();
  try {
    await check(target, caller, sent, isGraphql);
  } finally {
    tally.time(sent.payloadKind, performance.now() - startedAt);
  }
}

async function check(target: Target, caller: CallerName, sent: Sent, isGraphql: boolean): Promise<void> {
  const before = last;
  let response: LightMyRequestResponse;
  try {
    response = await t.app.inject({ method: sent.method as 'GET', url: sent.url, headers: sent.headers, payload: sent.payload, remoteAddress: OFFICE_IP });
  } catch (error) {
    failures.push(`threw ${error instanceof Error ? error.message : String(error)} — ${describeRequest(target, caller, sent)}`);
    last = await settled();
    return;
  }
  const refused = isGraphql ? graphqlRefused(response) : response.statusCode >= 400;
  tally.count(target.kind, caller, sent.payloadKind, refused);
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`answered ${response.statusCode}`);
  for (const masked of ['Unexpected error.', 'Internal server error']) if (response.body.includes(masked)) problems.push(`answered "${masked}"`);
  if (refused) {
    last = await fingerprint();
    const changed = changedTables(before, last);
    if (changed.length) problems.push(`refused (${response.statusCode}) but changed rows of ${changed.join(', ')}`);
  } else {
    // 202 Accepted: the handler answered before its work was done (a webhook's turn runs afterwards).
    if (response.statusCode === 202) await settled();
    await world.repair();
    last = await fingerprint();
  }
  if (problems.length) failures.push(`${problems.join('; ')} — body ${response.body.slice(0, 300)} — ${describeRequest(target, caller, sent)}`);
}

const bodyless = (method: string) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS';

function arbRestRequest(route: RouteEntry, caller: CallerName): fc.Arbitrary<Sent> {
  const params = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] ?? '');
  const allIds = world.idsFor('');
  const plausible = fc.oneof(
    fc.constantFrom(...allIds),
    fc.constantFrom('new.person@example.com', 'Str0ng!Passw0rd?', 'hello', 'TEXT', 'DialogFlow', '2024-01-01', 'en'),
    arbNastyText,
  );
  const path = fc
    .tuple(...params.map((p) => arbPathParam(world.idsFor(p))))
    .map((values) => values.reduce<string>((url, value, i) => url.replace(`:${params[i] ?? ''}`, value), route.url));
  const query = arbQuery(fc.oneof(fc.constantFrom(...allIds), fc.constantFrom(...strangeIds), fc.constantFrom('GENERIC', 'WEB_CHAT', 'true', '1')));
  const base = callerHeaders(world, caller);
  const { apiToken, clientToken, otherCompanyId } = world.fixtures;
  const companyHeader = fc.oneof(
    { weight: 6, arbitrary: fc.constant(base.companyID) },
    { weight: 1, arbitrary: fc.constantFrom(undefined, otherCompanyId, '', ...strangeIds.slice(0, 4)) },
  );
  const channelSecret = (real: string) => fc.oneof(fc.constant(undefined), fc.constant(real), fc.constantFrom('x', '', 'a'.repeat(500)));
  const body: fc.Arbitrary<BodyCase> = bodyless(route.method) ? fc.constant({ kind: 'no body', contentType: undefined, payload: undefined }) : arbBody(plausible);
  return fc.tuple(path, query, companyHeader, channelSecret(apiToken), channelSecret(clientToken), body).map(([url, q, company, apitoken, clientTokenHeader, b]): Sent => {
    const headers: Record<string, string> = { ...base };
    if (company === undefined) delete headers.companyID;
    else headers.companyID = company;
    if (apitoken !== undefined) headers.apitoken = apitoken;
    if (clientTokenHeader !== undefined) headers['x-client-token'] = clientTokenHeader;
    if (b.contentType !== undefined) headers['content-type'] = b.contentType;
    return { method: route.method, url: `${url}${q}`, headers, payload: b.payload, payloadKind: b.kind };
  });
}

function graphqlSent(caller: CallerName, c: GraphqlCase): Sent {
  const headers: Record<string, string> = { ...callerHeaders(world, caller) };
  const payload = c.rawText ?? (c.body === undefined ? undefined : JSON.stringify(c.body));
  if (payload !== undefined) headers['content-type'] = c.contentType ?? 'application/json';
  return { method: c.method ?? 'POST', url: `/bot/graphql${c.query ?? ''}`, headers, payload, payloadKind: c.kind };
}

async function fuzz<T>(target: Target, caller: CallerName, arbitrary: fc.Arbitrary<T>, numRuns: number, toSent: (value: T) => Sent, isGraphql: boolean): Promise<void> {
  for (const value of fc.sample(arbitrary, { seed: seedOf(`${target.name} ${caller}`), numRuns })) await send(target, caller, toSent(value), isGraphql);
}

describe('API fuzz: every route and operation, four callers, hostile payloads', () => {
  it('notices a changed row (the check the fuzz run relies on)', async () => {
    const before = await fingerprint();
    const { companyId } = world.fixtures;
    await t.db.updateTable('companies').set({ country: 'GERMANY' }).where('id', '=', companyId).execute();
    expect(changedTables(before, await fingerprint())).toEqual(['companies']);
    await t.db.updateTable('companies').set({ country: 'TURKEY' }).where('id', '=', companyId).execute();
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it('answers no 5xx, no masked error, and changes no row when it refuses', async () => {
    const started = Date.now();
    console.log(`API fuzz: fast-check seed ${SEED} (FUZZ_SEED), scale ${SCALE} (FUZZ_RUNS); structured log at ${t.logPath}`);
    const restRoutes = t.routes.filter((r) => r.url !== '/bot/graphql');
    const operations: Operation[] = operationsOf(graphqlSchema);
    expect(restRoutes.length).toBeGreaterThan(50);
    expect(operations.length).toBeGreaterThan(40);

    for (const caller of callerNames) {
      for (const route of restRoutes) {
        const target: Target = { kind: 'REST', name: `${route.method} ${route.url}` };
        await fuzz(target, caller, arbRestRequest(route, caller), route.method === 'HEAD' ? RUNS.headRoute : RUNS.route, (sent) => sent, false);
      }
      for (const operation of operations) {
        const target: Target = { kind: operation.kind === 'query' ? 'GraphQL query' : 'GraphQL mutation', name: operation.field.name };
        await fuzz(target, caller, arbOperationCase(operation, world.idsFor), RUNS.operation, (c) => graphqlSent(caller, c), true);
        if (caller === 'ADMIN' || caller === 'USER') for (const c of idSweep(operation, world.idsFor)) await send(target, caller, graphqlSent(caller, c), true);
      }
      const firstOperation = operations[0];
      if (firstOperation)
        await fuzz({ kind: 'GraphQL request', name: '/bot/graphql' }, caller, arbDocumentCase(firstOperation), RUNS.document, (c) => graphqlSent(caller, c), true);
    }

    await new Promise<void>((resolve) => t.log.end(resolve));
    const logLines = readFileSync(t.logPath, 'utf8').split('\n').filter(Boolean);
    // The structured log (deps.logStream) writes a line per refused request and per unexpected
    // error; while the server writes none, this check passes without looking at anything.
    const leaks = world.secrets().filter((secret) => logLines.some((line) => line.includes(secret)));

    console.log(
      tally.report({
        seconds: (Date.now() - started) / 1000,
        routes: restRoutes.length,
        operations: operations.length,
        logLines: logLines.length,
        logPath: t.logPath,
        failures: failures.length,
      }),
    );
    expect(leaks.map((secret) => `a secret of the run (${secret.slice(0, 4)}…) is in ${t.logPath}`)).toEqual([]);
    expect(failures.slice(0, 40), `${failures.length} requests failed; the first 40 are listed`).toEqual([]);
  }, 600_000);
});
