import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { confirmedUser } from './support/accounts';
import { newPage, useBrowser } from './support/browser';
import { totpCode } from './support/totp';

/** Set SHOTS_DIR to keep a screenshot of each screen (for looking at the layout). */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env['SHOTS_DIR'];
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
}

async function choose(page: Page, label: string | RegExp, option: string, scope: Pick<Page, 'getByRole'> = page): Promise<void> {
  await scope.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** First sign-in of a confirmed user: the 2FA setup, which ends in the guide. */
async function firstSignIn(page: Page, email: string, password: string): Promise<void> {
  await signIn(page, email, password);
  await page.waitForURL('**/2fa/setup');
  const secretLocator = page.locator('code.secret');
  await secretLocator.waitFor();
  const secret = (await secretLocator.innerText()).replace(/\s+/g, '');
  await page.getByLabel('Authentication Code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'VERIFY' }).click();
  await page.getByRole('button', { name: 'NEXT' }).click();
  await page.getByRole('button', { name: 'DONE' }).click();
}

describe('onboarding guide and assistants', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser(beforeAll, afterAll);

  it('first login -> 2FA setup -> guide -> company -> info -> a template -> name -> the designer route', async () => {
    const { email, password } = await confirmedUser(baseUrl, 'guide');
    const { context, page } = await newPage(browser(), baseUrl);
    await firstSignIn(page, email, password);
    await page.waitForURL((url) => url.pathname === '/guide' && url.searchParams.get('firstLogin') === 'true');

    // START: the step list, nothing checked yet.
    const steps = page.getByRole('navigation', { name: 'Guide steps' });
    await steps.waitFor();
    expect(await steps.getByRole('listitem').allInnerTexts()).toEqual(['1\nStart Guide', '2\nCompany Name', '3\nTell us about yourself', '4\nAssistant Name']);
    await shot(page, 'guide-start');
    await page.getByRole('button', { name: 'OK, great!' }).click();

    // COMPANY: Save waits for a name; a short one is refused with the spec's text.
    const save = page.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel('Company name').fill('A');
    await save.click();
    await expect.poll(() => page.getByText('The name must be at least 2 charachters').count()).toBeGreaterThan(0);
    await page.getByLabel('Company name').fill(`Guide Co ${Date.now()}`);
    await shot(page, 'guide-company');
    await save.click();

    // COMPANY INFO: Save waits for all three choices.
    await page.getByRole('heading', { name: 'Tell us about yourself' }).waitFor();
    expect(await steps.getByRole('listitem').nth(1).innerText()).toContain('✓');
    await choose(page, /How many people/, '11-50 employees');
    await choose(page, /Which field/, 'Computer Software');
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await choose(page, /job title/, 'Director/Manager');
    await shot(page, 'guide-info');
    await page.getByRole('button', { name: 'Save' }).click();

    // CHATBOT: the wizard; templates; the first template without AI; a name.
    await page.getByRole('button', { name: /Templates/ }).click();
    const cards = page.getByRole('list', { name: 'Choose a template' }).getByRole('listitem');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(5);
    await shot(page, 'guide-templates');
    const plain = cards.filter({ hasNot: page.getByText('With AI') }).first();
    const templateId = await (async () => {
      await plain.getByRole('button', { name: 'Choose' }).click();
      return null;
    })();
    expect(templateId).toBeNull();
    await page.getByLabel('Assistant name').fill('My first assistant');
    await shot(page, 'guide-name');
    await page.getByRole('button', { name: 'Create' }).click();

    await page.waitForURL((url) => url.pathname === '/chatbot-designer');
    const url = new URL(page.url());
    expect(url.searchParams.get('id')).toBeTruthy();
    expect(url.searchParams.get('fromTemplate')).toBe('true');
    expect(url.searchParams.get('template')).toBeTruthy();
    expect(url.searchParams.get('firstLogin')).toBe('true');
    await expect.poll(() => page.getByText('Assistant My first assistant has been created successfully.').count()).toBe(1);

    // The assistant is in the list.
    await page.goto('/assistants');
    await page.getByRole('listitem', { name: 'My first assistant' }).waitFor();
    await context.close();
  });

  it('creating an assistant from /assistants opens it in the designer and adds it to the list', async () => {
    const { email, password } = await confirmedUser(baseUrl, 'assistants');
    const { context, page } = await newPage(browser(), baseUrl);
    await firstSignIn(page, email, password);
    await page.waitForURL((url) => url.pathname === '/guide');
    // A company through the guide, then leave the guide for the list.
    await page.getByRole('button', { name: 'OK, great!' }).click();
    const company = `List Co ${Date.now()}`;
    await page.getByLabel('Company name').fill(company);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Tell us about yourself' }).waitFor();
    // A reload resumes at the step reached; the company is not made again.
    await page.reload();
    await page.getByRole('heading', { name: 'Tell us about yourself' }).waitFor();
    expect(await page.getByRole('button', { name: 'OK, great!' }).count()).toBe(0);

    await page.goto('/assistants');
    await page.getByRole('heading', { level: 1, name: 'Assistants' }).waitFor();
    await expect.poll(() => page.getByText('There are no assistants yet.').count()).toBe(1);
    await page.getByRole('button', { name: 'ADD NEW ASSISTANT' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Assistant' });
    await choose(page, /Select your Company/, company, dialog);
    await shot(page, 'assistants-popup');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: /Create from scratch/ }).click();
    await dialog.getByLabel('Assistant name').fill('Support desk');
    await dialog.getByRole('button', { name: 'Create' }).click();
    // The new assistant opens in the designer, as it does from the guide.
    await page.waitForURL((url) => url.pathname === '/chatbot-designer' && url.searchParams.get('id') !== null && url.searchParams.get('fromTemplate') === 'false');
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Assistants' }).waitFor();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    const card = page.getByRole('listitem', { name: 'Support desk' });
    await card.waitFor();
    expect(await card.innerText()).toContain(company);
    await shot(page, 'assistants-list');

    await page.goto('/templates');
    await page.getByRole('list', { name: 'Templates' }).getByRole('listitem').first().waitFor();
    await shot(page, 'templates');
    await context.close();
  });

  it('a template with AI goes through Google project creation, the key download and the Dialogflow form', async () => {
    const { email, password } = await confirmedUser(baseUrl, 'aitemplate');
    const { context, page } = await newPage(browser(), baseUrl);
    await firstSignIn(page, email, password);
    await page.waitForURL((url) => url.pathname === '/guide');
    await page.getByRole('button', { name: 'OK, great!' }).click();
    const company = `AI Co ${Date.now()}`;
    await page.getByLabel('Company name').fill(company);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Tell us about yourself' }).waitFor();

    // From the template library: the one with AI.
    await page.goto('/templates');
    const card = page.getByRole('list', { name: 'Templates' }).getByRole('listitem').filter({ hasText: 'Dialogflow' });
    await card.getByRole('button', { name: 'Use this template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Assistant' });
    await choose(page, /Select your Company/, company, dialog);
    await dialog.getByRole('button', { name: 'Next' }).click();

    // Project creation: a popup to the server's Google Cloud route (the sandbox here) posts the project back,
    // then a second popup brings the service-account key.
    await dialog.getByRole('button', { name: 'Create a project' }).click();
    await dialog.getByLabel('Project name').fill('my support bot');
    await dialog.getByRole('button', { name: 'Create project' }).click();
    const aiName = dialog.getByLabel('AI name');
    await aiName.waitFor({ timeout: 30_000 });
    expect(await dialog.getByLabel('Project id').inputValue()).toMatch(/^mysupportbot/);
    expect(await dialog.getByLabel('JSON key').inputValue()).toContain('"type": "service_account"');
    await shot(page, 'wizard-ai-form');
    await aiName.fill('Support AI');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByLabel('Assistant name').fill('AI desk');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => page.getByText('Assistant AI desk has been created successfully.').count(), { timeout: 15_000 }).toBe(1);
    await page.goto('/assistants');
    await page.getByRole('listitem', { name: 'AI desk' }).waitFor();
    await context.close();
  });
});
