// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { ipMatches, signinAllowedFrom } from '../../server/auth/ipAllowlist';
import { hashPassword, verifyPassword } from '../../server/auth/passwords';
import { decrypt, encrypt } from '../../server/secrets';
import { randomStrongPassword } from '../../server/seed';
import { isStrongPassword } from '../../services/contracts';

describe('environment', () => {
  it('has working defaults', () => {
    const read = readConfig({});
    if (!('config' in read)) throw new Error(read.problems.join('; '));
    expect(read.config).toMatchObject({
      port: 8080,
      dataDir: './data',
      publicUrl: 'http://localhost:8080',
      loginCaptchaThreshold: 3,
      devMode: true,
      tfaIssuer: 'Assistant Console',
      databaseUrl: undefined,
      smtpUrl: undefined,
      authRateLimit: 100,
    });
    const raised = readConfig({ AUTH_RATE_LIMIT: '1000' });
    expect('config' in raised && raised.config.authRateLimit).toBe(1000);
  });

  it('turns developer mode off in production unless asked', () => {
    const production = readConfig({ NODE_ENV: 'production' });
    expect('config' in production && production.config.devMode).toBe(false);
    const forced = readConfig({ NODE_ENV: 'production', DEV_MODE: 'true' });
    expect('config' in forced && forced.config.devMode).toBe(true);
  });

  it('reads an empty PORT as the default port, printed in the console address', () => {
    const read = readConfig({ PORT: '' });
    expect('config' in read && [read.config.port, read.config.publicUrl]).toEqual([8080, 'http://localhost:8080']);
  });

  it('names every wrong variable', () => {
    const read = readConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SECRET_KEY: 'short', LOGIN_CAPTCHA_THRESHOLD: '0', DEV_MODE: 'maybe', AUTH_RATE_LIMIT: '0' });
    expect('problems' in read).toBe(true);
    const text = 'problems' in read ? read.problems.join('\n') : '';
    for (const name of ['PORT', 'DATABASE_URL', 'SECRET_KEY', 'LOGIN_CAPTCHA_THRESHOLD', 'DEV_MODE', 'AUTH_RATE_LIMIT']) expect(text).toContain(name);
    expect(readConfig({ GOOGLE_CLIENT_ID: 'only-id' })).toEqual({ problems: ['GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together'] });
  });
});

describe('building blocks', () => {
  it('matches exact addresses and CIDR ranges, IPv4 and IPv6', () => {
    expect(ipMatches('10.1.2.3', ['10.0.0.0/8'])).toBe(true);
    expect(ipMatches('::ffff:10.1.2.3', ['10.0.0.0/8'])).toBe(true);
    expect(ipMatches('11.1.2.3', ['10.0.0.0/8', '192.0.2.1'])).toBe(false);
    expect(ipMatches('2001:db8::5', ['2001:db8::/32'])).toBe(true);
    expect(ipMatches('192.0.2.1', ['not an ip', '192.0.2.1'])).toBe(true);
    expect(signinAllowedFrom([], '1.2.3.4')).toBe(true);
    expect(signinAllowedFrom([['10.0.0.0/8'], []], '1.2.3.4')).toBe(true);
    expect(signinAllowedFrom([['10.0.0.0/8'], ['192.0.2.0/24']], '1.2.3.4')).toBe(false);
  });

  it('hashes passwords with a salt and checks them', async () => {
    const one = await hashPassword('Str0ng!Passw0rd', 1024);
    const two = await hashPassword('Str0ng!Passw0rd', 1024);
    expect(one).not.toBe(two);
    expect(await verifyPassword('Str0ng!Passw0rd', one)).toBe(true);
    expect(await verifyPassword('Str0ng!Passw0rd?', one)).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
  });

  it('seals secrets so only the same key opens them', () => {
    const sealed = encrypt('k'.repeat(40), 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(decrypt('k'.repeat(40), sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => decrypt('j'.repeat(40), sealed)).toThrow();
  });

  it('makes seed passwords that meet the console rules', () => {
    for (let i = 0; i < 20; i += 1) expect(isStrongPassword(randomStrongPassword())).toBe(true);
  });
});
