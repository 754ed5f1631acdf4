import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';

/** The demo admin's e-mail and one-time password, where a first start without a terminal leaves them. */
function firstLogin(dataDir: string): { email: string; password: string; mode: number } {
  const file = join(dataDir, 'first-login.txt');
  const text = readFileSync(file, 'utf8');
  const email = /E-mail:\s+(\S+)/.exec(text)?.[1];
  const password = /Password:\s+(\S+)/.exec(text)?.[1];
  if (!email || !password) throw new Error(`first-login.txt has no credentials:\n${text}`);
  return { email, password, mode: statSync(file).mode & 0o777 };
}

describe("the demo admin's first sign-in", () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  const browser = useBrowser(beforeAll, afterAll);

  it('asks for an own password before anything else; the generated one then stops working', async () => {
    const demo = firstLogin(dataDir);
    expect(demo.mode).toBe(0o600);
    const { context, page } = await newPage(browser(), baseUrl);
    const signInWithGenerated = async () => {
      await page.goto('/login');
      await page.getByLabel('E-mail').fill(demo.email);
      await page.getByRole('textbox', { name: 'Password' }).fill(demo.password);
      await page.getByRole('button', { name: 'LOGIN' }).click();
      await page.waitForURL('**/choose-password');
      await expect.poll(() => page.getByRole('heading', { name: 'Choose your password' }).count()).toBe(1);
    };
    await signInWithGenerated();

    // Nothing else opens meanwhile: the console sends the half-signed-in user back to sign in.
    await page.goto('/companies');
    await page.waitForURL('**/login**');
    await signInWithGenerated();

    await page.getByRole('textbox', { name: 'New password' }).fill(demo.password);
    await page.getByRole('textbox', { name: 'Confirm password' }).fill(demo.password);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect.poll(() => page.getByText('Choose a password other than the one you were given.').count()).toBe(1);

    const own = 'Demo!0wn-Password';
    await page.getByRole('textbox', { name: 'New password' }).fill(own);
    await page.getByRole('textbox', { name: 'Confirm password' }).fill(own);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    // The sign-in goes on as any other: the demo admin sets up the second factor next.
    await page.waitForURL('**/2fa/setup');

    const signin = (password: string) =>
      fetch(`${baseUrl}/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: demo.email, password }) });
    expect((await signin(demo.password)).status).toBe(401);
    const again = await signin(own);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ passwordChangeRequired: false });
    await context.close();
  });
});
