import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { confirmedUser } from './support/accounts';
import { newPage, useBrowser } from './support/browser';

/** The resulting states of the selected actor's event log, oldest first. */
async function loggedStates(inspector: Page): Promise<string[]> {
  return inspector.locator('.inspector-log tbody tr td:nth-child(4)').allInnerTexts();
}

describe('the inspector watches a sign-in in another tab', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser(beforeAll, afterAll);

  it('shows the login machine move from editing through submitting to its result', async () => {
    const user = await confirmedUser(baseUrl, 'inspector');
    const { context, page: inspector } = await newPage(browser(), baseUrl);
    await inspector.goto('/inspector');
    await inspector.getByRole('heading', { name: 'Inspector', level: 1 }).waitFor();

    // The login page in a second tab of the same console (same origin: one BroadcastChannel).
    const login = await context.newPage();
    await login.goto('/login');
    await login.getByLabel('E-mail').fill(user.email);

    // The other tab's login actor appears, waiting in editing.ready.
    const loginActor = inspector.getByRole('button', { name: /^login editing\.ready/ });
    await loginActor.waitFor();
    await loginActor.click();
    await expect.poll(() => inspector.getByTestId('inspector-state').innerText()).toBe('editing.ready');

    await login.getByRole('textbox', { name: 'Password' }).fill(user.password);
    await login.getByRole('button', { name: 'LOGIN' }).click();
    // A confirmed user without two-factor is sent to set it up (spec 2.4).
    await login.waitForURL('**/2fa/setup');

    await expect.poll(() => inspector.getByTestId('inspector-state').innerText()).toBe('twoFactorSetup');
    const states = await loggedStates(inspector);
    const submitting = states.indexOf('submitting');
    expect(states[0]).toBe('editing.ready');
    expect(submitting).toBeGreaterThan(0);
    expect(states.slice(submitting + 1)).toContain('twoFactorSetup');
    expect(await inspector.getByRole('button', { name: /xstate\.done\.actor\.signin/ }).count()).toBe(1);
    await context.close();
  });
});
