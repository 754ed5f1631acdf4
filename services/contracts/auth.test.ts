import { describe, expect, it } from 'vitest';
import { checkPassword, isStrongPassword, passwordStrength, signinRequest, signupRequest } from './auth';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('account contracts', () => {
  it('tells a missing field from a field of the wrong type', () => {
    expect(firstMessage(signupRequest.safeParse({ surname: 'x', email: 'a@b.co', password: 'Aa1!aaaa' }))).toBe('Name is required.');
    expect(firstMessage(signupRequest.safeParse({ name: 1, surname: 'x', email: 'a@b.co', password: 'Aa1!aaaa' }))).toBe('Name must be text.');
    expect(firstMessage(signinRequest.safeParse({ email: ['a'], password: 'x' }))).toBe('E-mail must be text.');
    expect(firstMessage(signinRequest.safeParse({ email: 'a@b.co' }))).toBe('Password is required.');
    expect(firstMessage(signinRequest.safeParse({ email: 'nope', password: 'x' }))).toBe('E-mail is not valid.');
  });

  it('checks the password rules of spec 5 one by one', () => {
    expect(checkPassword('abc')).toEqual({ length: false, lowercase: true, uppercase: false, number: false, symbol: false });
    expect(checkPassword('Abcdef1!')).toEqual({ length: true, lowercase: true, uppercase: true, number: true, symbol: true });
    expect(isStrongPassword('Abcdef1!')).toBe(true);
    expect(isStrongPassword('Abcdefg1')).toBe(false);
    expect(passwordStrength('Abcdef1!')).toBeGreaterThan(1);
    expect(passwordStrength('abc')).toBe(0);
  });
});
