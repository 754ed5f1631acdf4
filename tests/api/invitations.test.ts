// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWith, gql, personWithSession, type Person } from './graphqlHelpers';
import { buildTestApp, latestLink, postJson, strongPassword, testDatabase, uniqueEmail, type TestApp } from './testApp';

let t: TestApp;
let admin: Person;
let companyId: string;
beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  admin = await personWithSession(t, 'Admin');
  companyId = await companyWith(t, 'Inviting Co', [[admin, 'ADMIN']]);
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

const invite = 'mutation($c: ID!, $e: String!, $t: String!) { inviteMember(companyId: $c, email: $e, userType: $t) { id email userType } }';

async function invitationLink(email: string, userType: string): Promise<URL> {
  const answer = await gql(t, invite, { c: companyId, e: email, t: userType }, { token: admin.token });
  expect(answer.data?.inviteMember).toMatchObject({ email: email.toLowerCase(), userType });
  return new URL(await latestLink(t.db, email.toLowerCase()));
}

describe('invitations end to end through the outbox', () => {
  it('mails a register link; /auth/invitation creates the user in the company with the invited type', async () => {
    const email = uniqueEmail('invited');
    const link = await invitationLink(email, 'ADMIN');
    expect(`${link.origin}${link.pathname}`).toBe('http://console.test/register');
    expect(link.searchParams.get('type')).toBe('ADMIN');
    const pending = await gql(t, 'query($c: ID!) { invitations(companyId: $c) { email } }', { c: companyId }, { token: admin.token });
    expect(pending.data?.invitations).toContainEqual({ email: email.toLowerCase() });

    const registered = await postJson(t.app, `/auth/invitation?tokeninv=${link.searchParams.get('tokeninv') ?? ''}`, { name: 'New', surname: 'Admin', password: strongPassword });
    expect(registered.statusCode).toBe(200);
    const user = await t.db.selectFrom('users').select('id').where('email', '=', email.toLowerCase()).executeTakeFirstOrThrow();
    const members = await gql(t, 'query($c: ID!) { members(companyId: $c) { userId userType } }', { c: companyId }, { token: admin.token });
    expect(members.data?.members).toContainEqual({ userId: user.id, userType: 'ADMIN' });
    const again = await postJson(t.app, `/auth/invitation?tokeninv=${link.searchParams.get('tokeninv') ?? ''}`, { name: 'New', surname: 'Admin', password: strongPassword });
    expect(again.statusCode).toBe(404);
  });

  it('lets a signed-in existing user accept with the bearer token; only the addressee', async () => {
    const existing = await personWithSession(t, 'Existing');
    const stranger = await personWithSession(t, 'Stranger');
    const link = await invitationLink(existing.email, 'USER');
    const token = link.searchParams.get('tokeninv') ?? '';
    const wrong = await postJson(t.app, `/auth/invitation/accept?tokeninv=${token}`, {}, { token: stranger.token });
    expect(wrong.statusCode).toBe(409);
    expect((await postJson(t.app, `/auth/invitation/accept?tokeninv=${token}`, {})).statusCode).toBe(401);
    const accepted = await postJson(t.app, `/auth/invitation/accept?tokeninv=${token}`, {}, { token: existing.token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ status: 'ok', type: 'USER', companyId });
    const seen = await gql(t, '{ companies { id currentUserType } }', {}, { token: existing.token });
    expect(seen.data?.companies).toEqual([{ id: companyId, currentUserType: 'USER' }]);
    expect((await postJson(t.app, `/auth/invitation/accept?tokeninv=${token}`, {}, { token: existing.token })).statusCode).toBe(404);
  });

  it('refuses inviting a member, a bad address or type; revokes a pending invitation', async () => {
    const member = await gql(t, invite, { c: companyId, e: admin.email, t: 'USER' }, { token: admin.token });
    expect(member.errors?.[0]?.message).toBe('This person is already a member of the company.');
    expect((await gql(t, invite, { c: companyId, e: 'not-an-email', t: 'USER' }, { token: admin.token })).errors?.[0]?.message).toBe('Enter a valid e-mail address.');
    expect((await gql(t, invite, { c: companyId, e: 'a@example.com', t: 'BOSS' }, { token: admin.token })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const created = await gql(t, invite, { c: companyId, e: 'revoked@example.com', t: 'USER' }, { token: admin.token });
    const id = (created.data?.inviteMember as { id: string }).id;
    expect((await gql(t, 'mutation($id: ID!) { revokeInvitation(id: $id) { success } }', { id }, { token: admin.token })).data?.revokeInvitation).toEqual({ success: true });
    const link = new URL(await latestLink(t.db, 'revoked@example.com'));
    const late = await postJson(t.app, `/auth/invitation?tokeninv=${link.searchParams.get('tokeninv') ?? ''}`, { name: 'Too', surname: 'Late', password: strongPassword });
    expect(late.statusCode).toBe(404);
  });
});
