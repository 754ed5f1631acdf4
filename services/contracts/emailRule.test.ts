import { describe, expect, it } from 'vitest';
import { email } from './emailAddress';
import { isEmailAddress } from './emailRule';

const addresses = [
  'ada@example.com',
  '  ada@example.com  ',
  'ADA@EXAMPLE.COM',
  'a.b+c@sub.example.co',
  '',
  '   ',
  'ada',
  'ada@',
  '@example.com',
  'ada@example',
  'ada example@x.com',
  `${'a'.repeat(250)}@x.co`,
  `${'a'.repeat(244)}@example.com`,
];

describe('the sign-in page’s address rule', () => {
  it('accepts exactly the addresses the server’s schema accepts', () => {
    for (const address of addresses) expect(isEmailAddress(address), address).toBe(email.safeParse(address).success);
    expect(addresses.filter(isEmailAddress)).toEqual(['ada@example.com', '  ada@example.com  ', 'ADA@EXAMPLE.COM', 'a.b+c@sub.example.co']);
  });
});
