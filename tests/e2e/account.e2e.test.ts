import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PASSWORD, uniqueEmail } from './support/accounts';
import { newPage, useBrowser } from './support/browser';
import { latestLinkTo } from './support/mailbox';
import { totpCode } from './support/totp';

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
}

describe('a new user, from sign-up to a second sign-in with two-factor', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser(beforeAll, afterAll);

  it('signs up, confirms by mail, sets up 2FA, logs out, and signs in again with a code', async () => {
    const email = uniqueEmail('journey');
    const { context, page } = await newPage(browser(), baseUrl);

    // Sign up: the button waits for every rule.
    await page.goto('/register');
    await page.getByLabel('Name', { exact: true }).fill('Grace');
    await page.getByLabel('Surname').fill('Hopper');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('textbox', { name: 'Password' }).fill('weak');
    expect(await page.getByRole('button', { name: 'SIGN UP' }).isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    await page.getByRole('button', { name: 'SIGN UP' }).click();
    await page.waitForURL('**/welcome');
    await expect.poll(() => page.getByText(email).count()).toBeGreaterThan(0);

    // Not confirmed yet: the server says so.
    await signIn(page, email, PASSWORD);
    await expect.poll(() => page.getByText('Your email is not confirmed yet, please confirm it before logging in.').count()).toBe(1);

    // The verification mail's link confirms the address and lands on /login, parameter removed.
    const link = await latestLinkTo(baseUrl, email, '/auth/verify/');
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/login');
    await expect.poll(() => new URL(page.url()).search).toBe('');

    // First sign-in: two-factor setup is required.
    await signIn(page, email, PASSWORD);
    await page.waitForURL('**/2fa/setup');
    const secretLocator = page.locator('code.secret');
    await secretLocator.waitFor();
    const secret = (await secretLocator.innerText()).replace(/\s+/g, '');
    expect(await page.getByRole('img', { name: /QR code/ }).count()).toBe(1);
    await page.getByLabel('Authentication Code').fill('12ab34');
    expect(await page.getByLabel('Authentication Code').inputValue()).toBe('1234');
    await page.getByLabel('Authentication Code').fill(totpCode(secret));
    await page.getByRole('button', { name: 'VERIFY' }).click();

    // Backup codes, saved as backup-codes.txt.
    await page.getByRole('button', { name: 'SAVE AS FILE' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'SAVE AS FILE' }).click()]);
    expect(download.suggestedFilename()).toBe('backup-codes.txt');
    const saved = readFileSync((await download.path()) ?? '', 'utf8');
    expect(saved.match(/\b\d{6}\b/g)?.length).toBe(10);
    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.getByRole('button', { name: 'DONE' }).click();
    // A first login continues into the onboarding guide (spec 2.4).
    await page.waitForURL((url) => url.pathname === '/guide' && url.searchParams.get('firstLogin') === 'true');
    await page.goto('/');
    await expect.poll(() => page.getByText('Grace').count()).toBeGreaterThan(0);

    // Logout with its popup.
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => page.getByText('Are you sure you want to logout from the product?').count()).toBe(1);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login');

    // Second sign-in: a code is asked for this browser.
    await signIn(page, email, PASSWORD);
    await page.waitForURL('**/2fa/verify');
    await page.getByLabel('Authentication Code').fill(totpCode(secret, 1));
    await page.getByRole('button', { name: 'VERIFY' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
