// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBot } from '../../server/bots/botStore';
import { designerAccess } from '../../server/bots/botAccess';
import { starterFlow } from '../../server/bots/flowBuilder';
import { companyWith, gql, HOME_IP, personWithSession, type Person } from './graphqlHelpers';
import { buildTestApp, testDatabase, type TestApp } from './testApp';

let t: TestApp;
let roles: TestApp;
let admin: Person;
let member: Person;
let outsider: Person;
let companyId: string;
beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  roles = await buildTestApp(t.db, { userRoleSetting: true });
  admin = await personWithSession(t, 'Admin');
  member = await personWithSession(t, 'Member');
  outsider = await personWithSession(t, 'Out');
  companyId = await companyWith(
    t,
    'Roles Co',
    [
      [admin, 'ADMIN'],
      [member, 'USER'],
    ],
    { allowlist: ['203.0.113.0/24'] },
  );
  await companyWith(t, 'Other Co', [[outsider, 'ADMIN']]);
});
afterAll(async () => {
  await roles.app.close();
  await t.app.close();
  await t.db.destroy();
});

const OPEN = 'query($b: ID!) { designerVersion(botId: $b) { id access } }';
const SAVE = 'mutation($b: ID!, $flow: String!) { saveVersion(botId: $b, flow: $flow) { id name } }';
const ROLES = 'query($c: ID!) { designerRoles(companyId: $c) { userId designerRole } }';
const SET = 'mutation($c: ID!, $u: ID!, $r: String!) { setDesignerRole(companyId: $c, userId: $u, designerRole: $r) { userId designerRole } }';

const newBot = () => insertBot(t.db, t.clock.now(), { name: 'Helper', companyId, userId: admin.userId, flow: starterFlow() });
const flow = JSON.stringify(starterFlow());
const versionCount = async (botId: string) => (await t.db.selectFrom('bot_versions').select('id').where('bot_id', '=', botId).execute()).length;
const storedRole = async (userId: string) =>
  (await t.db.selectFrom('company_users').select('designer_role').where('company_id', '=', companyId).where('user_id', '=', userId).executeTakeFirstOrThrow()).designer_role;
async function setRole(userId: string, role: 'VIEWER' | 'DESIGNER') {
  await t.db.updateTable('company_users').set({ designer_role: role }).where('company_id', '=', companyId).where('user_id', '=', userId).execute();
}

describe('designerAccess', () => {
  const base = { userId: 'u', companyId: 'c', isEnterprise: true, ipAllowlist: null };
  it('is FULL for everyone without the setting, FULL for ADMINs with it, else the stored role (VIEWER when unknown)', () => {
    expect(designerAccess({ ...base, userType: 'USER', designerRole: 'VIEWER' }, { userRoleSetting: false })).toBe('FULL');
    expect(designerAccess({ ...base, userType: 'ADMIN', designerRole: 'VIEWER' }, { userRoleSetting: true })).toBe('FULL');
    expect(designerAccess({ ...base, userType: 'USER', designerRole: 'DESIGNER' }, { userRoleSetting: true })).toBe('DESIGNER');
    expect(designerAccess({ ...base, userType: 'USER', designerRole: 'VIEWER' }, { userRoleSetting: true })).toBe('VIEWER');
    expect(designerAccess({ ...base, userType: 'USER' }, { userRoleSetting: true })).toBe('VIEWER');
  });
});

describe('designer roles with the user-role setting on', () => {
  it('a new member is a VIEWER: opens with access VIEWER and cannot save; nothing is stored', async () => {
    const botId = await newBot();
    await setRole(member.userId, 'VIEWER');
    expect((await gql(roles, OPEN, { b: botId }, { token: member.token })).data?.designerVersion).toMatchObject({ access: 'VIEWER' });
    const refused = await gql(roles, SAVE, { b: botId, flow }, { token: member.token });
    expect(refused.errors?.[0]).toMatchObject({ message: "You don't have permission to change this assistant.", extensions: { code: 'FORBIDDEN' } });
    expect(await versionCount(botId)).toBe(1);
  });

  it('a DESIGNER opens with access DESIGNER and saves; an ADMIN has FULL access and saves', async () => {
    const botId = await newBot();
    await setRole(member.userId, 'DESIGNER');
    expect((await gql(roles, OPEN, { b: botId }, { token: member.token })).data?.designerVersion).toMatchObject({ access: 'DESIGNER' });
    expect((await gql(roles, SAVE, { b: botId, flow }, { token: member.token })).data?.saveVersion).toMatchObject({ name: 'v2' });
    expect((await gql(roles, OPEN, { b: botId }, { token: admin.token })).data?.designerVersion).toMatchObject({ access: 'FULL' });
    expect((await gql(roles, SAVE, { b: botId, flow }, { token: admin.token })).data?.saveVersion).toMatchObject({ name: 'v3' });
    await setRole(member.userId, 'VIEWER');
  });

  it('an ADMIN sets a member DESIGNER then VIEWER; the role list and the designer follow', async () => {
    const botId = await newBot();
    const set = await gql(roles, SET, { c: companyId, u: member.userId, r: 'DESIGNER' }, { token: admin.token });
    expect(set.data?.setDesignerRole).toEqual({ userId: member.userId, designerRole: 'DESIGNER' });
    const list = await gql(roles, ROLES, { c: companyId }, { token: member.token });
    expect(list.data?.designerRoles).toContainEqual({ userId: member.userId, designerRole: 'DESIGNER' });
    expect((await gql(roles, SAVE, { b: botId, flow }, { token: member.token })).data?.saveVersion).toMatchObject({ name: 'v2' });
    await gql(roles, SET, { c: companyId, u: member.userId, r: 'VIEWER' }, { token: admin.token });
    expect(await storedRole(member.userId)).toBe('VIEWER');
    expect(outcomeCode(await gql(roles, SAVE, { b: botId, flow }, { token: member.token }))).toBe('FORBIDDEN');
  });

  it('refuses a USER, another company, an unknown role or member, and a blocked address; nothing changes', async () => {
    await setRole(member.userId, 'VIEWER');
    const asUser = await gql(roles, SET, { c: companyId, u: member.userId, r: 'DESIGNER' }, { token: member.token });
    expect(asUser.errors?.[0]).toMatchObject({ message: "You don't have admin permissions on this company.", extensions: { code: 'FORBIDDEN' } });
    const asOutsider = await gql(roles, SET, { c: companyId, u: member.userId, r: 'DESIGNER' }, { token: outsider.token });
    expect(asOutsider.errors?.[0]).toMatchObject({ message: "You don't have access to this company.", extensions: { code: 'FORBIDDEN' } });
    const badRole = await gql(roles, SET, { c: companyId, u: member.userId, r: 'ADMIN' }, { token: admin.token });
    expect(badRole.errors?.[0]).toMatchObject({ message: 'The designer role must be VIEWER or DESIGNER.', extensions: { code: 'BAD_USER_INPUT' } });
    const stranger = await gql(roles, SET, { c: companyId, u: outsider.userId, r: 'DESIGNER' }, { token: admin.token });
    expect(stranger.errors?.[0]).toMatchObject({ message: 'This person is not a member of the company.', extensions: { code: 'NOT_FOUND' } });
    const blocked = await gql(roles, SET, { c: companyId, u: member.userId, r: 'DESIGNER' }, { token: admin.token, ip: HOME_IP });
    expect(blocked.errors?.[0]?.extensions?.code).toBe('err_ip_not_allowed');
    const anonymous = await gql(roles, SET, { c: companyId, u: member.userId, r: 'DESIGNER' });
    expect(anonymous.status).toBe(401);
    expect(await storedRole(member.userId)).toBe('VIEWER');
  });
});

describe('without the user-role setting', () => {
  it('everyone has FULL access and saves, whatever role is stored; setting a role is refused', async () => {
    const botId = await newBot();
    await setRole(member.userId, 'VIEWER');
    expect((await gql(t, OPEN, { b: botId }, { token: member.token })).data?.designerVersion).toMatchObject({ access: 'FULL' });
    expect((await gql(t, SAVE, { b: botId, flow }, { token: member.token })).data?.saveVersion).toMatchObject({ name: 'v2' });
    const set = await gql(t, SET, { c: companyId, u: member.userId, r: 'DESIGNER' }, { token: admin.token });
    expect(set.errors?.[0]).toMatchObject({ message: 'Designer roles apply only when the user-role setting is on.', extensions: { code: 'CONFLICT' } });
    expect(await storedRole(member.userId)).toBe('VIEWER');
  });

  it('a new version keeps the partner integration of the newest one', async () => {
    const botId = await newBot();
    await t.db.updateTable('bot_versions').set({ partner_name: 'acme', request_token_enc: 'sealed' }).where('bot_id', '=', botId).execute();
    await gql(t, SAVE, { b: botId, flow }, { token: admin.token });
    const rows = await t.db.selectFrom('bot_versions').select(['name', 'partner_name', 'request_token_enc']).where('bot_id', '=', botId).execute();
    expect(rows.find((row) => row.name === 'v2')).toMatchObject({ partner_name: 'acme', request_token_enc: 'sealed' });
  });
});

function outcomeCode(answer: { errors?: Array<{ extensions?: Record<string, unknown> }> }): unknown {
  return answer.errors?.[0]?.extensions?.code;
}
