import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { confirmedUser } from './support/accounts';
import { newPage, useBrowser } from './support/browser';
import { totpCode } from './support/totp';

async function api<T>(baseUrl: string, path: string, body: unknown, token?: string): Promise<T> {
  const answer = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

describe('two-factor lockout', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser(beforeAll, afterAll);

  it('locks the code input after repeated wrong codes and counts down TRY AGAIN', async () => {
    // A user with two-factor already set up, through the API.
    const user = await confirmedUser(baseUrl, 'lockout');
    const first = await api<{ token: string }>(baseUrl, '/auth/signin', { email: user.email, password: user.password });
    const { secret } = await api<{ secret: string }>(baseUrl, '/auth/2fa/initiate', {}, first.token);
    await api(baseUrl, '/auth/2fa/verify', { verificationToken: totpCode(secret) }, first.token);

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

    // The server holds the lockout too: even the right code is refused now.
    const blocked = await fetch(`${baseUrl}/auth/2fa/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${first.token}` },
      body: JSON.stringify({ verificationToken: totpCode(secret) }),
    });
    expect([429, 401]).toContain(blocked.status);
    await context.close();
  });
});
