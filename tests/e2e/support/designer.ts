import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What the designer's browser tests share: GraphQL as the signed-in user, an FAQ assistant, the canvas's parts. */

/** Set SHOTS_DIR to keep a screenshot of each screen (for looking at the layout). */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env['SHOTS_DIR'];
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

/** GraphQL as the signed-in user, with the session token the console keeps in its cookie. */
export async function graphql<T>(baseUrl: string, token: string, query: string, variables: Record<string, unknown>, companyId?: string): Promise<T> {
  // The operations with large variables have their own endpoint, as the console sends them.
  const large = /^\s*mutation\s+(SaveVersion|ImportIntents)\b/.exec(query)?.[1];
  const answer = await fetch(`${baseUrl}${large ? '/bot/graphql/large' : '/bot/graphql'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(companyId ? { companyID: companyId } : {}) },
    body: JSON.stringify({ query, variables, ...(large ? { operationName: large } : {}) }),
  });
  const body = (await answer.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (!body.data || body.errors?.length) throw new Error(`GraphQL answered ${answer.status}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export async function sessionToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'token');
  if (!cookie) throw new Error('No session cookie after signing in.');
  return decodeURIComponent(cookie.value);
}

/** A new company and an assistant copied into it from the template of that name, made through the API as the user. */
export async function templateAssistant(
  baseUrl: string,
  token: string,
  names: { template: string; assistant: string; company: string },
): Promise<{ companyId: string; botId: string; moduleCount: number }> {
  const { createCompany } = await graphql<{ createCompany: { id: string } }>(
    baseUrl,
    token,
    'mutation ($name: String!, $country: String!) { createCompany(name: $name, country: $country) { id } }',
    { name: `${names.company} ${Date.now()}`, country: 'TURKEY' },
  );
  const companyId = createCompany.id;
  const { botTemplates } = await graphql<{ botTemplates: Array<{ id: string; name: string; modules: unknown[] }> }>(
    baseUrl,
    token,
    'query { botTemplates { id name modules { id } } }',
    {},
    companyId,
  );
  const template = botTemplates.find((t) => t.name === names.template);
  if (!template) throw new Error(`The template "${names.template}" is missing.`);
  const { copyBotFromTemplate } = await graphql<{ copyBotFromTemplate: { id: string } }>(
    baseUrl,
    token,
    'mutation ($sourceBotId: ID!, $companyId: ID!, $name: String!) { copyBotFromTemplate(sourceBotId: $sourceBotId, companyId: $companyId, name: $name) { id } }',
    { sourceBotId: template.id, companyId, name: names.assistant },
    companyId,
  );
  return { companyId, botId: copyBotFromTemplate.id, moduleCount: template.modules.length };
}

/** A company and an assistant copied from the FAQ template. */
export function faqAssistant(baseUrl: string, token: string): Promise<{ companyId: string; botId: string; moduleCount: number }> {
  return templateAssistant(baseUrl, token, { template: 'Frequently asked questions', assistant: 'FAQ desk', company: 'Designer Co' });
}

/** Where a module sits on the canvas: the translate() of the area's view that holds its node. */
export async function nodePosition(page: Page, moduleId: string): Promise<{ x: number; y: number }> {
  return page.locator(`[data-testid="designer-node"][data-module-id="${moduleId}"]`).evaluate((element) => {
    let current: HTMLElement | null = element as HTMLElement;
    while (current && !current.style.transform) current = current.parentElement;
    const match = /translate\(([-\d.]+)px,\s*([-\d.]+)px\)/.exec(current?.style.transform ?? '');
    return { x: Number(match?.[1]), y: Number(match?.[2]) };
  });
}

/** The ids of the links drawn on the canvas (source|slot|target), sorted. */
export async function linkIds(page: Page): Promise<string[]> {
  const ids = await page.getByTestId('designer-connection').evaluateAll((all) => all.map((l) => l.getAttribute('data-link-id') ?? ''));
  return ids.sort();
}

/** Every drawn module's position, by id. */
export async function positions(page: Page): Promise<Record<string, { x: number; y: number }>> {
  const ids = await page.getByTestId('designer-node').evaluateAll((all) => all.map((n) => n.getAttribute('data-module-id') ?? ''));
  const entries = await Promise.all(ids.map(async (id) => [id, await nodePosition(page, id)] as const));
  return Object.fromEntries(entries);
}

export const nodeOf = (page: Page, id: string) => page.locator(`[data-testid="designer-node"][data-module-id="${id}"]`);

/** Drags with the mouse from the middle of one element to the middle of another, as a hand does. */
export async function dragBetween(page: Page, from: ReturnType<Page['locator']>, to: ReturnType<Page['locator']>): Promise<void> {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('Nothing to drag between.');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

export const outputOf = (page: Page, moduleId: string, slot: string) => nodeOf(page, moduleId).locator(`[data-testid="designer-socket-output"][data-slot="${slot}"]`);
export const inputOf = (page: Page, moduleId: string) => nodeOf(page, moduleId).getByTestId('designer-socket-input');

export async function openDesigner(page: Page, botId: string, companyId: string, moduleCount: number, query = ''): Promise<void> {
  await page.goto(`/chatbot-designer?id=${botId}&companyId=${companyId}${query}`);
  await page.waitForSelector('[data-testid="designer-canvas"][data-ready="true"]');
  await expect.poll(() => page.getByTestId('designer-node').count()).toBe(moduleCount);
}

export type SavedFlow = { modules: Array<{ id: string; type: string; connections: Array<Record<string, unknown>>; fallback?: string; fallbackCount?: number }> };

/** The newest saved flow of an assistant, as the designer reads it (`F`: the shape a test needs of it). */
export async function savedFlow<F = SavedFlow>(baseUrl: string, token: string, botId: string, companyId: string): Promise<F> {
  const { designerVersion } = await graphql<{ designerVersion: { flow: string } }>(
    baseUrl,
    token,
    'query ($botId: ID!) { designerVersion(botId: $botId) { flow } }',
    { botId },
    companyId,
  );
  return JSON.parse(designerVersion.flow) as F;
}
