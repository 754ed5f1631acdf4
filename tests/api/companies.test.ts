// @vitest-environment node
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAiConnection } from '../../server/ai/aiConnectionStore';
import { insertBot } from '../../server/bots/botStore';
import { starterFlow } from '../../server/bots/flowBuilder';
import { companyWith, gql, personWithSession, type Person } from './graphqlHelpers';
import { buildTestApp, countRows, testDatabase, type TestApp } from './testApp';

let t: TestApp;
let ada: Person;
let bob: Person;
beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  ada = await personWithSession(t, 'Ada');
  bob = await personWithSession(t, 'Bob');
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

const create = 'mutation($name: String!, $country: String!, $d: String) { createCompany(name: $name, country: $country, requestDescription: $d) { id name } }';

describe('createCompany', () => {
  it('trims the name, defaults the country, makes the creator ADMIN of an enterprise company', async () => {
    const answer = await gql(t, create, { name: '  Acme Trading  ', country: '', d: 'We sell things' }, { token: ada.token });
    const created = answer.data?.createCompany as { id: string; name: string };
    expect(created.name).toBe('Acme Trading');
    const list = await gql(t, '{ companies { id name currentUserType isEnterprise country ipAllowlist } }', {}, { token: ada.token });
    expect(list.data?.companies).toContainEqual({ id: created.id, name: 'Acme Trading', currentUserType: 'ADMIN', isEnterprise: true, country: 'TURKEY', ipAllowlist: [] });
    const row = await t.db.selectFrom('companies').select(['created_by', 'request_description']).where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ created_by: ada.userId, request_description: 'We sell things' });
  });

  it.each([
    ['   ', 'The field cannot be empty'],
    ['A', 'The name must be at least 2 charachters'],
  ])('refuses the name %j: %s', async (name, message) => {
    const answer = await gql(t, create, { name, country: 'TURKEY' }, { token: ada.token });
    expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses a second company with the same name for the same user (402), not for another user', async () => {
    await gql(t, create, { name: 'Twin', country: 'TURKEY' }, { token: ada.token });
    const again = await gql(t, create, { name: ' twin ', country: 'TURKEY' }, { token: ada.token });
    expect(again.errors?.[0]).toMatchObject({ message: 'There is already a company with the same name.', extensions: { code: 'DUPLICATE', status: 402 } });
    const other = await gql(t, create, { name: 'Twin', country: 'TURKEY' }, { token: bob.token });
    expect(other.errors).toBeUndefined();
  });
});

describe('createAccountInfo', () => {
  const save =
    'mutation($c: ID!, $u: ID!, $p: String!, $w: String!, $j: String!) { createAccountInfo(companyId: $c, userId: $u, peopleCount: $p, workField: $w, jobTitle: $j) { companyId userId peopleCount workField jobTitle } }';
  it('saves the three choices of the spec lists for the caller, and refuses others', async () => {
    const companyId = await companyWith(t, 'Info Co', [[ada, 'ADMIN']]);
    const ok = await gql(t, save, { c: companyId, u: ada.userId, p: '11-50', w: 'Information Technology & Services', j: 'Adminastrator/Coordinator' }, { token: ada.token });
    expect(ok.data?.createAccountInfo).toEqual({
      companyId,
      userId: ada.userId,
      peopleCount: '11-50',
      workField: 'Information Technology & Services',
      jobTitle: 'Adminastrator/Coordinator',
    });
    const bad = await gql(t, save, { c: companyId, u: ada.userId, p: '12', w: 'Finance', j: 'Other' }, { token: ada.token });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const someoneElse = await gql(t, save, { c: companyId, u: bob.userId, p: '11-50', w: 'Finance', j: 'Other' }, { token: ada.token });
    expect(someoneElse.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('deleteCompany', () => {
  async function companyWithEverything(): Promise<string> {
    const companyId = await companyWith(t, `Doomed ${Math.random()}`, [
      [ada, 'ADMIN'],
      [bob, 'USER'],
    ]);
    await insertBot(t.db, t.clock.now(), { name: 'One', companyId, userId: ada.userId, flow: starterFlow() });
    await insertBot(t.db, t.clock.now(), { name: 'Two', companyId, userId: ada.userId, flow: starterFlow() });
    await insertAiConnection(t.db, t.clock.now(), {
      companyId,
      userId: ada.userId,
      name: 'AI',
      type: 'DialogFlow',
      backend: 'Google Cloud',
      projectName: 'p1',
      settings: {},
      secretEnc: 'sealed',
    });
    await t.db.insertInto('account_info').values({ company_id: companyId, user_id: ada.userId, people_count: '0-1', work_field: 'Media', job_title: 'Other' }).execute();
    await t.db
      .insertInto('invitations')
      .values({ token_hash: `h${Math.random()}`, company_id: companyId, email: 'x@example.com', user_type: 'USER', expires_at: new Date(Date.now() + 1e6) })
      .execute();
    return companyId;
  }
  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        (['companies', 'company_users', 'bots', 'bot_versions', 'account_info', 'invitations', 'ai_connections'] as const).map(async (table) => [
          table,
          await countRows(t.db, table),
        ]),
      ),
    );

  it('removes the company, its memberships, invitations, account info, assistants, versions and AI connections', async () => {
    const companyId = await companyWithEverything();
    const before = await counts();
    const answer = await gql(t, 'mutation($id: ID!) { deleteCompany(id: $id) { success } }', { id: companyId }, { token: ada.token });
    expect(answer.data?.deleteCompany).toEqual({ success: true });
    expect(await counts()).toEqual({
      companies: before.companies - 1,
      company_users: before.company_users - 2,
      bots: before.bots - 2,
      bot_versions: before.bot_versions - 2,
      account_info: before.account_info - 1,
      invitations: before.invitations - 1,
      ai_connections: before.ai_connections - 1,
    });
  });

  it('changes nothing when the last step fails (one transaction)', async () => {
    const companyId = await companyWithEverything();
    await sql`create function refuse_company_delete() returns trigger language plpgsql as $$ begin raise exception 'simulated failure'; end $$`.execute(t.db);
    await sql`create trigger refuse_company_delete before delete on companies for each row execute function refuse_company_delete()`.execute(t.db);
    try {
      const before = await counts();
      const answer = await gql(t, 'mutation($id: ID!) { deleteCompany(id: $id) { success } }', { id: companyId }, { token: ada.token });
      expect(answer.errors).toBeDefined();
      expect(await counts()).toEqual(before);
    } finally {
      await sql`drop trigger refuse_company_delete on companies`.execute(t.db);
      await sql`drop function refuse_company_delete()`.execute(t.db);
    }
  });
});

describe('leaving and member types', () => {
  it('keeps the last ADMIN in; after another ADMIN is named, the first may leave', async () => {
    const companyId = await companyWith(t, 'Stay Co', [
      [ada, 'ADMIN'],
      [bob, 'USER'],
    ]);
    const leave = 'mutation($id: ID!) { leaveCompany(id: $id) { success } }';
    const refused = await gql(t, leave, { id: companyId }, { token: ada.token });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'You are the last admin of this company. Make another member an admin before leaving.',
      extensions: { code: 'CONFLICT' },
    });
    const demote = await gql(
      t,
      'mutation($c: ID!, $u: ID!) { changeMemberType(companyId: $c, userId: $u, userType: "USER") { userType } }',
      { c: companyId, u: ada.userId },
      { token: ada.token },
    );
    expect(demote.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const promote = await gql(
      t,
      'mutation($c: ID!, $u: ID!) { changeMemberType(companyId: $c, userId: $u, userType: "ADMIN") { userId userType } }',
      { c: companyId, u: bob.userId },
      { token: ada.token },
    );
    expect(promote.data?.changeMemberType).toEqual({ userId: bob.userId, userType: 'ADMIN' });
    expect((await gql(t, leave, { id: companyId }, { token: ada.token })).data?.leaveCompany).toEqual({ success: true });
    const members = await gql(t, 'query($c: ID!) { members(companyId: $c) { userId userType } }', { c: companyId }, { token: bob.token });
    expect(members.data?.members).toEqual([{ userId: bob.userId, userType: 'ADMIN' }]);
    expect((await gql(t, 'query($id: ID!) { company(id: $id) { id } }', { id: companyId }, { token: ada.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lets a USER leave, and an ADMIN remove a member but not the last ADMIN', async () => {
    const companyId = await companyWith(t, 'Go Co', [
      [ada, 'ADMIN'],
      [bob, 'USER'],
    ]);
    const removeSelf = await gql(t, 'mutation($c: ID!, $u: ID!) { removeMember(companyId: $c, userId: $u) { success } }', { c: companyId, u: ada.userId }, { token: ada.token });
    expect(removeSelf.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await gql(t, 'mutation($id: ID!) { leaveCompany(id: $id) { success } }', { id: companyId }, { token: bob.token })).data?.leaveCompany).toEqual({ success: true });
  });
});
