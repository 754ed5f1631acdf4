import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { graphql, sessionToken, shot } from './support/designer';
import { signInWithCode, userWithTwoFactor } from './support/signedIn';

describe('connecting a Shopify store, against the Shopify sandbox', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser(beforeAll, afterAll);

  it("an admin types the store's address, installs the app on the store's page and connects it to the company", async () => {
    const admin = await userWithTwoFactor(baseUrl, 'shop-admin');
    const { context, page } = await newPage(browser(), baseUrl);
    await signInWithCode(page, admin);
    const company = `Harbour Goods ${Date.now()}`;
    const { createCompany } = await graphql<{ createCompany: { id: string } }>(
      baseUrl,
      await sessionToken(page),
      'mutation ($name: String!, $country: String!) { createCompany(name: $name, country: $country) { id } }',
      { name: company, country: 'TURKEY' },
    );
    const shop = `harbour-${Date.now().toString(36)}`;

    await page.goto('/install/shopify');
    await page.getByRole('textbox', { name: 'Store address' }).fill(shop);
    await shot(page, 'install-shopify-address');
    await page.getByRole('button', { name: 'Continue to Shopify' }).click();

    // The store's own page (the sandbox standing in for Shopify) asks to install the app.
    await page.waitForURL(`**/sandbox/shopify/${shop}.myshopify.com/admin/oauth/authorize?**`);
    expect(await page.getByText('View and edit orders').count()).toBe(1);
    await shot(page, 'install-shopify-store-page');
    await page.getByRole('button', { name: 'Install app' }).click();

    // Back in the console with Shopify's signed redirect: the only company is chosen, the name is the shop's.
    await page.waitForURL('**/install/shopify?**');
    await expect.poll(() => page.getByText(`Shopify approved the app for ${shop}.myshopify.com.`, { exact: false }).count()).toBe(1);
    expect(await page.getByRole('textbox', { name: 'Integration name' }).inputValue()).toBe(shop);
    await page.getByRole('textbox', { name: 'Integration name' }).fill('Harbour store');
    await shot(page, 'install-shopify-choose');
    await page.getByRole('button', { name: 'Connect store' }).click();
    await expect.poll(() => page.getByText(`Harbour store (${shop}.myshopify.com) is connected.`).count()).toBe(1);
    await shot(page, 'install-shopify-connected');

    await page.getByRole('link', { name: "Open the company's integrations" }).click();
    await page.waitForURL(`**/company-profile?id=${createCompany.id}&initial=INTEGRATIONS`);
    const row = page.getByRole('row', { name: /Harbour store/ });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain(`shopDomain: ${shop}.myshopify.com`);
    expect(await page.content()).not.toContain('shpat_');
    await shot(page, 'install-shopify-integrations-tab');
    await context.close();
  });
});
