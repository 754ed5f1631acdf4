import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { RouteObject } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/routes';
import { confirmedUser } from './support/accounts';
import { postJson as post } from './support/api';
import { axeViolations, settle, type AxeViolation } from './support/axe';
import { newPage, useBrowser } from './support/browser';
import { graphql, nodeOf, savedFlow } from './support/designer';
import { startServer, type RunningServer } from './support/server';
import { totpCode } from './support/totp';
import arTwoFactor from '../../locales/ar/twoFactor.json';

/**
 * Every route of the console walked in Chromium: no page may say "coming soon", log an error to
 * the console (a missing translation is logged as one, see src/i18n.ts) or throw, and each is
 * checked by axe-core against WCAG 2.1 A and AA, in English and
 * in Arabic (right to left): signed out for the public pages, through the two-factor setup
 * and verification, then signed in as the demo admin with its company and an assistant
 * that has a conversation. The designer is checked with a module selected too.
 */

type Fixture = { companyId: string; botId: string; channelId: string; conversationId: string; deepLinkId: string };

/** Every route pattern of the router, children under their parent's path ('/' for the index route). */
function routePatterns(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.index ? parent || '/' : route.path === undefined ? null : route.path.startsWith('/') || route.path === '*' ? route.path : `${parent}/${route.path}`;
    const children = route.children ? routePatterns(route.children, own ?? parent) : [];
    return own === null ? children : [own, ...children];
  });
}

/** The address visited for each route pattern: parameters and queries filled from the fixture. */
const PUBLIC_PAGES: Record<string, (f: Fixture) => string> = {
  '/login': () => '/login',
  '/register': () => '/register',
  '/invitation': () => '/invitation?tokeninv=not-a-real-invitation',
  '/welcome': () => '/welcome',
  '/welcome/install/:integrationName': () => '/welcome/install/ideasoft?shop=demo-shop',
  // Without a shop it goes on to /Error; with one it leaves the console for the shop.
  '/shopify/redirect': () => '/shopify/redirect',
  '/forget': () => '/forget',
  '/reset/:token': () => '/reset/not-a-real-token',
  '/vote/:id': (f) => `/vote/${f.deepLinkId}`,
  '/error': () => '/error',
  '/Error': () => '/Error?header=access_blocked',
  '/chatbot-test': (f) => `/chatbot-test?channelId=${f.channelId}`,
  '/inspector': () => '/inspector',
  '*': () => '/no-page-here',
};

/** Shown in the two-factor flows themselves (setup of a new user, verification of the demo admin). */
const TWO_FACTOR_PAGES = ['/2fa/setup', '/2fa/verify', '/choose-password'];

const SIGNED_IN_PAGES: Record<string, (f: Fixture) => string> = {
  '/': () => '/',
  '/guide': () => '/guide',
  '/assistants': () => '/assistants',
  '/templates': () => '/templates',
  '/companies': () => '/companies',
  '/company-profile': (f) => `/company-profile?id=${f.companyId}`,
  '/profile': () => '/profile',
  '/chatbot-designer': (f) => `/chatbot-designer?id=${f.botId}&companyId=${f.companyId}`,
  '/conversations': () => '/conversations',
  '/reporting/analysis/botlogs': (f) => `/reporting/analysis/botlogs?id=${f.conversationId}&companyId=${f.companyId}`,
  '/conversation-inspector': (f) => `/conversation-inspector?id=${f.conversationId}&companyId=${f.companyId}`,
  '/install/:integrationName': () => '/install/shopify',
  '/data-station-table': (f) => `/data-station-table?table=products&companyId=${f.companyId}`,
  '/logout': () => '/logout',
};

/** What a placeholder page said ("coming soon"), in the two languages the walk reads. */
const COMING_SOON = { en: /coming soon/i, ar: /قادم قريب/ } as const;

/** Any plain route: visited at its own address. */
const plainAddress = (pattern: string) => (pattern.includes(':') ? undefined : pattern);

const ROUTES = routePatterns(routes);
const SIGNED_IN_ROUTES = ROUTES.filter((r) => !(r in PUBLIC_PAGES) && !TWO_FACTOR_PAGES.includes(r) && r !== '/logout');

/** The demo admin's e-mail and password, as the first start wrote them for the operator. */
async function demoAdminLogin(server: RunningServer): Promise<{ email: string; password: string }> {
  // The server seeds the demo data once it listens: the file comes a moment after /healthz answers.
  const file = join(server.dataDir, 'first-login.txt');
  for (let waited = 0; !existsSync(file); waited += 250) {
    if (waited > 60_000) throw new Error(`No ${file} after a minute:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const text = readFileSync(file, 'utf8');
  const email = /E-mail:\s+(\S+)/.exec(text)?.[1];
  const password = /Password:\s+(\S+)/.exec(text)?.[1];
  if (!email || !password) throw new Error(`No demo admin login in first-login.txt:\n${text}`);
  return { email, password };
}

/** What a failing assertion shows: rule, impact and the elements, per page. */
function readable(violations: AxeViolation[]): string[] {
  return violations.flatMap((v) => v.nodes.map((n) => `${v.rule} (${v.impact}): ${n.target} — ${n.html} — ${n.summary}`));
}

async function check(page: Page, address: string): Promise<string[]> {
  await page.goto(address);
  await settle(page);
  return readable(await axeViolations(page));
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
}

describe('accessibility (axe-core, WCAG 2.1 A and AA) on every route', () => {
  let server: RunningServer;
  let fixture: Fixture;
  let admin: { email: string; password: string; secret: string; backupCodes: string[] };
  const browser = useBrowser(beforeAll, afterAll);

  beforeAll(async () => {
    server = await startServer();
    const baseUrl = server.url;
    const generated = await demoAdminLogin(server);
    // The generated password works once: the demo admin chooses their own first.
    const once = await post<{ token: string; passwordChangeRequired: boolean }>(baseUrl, '/auth/signin', generated);
    if (!once.passwordChangeRequired) throw new Error('The demo admin was not asked for a password of their own.');
    const login = { email: generated.email, password: 'Demo!0wn-Password' };
    // The demo admin turns two-factor on (as its first sign-in would) and keeps backup codes.
    const first = await post<{ token: string }>(baseUrl, '/auth/password/choose', { password: login.password }, once.token);
    const { secret } = await post<{ secret: string }>(baseUrl, '/auth/2fa/initiate', {}, first.token);
    const verified = await post<{ data: { token: string } }>(baseUrl, '/auth/2fa/verify', { verificationToken: totpCode(secret) }, first.token);
    const token = verified.data.token;
    const backup = await post<{ data: string[] }>(baseUrl, '/auth/2fa/generate-backup-code', {}, token);
    admin = { ...login, secret, backupCodes: backup.data };

    // The demo company's assistant (seeded with a few conversations), its web chat channel, and one more conversation.
    const { companies } = await graphql<{ companies: Array<{ id: string; name: string }> }>(baseUrl, token, 'query { companies { id name } }', {});
    const company = companies.find((c) => c.name === 'Demo Company');
    if (!company) throw new Error('The demo company is missing.');
    const { bots } = await graphql<{ bots: Array<{ id: string; name: string; webChatChannelId: string | null }> }>(
      baseUrl,
      token,
      'query ($c: ID) { bots(companyId: $c) { id name webChatChannelId } }',
      { c: company.id },
      company.id,
    );
    const bot = bots.find((b) => b.name === 'Demo help desk');
    const botId = bot?.id ?? '';
    const channelId = bot?.webChatChannelId;
    if (!channelId) throw new Error('The demo assistant or its web chat channel is missing.');
    // The assistant asks for a vote at its end; one conversation runs to it, one stays open.
    const flow = await savedFlow<{ modules: Array<{ type: string; settings: Record<string, unknown> }> }>(baseUrl, token, botId, company.id);
    const voting = {
      ...flow,
      modules: flow.modules.map((m) =>
        m.type === 'END'
          ? { ...m, settings: { ...m.settings, vote: { enabled: true, voteType: 'FACES', voteMessage: 'How did we do?', voteLinkMessage: 'Tell us how we did' } } }
          : m,
      ),
    };
    const { saveVersion } = await graphql<{ saveVersion: { id: string } }>(
      baseUrl,
      token,
      'mutation ($botId: ID!, $flow: String!) { saveVersion(botId: $botId, flow: $flow) { id } }',
      { botId, flow: JSON.stringify(voting) },
      company.id,
    );
    // Channels run the published version: the one that asks for a vote goes live.
    await graphql(
      baseUrl,
      token,
      'mutation ($botId: ID!, $versionId: ID!) { publishVersion(botId: $botId, versionId: $versionId) { botId } }',
      { botId, versionId: saveVersion.id },
      company.id,
    );
    const chat = async (texts: Array<{ text: string; payload?: string }>): Promise<{ conversationId: string; answers: string }> => {
      const started = await post<{ conversationId: string; clientToken: string }>(baseUrl, `/microwebchat/v1/channels/${channelId}/conversations`, {});
      let answers = '';
      for (const message of texts) {
        const answer = await fetch(`${baseUrl}/microwebchat/v1/conversations/${started.conversationId}/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-client-token': started.clientToken },
          body: JSON.stringify(message),
        });
        answers += await answer.text();
      }
      return { conversationId: started.conversationId, answers };
    };
    const finished = await chat([
      { text: 'Opening hours', payload: 'opt-hours' },
      { text: 'No, thanks', payload: 'opt-no' },
    ]);
    const deepLinkId = /\/vote\/([0-9a-f-]{36})/.exec(finished.answers)?.[1];
    if (!deepLinkId) throw new Error(`No vote link at the end of the conversation: ${finished.answers}`);
    const open = await chat([{ text: 'What are your opening hours?' }]);
    fixture = { companyId: company.id, botId, channelId, conversationId: open.conversationId, deepLinkId };
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('visits every route of the router', () => {
    const visited = [...Object.keys(PUBLIC_PAGES), ...TWO_FACTOR_PAGES, ...Object.keys(SIGNED_IN_PAGES), ...SIGNED_IN_ROUTES.filter((r) => plainAddress(r))];
    expect(ROUTES.filter((r) => !visited.includes(r))).toEqual([]);
  });

  describe.each([
    { lang: 'en', locale: 'en-US', dir: 'ltr' },
    { lang: 'ar', locale: 'ar', dir: 'rtl' },
  ])('in $lang ($dir)', ({ lang, locale, dir }) => {
    let context: BrowserContext;
    let page: Page;
    /** What the page logged as an error or threw since the last look. */
    let errors: string[] = [];
    beforeAll(async () => {
      ({ context, page } = await newPage(browser(), server.url, locale));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => errors.push(error.message));
    });
    afterAll(async () => {
      await context?.close();
    });

    it.each(Object.keys(PUBLIC_PAGES))('public page %s, signed out', async (pattern) => {
      const problems = await check(page, PUBLIC_PAGES[pattern]!(fixture));
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir);
      expect(problems).toEqual([]);
    });

    it('choosing a password after a generated one', async () => {
      // The form needs only a pending sign-in in the browser; nothing is sent until it is saved.
      await context.addCookies([{ name: 'token', value: 'pending-sign-in', url: server.url }]);
      const problems = await check(page, '/choose-password');
      expect(new URL(page.url()).pathname).toBe('/choose-password');
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir);
      await context.clearCookies({ name: 'token' });
      expect(problems).toEqual([]);
    });

    it('two-factor setup: QR code, backup codes, done', async () => {
      const user = await confirmedUser(server.url, `a11y-${lang}`);
      await signIn(page, user.email, user.password);
      await page.waitForURL('**/2fa/setup');
      await page.locator('code.secret').waitFor();
      await settle(page);
      const problems: Record<string, string[]> = {};
      problems['qr'] = readable(await axeViolations(page));
      const secret = (await page.locator('code.secret').innerText()).replace(/\s+/g, '');
      await page.locator('input[inputmode="numeric"]').fill(totpCode(secret));
      await page.locator('button[type="submit"]').click();
      await page.locator('.backup-codes li').first().waitFor();
      await settle(page);
      problems['backupCodes'] = readable(await axeViolations(page));
      await page.locator('.step-actions button').last().click();
      await page.locator('.success-step').waitFor();
      await settle(page);
      problems['success'] = readable(await axeViolations(page));
      expect(problems).toEqual({ qr: [], backupCodes: [], success: [] });
      await context.clearCookies();
    });

    it('two-factor verification of the demo admin (code in English, backup code in Arabic)', async () => {
      await signIn(page, admin.email, admin.password);
      await page.waitForURL('**/2fa/verify');
      await page.locator('input[inputmode="numeric"]').waitFor();
      await settle(page);
      const problems = readable(await axeViolations(page));
      if (lang === 'en') {
        await page.locator('input[inputmode="numeric"]').fill(totpCode(admin.secret, 1));
      } else {
        await page.getByRole('button', { name: arTwoFactor.verify.useBackup }).click();
        await page.locator('input[inputmode="numeric"]').fill(admin.backupCodes[0]!);
        await settle(page);
        problems.push(...readable(await axeViolations(page)));
      }
      await page.locator('button[type="submit"]').click();
      await page.waitForURL((url) => !url.pathname.startsWith('/2fa') && url.pathname !== '/login');
      expect(problems).toEqual([]);
    });

    it.each(SIGNED_IN_ROUTES.filter((r) => r !== '/chatbot-designer'))('signed-in page %s', async (pattern) => {
      const address = SIGNED_IN_PAGES[pattern]?.(fixture) ?? plainAddress(pattern)!;
      errors = [];
      const problems = await check(page, address);
      expect(new URL(page.url()).pathname).not.toBe('/login');
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir);
      // Every route is a built page: none says it is coming (as the placeholder pages once did).
      expect(await page.getByText(COMING_SOON[lang as keyof typeof COMING_SOON]).count(), `${address}: says coming soon`).toBe(0);
      expect({ address, errors, problems }).toEqual({ address, errors: [], problems: [] });
    });

    it('the designer, then with a module selected', async () => {
      errors = [];
      await page.goto(SIGNED_IN_PAGES['/chatbot-designer']!(fixture));
      await page.waitForSelector('[data-testid="designer-canvas"][data-ready="true"]');
      await settle(page);
      const opened = readable(await axeViolations(page));
      await nodeOf(page, 'welcome').click();
      await expect.poll(() => nodeOf(page, 'welcome').getAttribute('aria-selected')).toBe('true');
      await page.getByRole('complementary').locator('input').first().waitFor();
      await settle(page);
      const selected = readable(await axeViolations(page));
      expect({ opened, selected, errors }).toEqual({ opened: [], selected: [], errors: [] });
    });

    it('logout, and the login page it ends on', async () => {
      // The logout page is passed through: it signs out and moves on to the login page.
      await page.goto(SIGNED_IN_PAGES['/logout']!(fixture));
      await page.waitForURL((url) => url.pathname === '/login');
      await settle(page);
      expect(readable(await axeViolations(page))).toEqual([]);
    });
  });
});
