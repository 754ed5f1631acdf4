import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { graphql, sessionToken, shot } from './support/designer';
import { signInWithCode, userWithTwoFactor } from './support/signedIn';

describe('writing a code block with AI, against the generative sandbox', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser(beforeAll, afterAll);

  it('a designer describes a block, the Generative AI connection writes it, and it is saved and listed in the editor', async () => {
    const admin = await userWithTwoFactor(baseUrl, 'code-writer');
    const { context, page } = await newPage(browser(), baseUrl);
    await signInWithCode(page, admin);
    const token = await sessionToken(page);
    const { createCompany } = await graphql<{ createCompany: { id: string } }>(
      baseUrl,
      token,
      'mutation ($name: String!, $country: String!) { createCompany(name: $name, country: $country) { id } }',
      { name: `Code Co ${Date.now()}`, country: 'TURKEY' },
    );
    const companyId = createCompany.id;
    await page.goto(`/code-station-with-ai?companyId=${companyId}`);
    await expect.poll(() => page.getByText('This company has no Generative AI connection to write code with.', { exact: false }).count()).toBe(1);

    await graphql(
      baseUrl,
      token,
      'mutation ($n: String!, $t: String!, $c: ID!, $s: String!) { createAIconnection(name: $n, type: $t, companyId: $c, settings: $s) { id } }',
      { n: 'Product AI', t: 'Generative AI Default', c: companyId, s: '{}' },
      companyId,
    );
    await page.reload();
    const description = page.getByRole('textbox', { name: 'What should the code block do?' });
    await description.waitFor();
    await description.fill('Tidy up the city the customer typed.');
    await page.getByRole('textbox', { name: 'Parameters' }).fill('city');
    await page.getByRole('button', { name: 'Write the code' }).click();
    await expect.poll(() => page.getByText("The code compiles in the Code Station's sandbox.").count()).toBe(1);
    expect(await page.getByRole('textbox', { name: 'Code', exact: true }).inputValue()).toContain("city: String(params.city ?? '').trim(),");
    await page.getByRole('textbox', { name: 'Code block name' }).fill('Tidy city');
    await shot(page, 'code-writer-written');
    await page.getByRole('button', { name: 'Save as a code block' }).click();
    await expect.poll(() => page.getByText('The code block Tidy city is saved.').count()).toBe(1);
    await page.getByRole('link', { name: 'Test and change it in the Code Station editor' }).click();
    // The editor opens at the saved block: its code is in the editor.
    await page.waitForURL(`**/code-station-editor?companyId=${companyId}&functionId=**`);
    await expect.poll(() => page.getByText('Tidy city').count()).toBeGreaterThan(0);
    await expect.poll(async () => (await page.locator('textarea').first().inputValue()).includes("city: String(params.city ?? '').trim(),")).toBe(true);
    await context.close();
  });
});
