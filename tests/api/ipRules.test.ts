// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAllowlist } from '../../server/companies/ipRules';
import { companyWith, gql, HOME_IP, OFFICE_IP, personWithSession, type Person } from './graphqlHelpers';
import { buildTestApp, testDatabase, type TestApp } from './testApp';

describe('checkAllowlist (pure)', () => {
  it.each([
    [['203.0.113.10'], '203.0.113.10'],
    [['203.0.113.0/24', ' 198.51.100.7 '], '203.0.113.99'],
    [['2001:db8::/32'], '2001:db8::1'],
    [['2001:db8::5'], '2001:db8::5'],
    [['203.0.113.10'], '::ffff:203.0.113.10'],
  ])('accepts %j from %s', (entries, ip) => {
    expect(checkAllowlist(entries, ip)).toMatchObject({ ok: true });
  });

  it('treats an empty list as no allowlist', () => {
    expect(checkAllowlist(['', '  '], '127.0.0.1')).toEqual({ ok: true, entries: [] });
  });

  it.each([
    ['300.1.1.1', 'is not an IPv4 or IPv6 address or CIDR range'],
    ['example.com', 'is not an IPv4 or IPv6 address or CIDR range'],
    ['203.0.113.0/33', 'the prefix length must be a number from 0 to 32'],
    ['2001:db8::/129', 'from 0 to 128'],
    ['203.0.113.0/x', 'the prefix length'],
    ['10.1.2.3', 'loopback or private'],
    ['172.16.5.0/24', 'loopback or private'],
    ['192.168.1.1', 'loopback or private'],
    ['127.0.0.1', 'loopback or private'],
    ['::1', 'loopback or private'],
    ['fd00::1', 'loopback or private'],
    ['fe80::1/64', 'loopback or private'],
    ['0.0.0.0/0', 'loopback or private'],
  ])('refuses %s, naming the entry', (entry, message) => {
    const result = checkAllowlist([entry, '203.0.113.10'], '203.0.113.10');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toContain(`"${entry}"`);
      expect(result.message).toContain(message);
    }
  });

  it('refuses a list without the caller’s own address', () => {
    const result = checkAllowlist(['203.0.113.0/24'], '198.51.100.7');
    expect(result).toEqual({ ok: false, message: 'Your current IP address (198.51.100.7) is not in the list: add it, or you would lock yourself out of this company.' });
  });
});

describe('setIpAllowlist', () => {
  let t: TestApp;
  let admin: Person;
  let user: Person;
  let companyId: string;
  beforeAll(async () => {
    t = await buildTestApp(await testDatabase());
    admin = await personWithSession(t, 'Admin');
    user = await personWithSession(t, 'User');
    companyId = await companyWith(t, 'Walled Co', [
      [admin, 'ADMIN'],
      [user, 'USER'],
    ]);
  });
  afterAll(async () => {
    await t.app.close();
    await t.db.destroy();
  });
  const set = 'mutation($c: ID!, $e: [String!]!) { setIpAllowlist(companyId: $c, entries: $e) { id ipAllowlist isIpAddressAllowed } }';

  it('saves a valid list, then enforces it on every company-scoped field', async () => {
    const saved = await gql(t, set, { c: companyId, e: ['203.0.113.0/24', '2001:db8::/32'] }, { token: admin.token, ip: OFFICE_IP });
    expect(saved.data?.setIpAllowlist).toEqual({ id: companyId, ipAllowlist: ['203.0.113.0/24', '2001:db8::/32'], isIpAddressAllowed: true });
    const fromHome = await gql(t, 'query($c: ID!) { members(companyId: $c) { userId } }', { c: companyId }, { token: user.token, ip: HOME_IP });
    expect(fromHome.status).toBe(403);
    expect(fromHome.errors?.[0]).toMatchObject({ extensions: { code: 'err_ip_not_allowed' } });
    const userView = await gql(t, 'query($c: ID!) { company(id: $c) { ipAllowlist } }', { c: companyId }, { token: user.token, ip: OFFICE_IP });
    expect(userView.data?.company).toEqual({ ipAllowlist: null });
  });

  it('refuses private ranges and a list that would lock the admin out, with the reason; the list stays', async () => {
    const privateRange = await gql(t, set, { c: companyId, e: ['203.0.113.0/24', '192.168.0.0/16'] }, { token: admin.token, ip: OFFICE_IP });
    expect(privateRange.errors?.[0]).toMatchObject({
      message: '"192.168.0.0/16" is a loopback or private address range, which cannot be used in an IP allowlist.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const lockout = await gql(t, set, { c: companyId, e: ['198.51.100.0/24'] }, { token: admin.token, ip: OFFICE_IP });
    expect(lockout.errors?.[0]?.message).toContain('Your current IP address (203.0.113.10) is not in the list');
    const row = await t.db.selectFrom('companies').select('ip_allowlist').where('id', '=', companyId).executeTakeFirstOrThrow();
    expect(row.ip_allowlist).toEqual(['203.0.113.0/24', '2001:db8::/32']);
    const cleared = await gql(t, set, { c: companyId, e: [] }, { token: admin.token, ip: OFFICE_IP });
    expect(cleared.data?.setIpAllowlist).toMatchObject({ ipAllowlist: [] });
    expect((await gql(t, 'query($c: ID!) { members(companyId: $c) { userId } }', { c: companyId }, { token: user.token, ip: HOME_IP })).errors).toBeUndefined();
  });
});
