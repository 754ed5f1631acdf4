import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { createSession } from '../../server/auth/sessions';
import { insertUser } from '../../server/auth/users';
import type { UserType } from '../../server/db/schema';
import { postJson, uniqueEmail, type TestApp } from './testApp';

/** Addresses from the documentation ranges: public, so the allowlist rules apply to them. */
export const OFFICE_IP = '203.0.113.10';
export const HOME_IP = '198.51.100.7';

export type Person = { userId: string; token: string; email: string };

/** A user with a full session, written straight into the database (sign-in is tested elsewhere). */
export async function personWithSession(t: TestApp, name = 'Ada'): Promise<Person> {
  const email = uniqueEmail(name.toLowerCase());
  const user = await insertUser(t.db, t.clock.now(), { name, surname: 'Tester', email, passwordHash: null, confirmed: true });
  const { token } = await createSession(t.db, t.clock, { userId: user.id, scope: 'full', deviceHash: null, keepSignedIn: false, firstLogin: false });
  return { userId: user.id, token, email: user.email };
}

export async function companyWith(
  t: TestApp,
  name: string,
  members: ReadonlyArray<[Person, UserType]>,
  options: { allowlist?: string[]; enterprise?: boolean } = {},
): Promise<string> {
  const company = await t.db
    .insertInto('companies')
    .values({ name, ip_allowlist: options.allowlist ?? null, is_enterprise: options.enterprise ?? true })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [person, userType] of members) {
    await t.db.insertInto('company_users').values({ company_id: company.id, user_id: person.userId, user_type: userType }).execute();
  }
  return company.id;
}

/** Company A, which admits only the office range (OFFICE_IP), with its admin and a user; and Company B, whose admin is the outsider. */
export type TwoCompanies = { admin: Person; user: Person; outsider: Person; companyA: string; companyB: string };

export async function twoCompanies(t: TestApp): Promise<TwoCompanies> {
  const admin = await personWithSession(t, 'Admin');
  const user = await personWithSession(t, 'User');
  const outsider = await personWithSession(t, 'Out');
  const companyA = await companyWith(
    t,
    'Company A',
    [
      [admin, 'ADMIN'],
      [user, 'USER'],
    ],
    { allowlist: ['203.0.113.0/24'] },
  );
  const companyB = await companyWith(t, 'Company B', [[outsider, 'ADMIN']]);
  return { admin, user, outsider, companyA, companyB };
}

/** A REST call as the console makes it: the session's bearer token, the chosen company in `companyID`, the body as JSON, from `ip`. */
export type RestCall = { token?: string | null; ip?: string; company?: string | null; headers?: Record<string, string>; body?: unknown };

export function restCall(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  { token, ip = OFFICE_IP, company, headers = {}, body }: RestCall = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    remoteAddress: ip,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(company ? { companyID: company } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

export type GraphqlAnswer = {
  status: number;
  data: Record<string, unknown> | null | undefined;
  errors: Array<{ message: string; extensions?: Record<string, unknown> }> | undefined;
};

export async function gql(t: TestApp, query: string, variables: Record<string, unknown> = {}, call: { token?: string; ip?: string } = {}): Promise<GraphqlAnswer> {
  const response: LightMyRequestResponse = await postJson(t.app, '/bot/graphql', { query, variables }, { token: call.token, ip: call.ip ?? OFFICE_IP });
  const body = response.json() as { data?: Record<string, unknown> | null; errors?: GraphqlAnswer['errors'] };
  return { status: response.statusCode, data: body.data, errors: body.errors };
}

/** The first error's code, or 'data' when the field answered. */
export function outcome(answer: GraphqlAnswer): string {
  const code = answer.errors?.[0]?.extensions?.code;
  if (typeof code === 'string') return code;
  return answer.data ? 'data' : 'nothing';
}

/** A fetch that hands every request to the test app in process (no port, no network), as the console's clients would send it. */
export function fetchInto(app: FastifyInstance): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const body = request.method === 'GET' ? undefined : await request.text();
    const answer = await app.inject({
      method: request.method as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers.entries()),
      remoteAddress: OFFICE_IP,
      ...(body ? { payload: body } : {}),
    });
    return new Response(answer.statusCode === 204 ? null : answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  }) as typeof fetch;
}
