import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { confirmedUser, uniqueEmail } from './support/accounts';
import { newPage, useBrowser } from './support/browser';
import { latestLinkTo } from './support/mailbox';

describe('forgotten password and Google sign-in', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser(beforeAll, afterAll);

  it('answers the same for unknown addresses, and resets a password through the mailed link', async () => {
    const user = await confirmedUser(baseUrl, 'forgot');
    const { context, page } = await newPage(browser(), baseUrl);
    const sent = 'An e-mail will be sent if your information is valid. Please check your e-mail.';

    await page.goto('/forget');
    await page.getByLabel('E-mail').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByText(sent).count()).toBe(1);

    await page.goto('/forget');
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByText(sent).count()).toBe(1);

    const link = await latestLinkTo(baseUrl, user.email, '/reset/');
    await page.goto(link);
    const newPassword = 'An0ther!Secret';
    await page.getByRole('textbox', { name: 'New password' }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Confirm password' }).fill(newPassword);
    await expect.poll(() => page.getByText('Passwords matched').count()).toBe(1);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    // The old password no longer works, the new one does; the link works only once.
    const old = await fetch(`${baseUrl}/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(user) });
    expect(old.status).toBe(401);
    const fresh = await fetch(`${baseUrl}/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: newPassword }),
    });
    expect(fresh.status).toBe(200);
    await page.goto(link);
    await page.getByRole('textbox', { name: 'New password' }).fill('Thr3e!Secrets');
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('Thr3e!Secrets');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('The link is expired, please try to do forget password again.').count()).toBe(1);
    await context.close();
  });

  it('signs in with Google through the sandbox provider, then asks for two-factor setup', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await page.waitForURL('**/dev/oauth/google/authorize**');
    const email = uniqueEmail('google');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('First name').fill('Ada');
    await page.getByRole('button', { name: 'Allow' }).click();
    // Back on /login with ?token=&user=, which signs in by itself and clears the address.
    await page.waitForURL('**/2fa/setup');
    await page.locator('code.secret').waitFor();
    await context.close();
  });
});
