import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { faqAssistant, graphql, nodeOf, openDesigner, savedFlow, sessionToken, shot } from './support/designer';
import { latestLinkTo } from './support/mailbox';
import { startServer, type RunningServer } from './support/server';
import { apiSession, signInWithCode, userWithTwoFactor } from './support/signedIn';

/** The side menu of the selected module. */
const sideMenu = (page: Page) => page.getByRole('complementary');

async function select(page: Page, moduleId: string): Promise<void> {
  await nodeOf(page, moduleId).click();
  await expect.poll(() => nodeOf(page, moduleId).getAttribute('aria-selected')).toBe('true');
  await sideMenu(page).getByLabel('Module name').waitFor();
}

describe('designer panels', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser(beforeAll, afterAll);

  it('edits a message in its side menu (name, a second alternative, notes), saves, and finds it after a reload', async () => {
    const user = await userWithTwoFactor(baseUrl, 'panels');
    const { context, page } = await newPage(browser(), baseUrl);
    await signInWithCode(page, user);
    const token = await sessionToken(page);
    const { companyId, botId, moduleCount } = await faqAssistant(baseUrl, token);
    await openDesigner(page, botId, companyId, moduleCount);

    await select(page, 'welcome');
    const name = sideMenu(page).getByLabel('Module name');
    await name.fill('Greeting');
    await name.press('Enter');
    await expect.poll(() => nodeOf(page, 'welcome').locator('.designer-node-name').innerText()).toBe('Greeting');
    const draft = sideMenu(page).getByLabel('New message');
    await draft.fill('Hello! Ask me about hours, shipping or returns.');
    await draft.press('Enter');
    await expect.poll(() => sideMenu(page).getByRole('textbox', { name: 'Message 2' }).inputValue()).toBe('Hello! Ask me about hours, shipping or returns.');
    const notes = sideMenu(page).getByLabel('Notes');
    await notes.fill('Shown first.');
    await notes.press('Enter');
    await shot(page, 'designer-panel-message');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'All changes saved' }).count()).toBe(1);
    const stored = (await savedFlow(baseUrl, token, botId, companyId)).modules.find((m) => m.id === 'welcome') as unknown as { name: string; settings: Record<string, unknown> };
    expect(stored.name).toBe('Greeting');
    expect(stored.settings['payloads']).toEqual(['Hi! I can answer the most common questions.', 'Hello! Ask me about hours, shipping or returns.']);
    expect(stored.settings['tags']).toBe('Shown first.');

    await page.reload();
    await page.waitForSelector('[data-testid="designer-canvas"][data-ready="true"]');
    await select(page, 'welcome');
    expect(await sideMenu(page).getByLabel('Module name').inputValue()).toBe('Greeting');
    expect(await sideMenu(page).getByRole('textbox', { name: 'Message 2' }).inputValue()).toBe('Hello! Ask me about hours, shipping or returns.');
    expect(await sideMenu(page).getByLabel('Notes').inputValue()).toBe('Shown first.');
    await context.close();
  });
});

describe('designer roles (user-role setting on)', () => {
  let server: RunningServer;
  const browser = useBrowser(beforeAll, afterAll);
  beforeAll(async () => {
    server = await startServer({ USER_ROLE_SETTING: 'true' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('a VIEWER sees the flow but cannot change anything; as DESIGNER the same person can', async () => {
    const baseUrl = server.url;
    const admin = await userWithTwoFactor(baseUrl, 'owner');
    const adminToken = (await apiSession(baseUrl, admin)).token;
    const { companyId, botId, moduleCount } = await faqAssistant(baseUrl, adminToken);

    // A second person joins the company by invitation; members start as VIEWER.
    const viewer = await userWithTwoFactor(baseUrl, 'viewer');
    await graphql(
      baseUrl,
      adminToken,
      'mutation ($c: ID!, $e: String!) { inviteMember(companyId: $c, email: $e, userType: "USER") { id } }',
      { c: companyId, e: viewer.email },
      companyId,
    );
    const invitation = new URL(await latestLinkTo(baseUrl, viewer.email, 'tokeninv'));
    const { context, page } = await newPage(browser(), baseUrl);
    await signInWithCode(page, viewer);
    const viewerToken = await sessionToken(page);
    const accepted = await fetch(`${baseUrl}/auth/invitation/accept?tokeninv=${invitation.searchParams.get('tokeninv')}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${viewerToken}` },
    });
    expect(accepted.status).toBe(200);

    await openDesigner(page, botId, companyId, moduleCount);
    await expect.poll(() => page.getByText("'View Only' access").count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    await select(page, 'welcome');
    expect(await sideMenu(page).getByLabel('Module name').isDisabled()).toBe(true);
    expect(await sideMenu(page).getByLabel('New message').isDisabled()).toBe(true);
    await shot(page, 'designer-viewer');

    // Backspace (delete) changes nothing; a module does not move.
    await page.keyboard.press('Backspace');
    await expect.poll(() => page.getByText('You are not authorized to do that action').count()).toBeGreaterThan(0);
    const before = await nodeOf(page, 'welcome').boundingBox();
    // The palette offers nothing to drag.
    expect(await page.locator('[data-testid="palette-entry"][data-module-key="END"]').isDisabled()).toBe(true);
    if (before) {
      await page.mouse.move(before.x + 20, before.y + 10);
      await page.mouse.down();
      await page.mouse.move(before.x + 220, before.y + 190, { steps: 6 });
      await page.mouse.up();
    }
    expect(await page.getByTestId('designer-node').count()).toBe(moduleCount);
    expect(await nodeOf(page, 'welcome').boundingBox()).toEqual(before);
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);

    // The server refuses a VIEWER's save too.
    const refused = await fetch(`${baseUrl}/bot/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${viewerToken}`, companyID: companyId },
      body: JSON.stringify({
        query: 'mutation ($b: ID!, $f: String!) { saveVersion(botId: $b, flow: $f) { id } }',
        variables: { b: botId, f: JSON.stringify({ formatVersion: 1, modules: [] }) },
      }),
    });
    const answer = (await refused.json()) as { data?: unknown; errors?: Array<{ extensions?: { code?: string } }> };
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // The admin makes the person a DESIGNER: the banner changes and editing works.
    const { members } = await graphql<{ members: Array<{ userId: string; email: string }> }>(
      baseUrl,
      adminToken,
      'query ($c: ID!) { members(companyId: $c) { userId email } }',
      { c: companyId },
      companyId,
    );
    const member = members.find((m) => m.email === viewer.email);
    if (!member) throw new Error('The invited person is not a member.');
    await graphql(
      baseUrl,
      adminToken,
      'mutation ($c: ID!, $u: ID!) { setDesignerRole(companyId: $c, userId: $u, designerRole: "DESIGNER") { userId } }',
      { c: companyId, u: member.userId },
      companyId,
    );
    await page.reload();
    await page.waitForSelector('[data-testid="designer-canvas"][data-ready="true"]');
    await expect.poll(() => page.getByText("'Design and Edit' access").count()).toBeGreaterThan(0);
    await select(page, 'welcome');
    const name = sideMenu(page).getByLabel('Module name');
    expect(await name.isDisabled()).toBe(false);
    await name.fill('Welcome, designer');
    await name.press('Enter');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(async () => (await savedFlow(baseUrl, viewerToken, botId, companyId)).modules.find((m) => m.id === 'welcome')?.['name' as never]).toBe('Welcome, designer');
    await context.close();
  });
});
