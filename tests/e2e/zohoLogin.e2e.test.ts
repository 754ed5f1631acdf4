import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { graphql, sessionToken, shot } from './support/designer';
import { signInWithCode, userWithTwoFactor } from './support/signedIn';

describe('connecting a Zoho SalesIQ channel, against the Zoho accounts sandbox', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser(beforeAll, afterAll);

  it("an admin gives the company's Zoho client, consents at Zoho, names the channel and finds it in the CHANNELS tab", async () => {
    const admin = await userWithTwoFactor(baseUrl, 'zoho-admin');
    const { context, page } = await newPage(browser(), baseUrl);
    await signInWithCode(page, admin);
    const { createCompany } = await graphql<{ createCompany: { id: string } }>(
      baseUrl,
      await sessionToken(page),
      'mutation ($name: String!, $country: String!) { createCompany(name: $name, country: $country) { id } }',
      { name: `Harbour Sales ${Date.now()}`, country: 'TURKEY' },
    );

    // The sandbox's API console shows the client a company would register at Zoho.
    await page.goto('/sandbox/zoho');
    const clientId = (await page.locator('#client-id').textContent()) ?? '';
    const clientSecret = (await page.locator('#client-secret').textContent()) ?? '';
    expect(clientId).toMatch(/^1000\./);

    await page.goto(`/company-profile?id=${createCompany.id}&initial=CHANNELS`);
    await page.getByRole('button', { name: 'Add Zoho SalesIQ' }).click();
    const form = page.getByRole('dialog');
    expect(await form.getByText(`${baseUrl}/company-profile/create-zoho`).count()).toBe(1);
    await form.getByRole('tab', { name: 'CONFIGURATIONS' }).click();
    await form.getByRole('textbox', { name: 'Client ID' }).fill(clientId);
    await form.getByLabel('Client secret').fill(clientSecret);
    await form.getByRole('textbox', { name: 'SalesIQ portal screen name' }).fill(`harbour${Date.now().toString(36)}`);
    await shot(page, 'zoho-form');
    await form.getByRole('button', { name: 'Sign in with Zoho' }).click();

    // Zoho's consent page (the sandbox standing in for accounts.zoho.com).
    await page.waitForURL('**/sandbox/zoho/oauth/v2/auth?**');
    await shot(page, 'zoho-consent');
    await page.getByRole('button', { name: 'Accept' }).click();

    // Back in the console: the login is complete, the post-login form names the channel.
    await page.waitForURL('**/company-profile/create-zoho?**');
    const name = page.getByRole('textbox', { name: 'Channel name' });
    await name.waitFor();
    await name.fill('Harbour SalesIQ');
    await shot(page, 'zoho-return');
    await page.getByRole('button', { name: 'Create channel' }).click();

    await page.waitForURL(`**/company-profile?id=${createCompany.id}&initial=CHANNELS`);
    await expect.poll(() => page.getByText('Harbour SalesIQ').count()).toBeGreaterThan(0);
    expect(await page.content()).not.toContain(clientSecret);
    await shot(page, 'zoho-channels-tab');
    await context.close();
  });

  it("a rejected consent comes back with Zoho's error in the spec's words", async () => {
    const admin = await userWithTwoFactor(baseUrl, 'zoho-reject');
    const { context, page } = await newPage(browser(), baseUrl);
    await signInWithCode(page, admin);
    await page.goto('/company-profile/create-zoho?error=access_denied&state=x');
    await expect.poll(() => page.getByText('An error happened from Zoho side: access_denied').count()).toBe(1);
    await context.close();
  });
});
