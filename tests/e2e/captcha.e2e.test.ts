import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { confirmedUser } from './support/accounts';
import { newPage, useBrowser } from './support/browser';

describe('sign-in with a captcha after repeated failures', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser(beforeAll, afterAll);

  it('replaces LOGIN with "Verify You Are A Human!" after three wrong passwords, and signs in once solved', async () => {
    const user = await confirmedUser(baseUrl, 'captcha');
    const { context, page } = await newPage(browser(), baseUrl);
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(user.email);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await page.getByLabel('Password').fill(`Wrong-${attempt}`);
      await page.getByRole('button', { name: 'LOGIN' }).click();
      await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Please check your credentials again.' }).count()).toBe(1);
    }
    await expect.poll(() => page.getByRole('button', { name: 'Verify You Are A Human!' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'LOGIN' }).count()).toBe(0);

    // The server refuses a sign-in without a solved captcha, even with the right password.
    const refused = await fetch(`${baseUrl}/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { cause?: string }).cause).toBe('captcha_required');

    await page.getByRole('button', { name: 'Verify You Are A Human!' }).click();
    await page.locator('altcha-widget input[type="checkbox"]').click({ force: true });
    await page.getByRole('button', { name: 'LOGIN' }).waitFor({ state: 'visible', timeout: 60_000 });
    await page.getByLabel('Password').fill(user.password);
    await expect.poll(() => page.getByRole('button', { name: 'LOGIN' }).isEnabled(), { timeout: 60_000 }).toBe(true);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL('**/2fa/setup');
    await context.close();
  });
});
