import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webMessengerSnippet } from '../../services/contracts/channels/webMessengerSnippet';
import { newPage, useBrowser } from './support/browser';
import { graphql, savedFlow, sessionToken, templateAssistant } from './support/designer';
import { startServer, type RunningServer } from './support/server';
import { signInWithCode, userWithTwoFactor } from './support/signedIn';

type Module = { id: string; type: string; name: string; position: { x: number; y: number }; connections: Array<Record<string, unknown>>; settings: Record<string, unknown> };
type Flow = { modules: Module[] } & Record<string, unknown>;

const at = (index: number) => ({ x: 90 + index * 240, y: 270 });

/** START → a quick reply → a card → an input checked by a pattern → thanks → END. */
function designed(flow: Flow): Flow {
  const start = flow.modules.find((m) => m.type === 'START');
  const end = flow.modules.find((m) => m.type === 'END');
  if (!start || !end) throw new Error('The template has no START or END.');
  const module = (id: string, type: string, index: number, settings: Record<string, unknown>, connections: Array<Record<string, unknown>>): Module => ({
    id,
    type,
    name: id,
    position: at(index),
    settings,
    connections,
  });
  return {
    ...flow,
    modules: [
      { ...start, connections: [{ id: 'menu' }] },
      module('menu', 'SELECTION', 1, { selectionType: 'QUICKREPLY', prompt: 'Hi! What can I do for you?', payloads: [{ id: 'plans', text: 'See the plans', type: 'TEXT' }] }, [
        { id: 'cards', optionID: 'plans' },
      ]),
      module(
        'cards',
        'SELECTION',
        2,
        {
          selectionType: 'CARD',
          payloads: [{ id: 'basic', title: 'Basic plan', subtitle: 'For small shops', text: '', image: '', buttons: [{ id: 'choose', text: 'Choose Basic', type: 'TEXT' }] }],
        },
        [{ id: 'code', cardID: 'basic', buttonID: 'choose' }],
      ),
      module(
        'code',
        'INPUT',
        3,
        { inputType: 'TEXT', param: 'code', prompt: 'Your four-digit customer code?', validator: '^\\d{4}$', validatorFlag: '', errorMessage: 'Four digits, please.' },
        [{ id: 'thanks' }],
      ),
      module('thanks', 'MESSAGE', 4, { messageType: 'TEXT', payloads: ['Thanks, customer #code!'] }, [{ id: end.id }]),
      { ...end, position: at(5) },
    ],
  };
}

/** A shop's page on another origin with the snippet and a strict Content-Security-Policy (no inline script or style at all). */
function startShopPage(console: () => string, channelId: () => string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const language = request.url?.startsWith('/ar') ? 'ar' : undefined;
    const origin = console();
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader('content-security-policy', `default-src 'none'; script-src ${origin}; connect-src ${origin}; img-src ${origin} data:; style-src 'none'`);
    const snippet = webMessengerSnippet({ publicUrl: origin, channelId: channelId(), ...(language ? { language } : {}) });
    response.end(`<!doctype html><html lang="en"><head><title>Shop</title></head><body><h1>Shop</h1>${snippet}</body></html>`);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })));
}

const chat = (page: Page) => page.getByRole('dialog');

describe('the web messenger on another site', () => {
  const browser = useBrowser(beforeAll, afterAll);
  const dataDir = mkdtempSync(join(tmpdir(), 'messenger-e2e-'));
  let server: RunningServer;
  let shop: Awaited<ReturnType<typeof startShopPage>>;
  let channelId = '';
  beforeAll(async () => {
    server = await startServer({ DATA_DIR: dataDir });
    shop = await startShopPage(
      () => server.url,
      () => channelId,
    );
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => shop.server.close(() => resolve()));
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('converses to the end under a strict CSP, shows a setting saved in the console after a reload, keeps the conversation, signs a visitor in by SMS code, and speaks Arabic right to left', async () => {
    const user = await userWithTwoFactor(server.url, 'messenger');
    const signedIn = await newPage(browser(), server.url);
    await signInWithCode(signedIn.page, user);
    const token = await sessionToken(signedIn.page);
    const { companyId, botId } = await templateAssistant(server.url, token, { template: 'Order status', assistant: 'Plan desk', company: 'Messenger Co' });
    const flow = designed(await savedFlow<Flow>(server.url, token, botId, companyId));
    const { saveVersion } = await graphql<{ saveVersion: { id: string } }>(
      server.url,
      token,
      'mutation ($botId: ID!, $flow: String!) { saveVersion(botId: $botId, flow: $flow) { id } }',
      { botId, flow: JSON.stringify(flow) },
      companyId,
    );
    await graphql(
      server.url,
      token,
      'mutation ($botId: ID!, $versionId: ID!) { publishVersion(botId: $botId, versionId: $versionId) { botId } }',
      { botId, versionId: saveVersion.id },
      companyId,
    );
    const { bots } = await graphql<{ bots: Array<{ id: string; webChatChannelId: string | null }> }>(
      server.url,
      token,
      'query ($c: ID) { bots(companyId: $c) { id webChatChannelId } }',
      { c: companyId },
      companyId,
    );
    channelId = bots.find((b) => b.id === botId)?.webChatChannelId ?? '';
    expect(channelId).not.toBe('');

    const { page } = await newPage(browser(), shop.url);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/');
    const launcher = page.getByRole('button', { name: 'Open the chat' });
    await launcher.click();
    const dialog = chat(page);
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').textContent()).toBe('Plan desk');
    const input = dialog.getByRole('textbox', { name: 'Your message' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-web-messenger') !== null)).toBe(true);
    const log = dialog.getByRole('log');
    await log.getByText('Hi! What can I do for you?').waitFor();
    await log.getByRole('button', { name: 'See the plans' }).click();
    await log.getByText('Basic plan').waitFor();
    await log.getByRole('button', { name: 'Choose Basic' }).click();
    await log.getByText('Your four-digit customer code?').waitFor();
    await input.fill('12');
    await input.press('Enter');
    await log.getByText('Four digits, please.').waitFor();
    await input.fill('1234');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await log.getByText('Thanks, customer 1234!').waitFor();
    await dialog.getByText('The conversation has ended.').waitFor();

    // Escape closes the chat and gives the focus back to the launcher.
    await input.focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => launcher.evaluate((node) => node === (node.getRootNode() as ShadowRoot).activeElement)).toBe(true);

    // The admin renames the brand in the web chat's Design tab and saves; a reload of the shop shows it, with the same conversation.
    const console = signedIn.page;
    await console.goto(`/company-profile?id=${companyId}&initial=CHANNELS`);
    await console
      .getByRole('button', { name: /^Open / })
      .first()
      .click();
    const form = console.getByRole('dialog');
    await form.getByRole('textbox', { name: 'Brand name', exact: true }).fill('Renamed shop');
    await form.getByRole('button', { name: 'SAVE', exact: true }).click();
    await form.getByText('Saved successfully').waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Open the chat' }).click();
    await chat(page).getByRole('heading', { name: 'Renamed shop' }).waitFor();
    await chat(page).getByRole('log').getByText('Thanks, customer 1234!').waitFor();
    expect(violations).toEqual([]);

    // The channel now asks visitors to sign in with a one-time password: the messenger loads its sign-in module (under the same strict policy), the code arrives by the SMS sandbox, and the chat opens after it.
    const { channel } = await graphql<{ channel: { properties: string } }>(server.url, token, 'query ($id: ID!) { channel(id: $id) { properties } }', { id: channelId }, companyId);
    const properties = { ...(JSON.parse(channel.properties) as Record<string, unknown>), auth: 'OTP', defaultCountry: 'DE' };
    await graphql(
      server.url,
      token,
      'mutation ($id: ID!, $p: String!) { updateConnection(channelId: $id, properties: $p) { id } }',
      { id: channelId, p: JSON.stringify(properties) },
      companyId,
    );
    await page.reload();
    await page.getByRole('button', { name: 'Open the chat' }).click();
    const signIn = chat(page);
    await signIn.getByRole('heading', { name: 'Sign in to chat' }).waitFor();
    await signIn.getByRole('textbox', { name: 'Phone number' }).fill('15112345678');
    await signIn.getByRole('button', { name: 'Send code' }).click();
    const latestCode = async () => {
      const answer = (await (await fetch(`${server.url}/sandbox/sms/messages`)).json()) as { messages: Array<{ text: string }> };
      return /\b(\d{6})\b/.exec(answer.messages[0]?.text ?? '')?.[1] ?? '';
    };
    await expect.poll(latestCode, { timeout: 30_000 }).not.toBe('');
    const code = await latestCode();
    await signIn.getByRole('textbox', { name: 'Code' }).fill(code);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await chat(page).getByRole('log').waitFor();
    expect(violations).toEqual([]);
    await signedIn.context.close();

    // Arabic: the chat reads right to left.
    await page.goto('/ar');
    await page.getByRole('button', { name: 'افتح المحادثة' }).click();
    await chat(page).waitFor();
    expect(await page.locator('[data-web-messenger] div[dir]').first().getAttribute('dir')).toBe('rtl');
  });
});
