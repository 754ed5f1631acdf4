import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { userWithTwoFactor } from './support/signedIn';
import { totpCode } from './support/totp';

describe('two-factor lockout', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser(beforeAll, afterAll);

  it('locks the code input after repeated wrong codes and counts down TRY AGAIN', async () => {
    // A user with two-factor already set up, through the API.
    const user = await userWithTwoFactor(baseUrl, 'lockout');
    const { secret } = user;
    const { context, page } = await newPage(browser(), baseUrl);
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL('**/2fa/verify');

    const valid = new Set([totpCode(secret, -1), totpCode(secret), totpCode(secret, 1)]);
    const wrong = ['000000', '111111', '222222', '333333', '444444', '555555', '666666'].filter((code) => !valid.has(code));
    const codeField = page.getByLabel('Authentication Code');
    for (const code of wrong.slice(0, 4)) {
      await codeField.fill(code);
      await page.getByRole('button', { name: 'VERIFY' }).click();
      await expect.poll(() => page.getByText('Enter a valid Authentication Code to continue.').count()).toBe(1);
    }
    await codeField.fill(wrong[4] ?? '999999');
    await page.getByRole('button', { name: 'VERIFY' }).click();

    const warning = 'You have entered the wrong authentication code too many times. You can try again within 5 minutes.';
    await expect.poll(() => page.getByText(warning).count()).toBe(1);
    expect(await codeField.isDisabled()).toBe(true);
    const countdown = page.getByRole('button', { name: /TRY AGAIN \d\d:\d\d/ });
    const before = await countdown.innerText();
    await expect.poll(async () => (await countdown.innerText()) !== before, { timeout: 5_000 }).toBe(true);
    expect(await countdown.isDisabled()).toBe(true);

    // The server holds the lockout too: a new sign-in with the right code is refused now.
    const signin = await fetch(`${baseUrl}/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    const { token } = (await signin.json()) as { token: string };
    const blocked = await fetch(`${baseUrl}/auth/2fa/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ verificationToken: totpCode(secret, 1) }),
    });
    expect(blocked.status).toBe(429);
    await context.close();
  });
});
