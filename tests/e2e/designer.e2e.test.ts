import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { signInWithCode, userWithTwoFactor } from './support/signedIn';

/** Set SHOTS_DIR to keep a screenshot of each screen (for looking at the layout). */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env['SHOTS_DIR'];
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

/** GraphQL as the signed-in user, with the session token the console keeps in its cookie. */
async function graphql<T>(baseUrl: string, token: string, query: string, variables: Record<string, unknown>, companyId?: string): Promise<T> {
  const answer = await fetch(`${baseUrl}/bot/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(companyId ? { companyID: companyId } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await answer.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (!body.data || body.errors?.length) throw new Error(`GraphQL answered ${answer.status}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

async function sessionToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'token');
  if (!cookie) throw new Error('No session cookie after signing in.');
  return decodeURIComponent(cookie.value);
}

/** A company and an assistant copied from the FAQ template, made through the API as the user. */
async function faqAssistant(baseUrl: string, token: string): Promise<{ companyId: string; botId: string; moduleCount: number }> {
  const { createCompany } = await graphql<{ createCompany: { id: string } }>(
    baseUrl,
    token,
    'mutation ($name: String!, $country: String!) { createCompany(name: $name, country: $country) { id } }',
    { name: `Designer Co ${Date.now()}`, country: 'TURKEY' },
  );
  const companyId = createCompany.id;
  const { botTemplates } = await graphql<{ botTemplates: Array<{ id: string; name: string; modules: unknown[] }> }>(
    baseUrl,
    token,
    'query { botTemplates { id name modules { id } } }',
    {},
    companyId,
  );
  const faq = botTemplates.find((template) => template.name === 'Frequently asked questions');
  if (!faq) throw new Error('The FAQ template is missing.');
  const { copyBotFromTemplate } = await graphql<{ copyBotFromTemplate: { id: string } }>(
    baseUrl,
    token,
    'mutation ($sourceBotId: ID!, $companyId: ID!, $name: String!) { copyBotFromTemplate(sourceBotId: $sourceBotId, companyId: $companyId, name: $name) { id } }',
    { sourceBotId: faq.id, companyId, name: 'FAQ desk' },
    companyId,
  );
  return { companyId, botId: copyBotFromTemplate.id, moduleCount: faq.modules.length };
}

/** Where a module sits on the canvas: the translate() of the area's view that holds its node. */
async function nodePosition(page: Page, moduleId: string): Promise<{ x: number; y: number }> {
  return page.locator(`[data-testid="designer-node"][data-module-id="${moduleId}"]`).evaluate((element) => {
    let current: HTMLElement | null = element as HTMLElement;
    while (current && !current.style.transform) current = current.parentElement;
    const match = /translate\(([-\d.]+)px,\s*([-\d.]+)px\)/.exec(current?.style.transform ?? '');
    return { x: Number(match?.[1]), y: Number(match?.[2]) };
  });
}

describe('flow designer', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser(beforeAll, afterAll);

  it('opens a FAQ assistant, adds a MESSAGE from the palette by drag and drop, saves, and reopens it as saved', async () => {
    const user = await userWithTwoFactor(baseUrl, 'designer');
    const { context, page } = await newPage(browser(), baseUrl);
    await signInWithCode(page, user);
    const token = await sessionToken(page);
    const { companyId, botId, moduleCount } = await faqAssistant(baseUrl, token);
    expect(moduleCount).toBe(9);

    await page.goto(`/chatbot-designer?id=${botId}&companyId=${companyId}`);
    const nodes = page.getByTestId('designer-node');
    await expect.poll(() => nodes.count()).toBe(moduleCount);
    await expect.poll(() => page.getByTestId('designer-connection').count()).toBeGreaterThan(0);
    const save = page.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Modules' }).getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(['BASIC', 'ADVANCED']);
    await shot(page, 'designer-en');

    // Drag a MESSAGE onto an empty part of the canvas.
    const canvas = page.getByTestId('designer-canvas');
    const box = await canvas.boundingBox();
    if (!box) throw new Error('The canvas has no box.');
    const entry = page.locator('[data-testid="palette-entry"][data-module-key="MESSAGE"]');
    await entry.dragTo(canvas, { targetPosition: { x: 40, y: box.height - 60 } });
    await expect.poll(() => nodes.count()).toBe(moduleCount + 1);
    const added = (await nodes.evaluateAll((all) => all.map((n) => n.getAttribute('data-module-id') ?? ''))).find((id) => id.startsWith('message-'));
    expect(added).toBeTruthy();
    const placed = await nodePosition(page, added!);
    expect(placed.x % 90).toBe(0);
    expect(placed.y % 90).toBe(0);
    expect(await save.isDisabled()).toBe(false);
    await shot(page, 'designer-added');

    // Save: a new version; the picker lists it first as Latest.
    const saved = page.waitForResponse((response) => response.url().endsWith('/bot/graphql') && (response.request().postData() ?? '').includes('SaveVersion'));
    await save.click();
    expect((await saved).ok()).toBe(true);
    await expect.poll(() => save.isDisabled()).toBe(true);
    await page.waitForURL((url) => url.searchParams.get('version') !== null);
    await expect.poll(() => page.getByRole('button', { name: /Version/ }).innerText()).toContain('(Latest)');

    // Reload: the saved flow reopens, the new module where it was dropped.
    await page.reload();
    await expect.poll(() => nodes.count()).toBe(moduleCount + 1);
    expect(await nodePosition(page, added!)).toEqual(placed);
    await context.close();
  });

  it('shows the designer right to left in Arabic', async () => {
    const user = await userWithTwoFactor(baseUrl, 'designer-ar');
    const { context, page } = await newPage(browser(), baseUrl);
    await signInWithCode(page, user);
    const token = await sessionToken(page);
    const { companyId, botId, moduleCount } = await faqAssistant(baseUrl, token);
    await page.goto(`/chatbot-designer?id=${botId}&companyId=${companyId}&lng=ar`);
    await expect.poll(() => page.getByTestId('designer-node').count()).toBe(moduleCount);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.getByRole('button', { name: 'حفظ' }).isDisabled()).toBe(true);
    await shot(page, 'designer-ar');
    await context.close();
  });
});
