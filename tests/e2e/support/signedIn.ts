import type { Page } from 'playwright-core';
import { confirmedUser } from './accounts';
import { postJson as post } from './api';
import { totpCode } from './totp';

export type TwoFactorUser = { email: string; password: string; secret: string };

/** A confirmed user whose two-factor is already set up through the API. */
export async function userWithTwoFactor(baseUrl: string, prefix: string): Promise<TwoFactorUser> {
  const user = await confirmedUser(baseUrl, prefix);
  const first = await post<{ token: string }>(baseUrl, '/auth/signin', { email: user.email, password: user.password });
  const { secret } = await post<{ secret: string }>(baseUrl, '/auth/2fa/initiate', {}, first.token);
  await post(baseUrl, '/auth/2fa/verify', { verificationToken: totpCode(secret) }, first.token);
  return { ...user, secret };
}

/** Signs in through the login and two-factor screens, as a person would. */
export async function signInWithCode(page: Page, user: TwoFactorUser): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(user.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL('**/2fa/verify');
  // The code of the next period: the one used during setup is spent.
  await page.getByLabel('Authentication Code').fill(totpCode(user.secret, 1));
  await page.getByRole('button', { name: 'VERIFY' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/2fa') && url.pathname !== '/login');
}

/** A full session through the API: the password, then the code of the next period (the one used during setup is spent). */
export async function apiSession(baseUrl: string, user: TwoFactorUser): Promise<{ token: string; user: { id: string } }> {
  const first = await post<{ token: string }>(baseUrl, '/auth/signin', { email: user.email, password: user.password });
  const verified = await post<{ data: { token?: string; user?: { id: string } } }>(baseUrl, '/auth/2fa/verify', { verificationToken: totpCode(user.secret, 1) }, first.token);
  const { token, user: who } = verified.data;
  if (!token || !who) throw new Error('The two-factor verification answered no session.');
  return { token, user: who };
}

/**
 * Signs in through the API and gives the page's browser the cookies the console keeps after a
 * sign-in (services/session.ts). For tests whose subject is another screen: the sign-in screens
 * have their own tests, and this skips two page loads per test.
 */
export async function signInThroughApi(page: Page, baseUrl: string, user: TwoFactorUser): Promise<void> {
  const { token, user: who } = await apiSession(baseUrl, user);
  const cookie = (name: string, value: string) => ({ name, value: encodeURIComponent(value), url: baseUrl, sameSite: 'Strict' as const });
  await page.context().addCookies([cookie('token', token), cookie('userId', who.id), cookie('userInfo', JSON.stringify(who)), cookie('tfa', 'valid')]);
}
