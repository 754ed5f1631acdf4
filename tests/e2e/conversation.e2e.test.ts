import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { graphql, openDesigner, savedFlow, sessionToken, shot, templateAssistant } from './support/designer';
import { signInWithCode, userWithTwoFactor } from './support/signedIn';

type Module = {
  id: string;
  type: string;
  name: string;
  position: { x: number; y: number };
  connections: Array<Record<string, unknown>>;
  settings: Record<string, unknown>;
  fallback?: string;
  fallbackCount?: number;
};
type Flow = { modules: Module[] } & Record<string, unknown>;

/** The shop system the order-status assistant asks: a local server answering one order. */
function startShop(): Promise<{ server: Server; url: string; asked: string[] }> {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    asked.push(url.searchParams.get('orderNumber') ?? '');
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ status: 'on its way', estimatedDelivery: '2026-12-01' }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/orders`, asked })));
}

/**
 * The order-status template with a menu in front (a quick reply), its lookup pointed at the
 * local shop, and a vote asked for at its END: saved as a new version through the API.
 */
function designed(flow: Flow, shopUrl: string): Flow {
  const modules = flow.modules.map((m) => {
    if (m.type === 'START') return { ...m, connections: [{ id: 'menu' }] };
    if (m.id === 'lookup') return { ...m, settings: { ...m.settings, url: shopUrl } };
    if (m.type === 'END')
      return { ...m, settings: { ...m.settings, vote: { enabled: true, voteType: 'FACES', voteMessage: 'How did *we* do?', voteLinkMessage: 'Tell us how we did' } } };
    return m;
  });
  const menu: Module = {
    id: 'menu',
    type: 'SELECTION',
    name: 'Menu',
    position: { x: 90, y: 270 },
    settings: {
      selectionType: 'QUICKREPLY',
      prompt: 'Hi! What can I do for you?',
      payloads: [
        { id: 'track', text: 'Track my order', type: 'TEXT' },
        { id: 'human', text: 'Talk to a person', type: 'TEXT' },
      ],
    },
    connections: [
      { id: 'ask-order', optionID: 'track' },
      { id: 'handover', optionID: 'human' },
    ],
  };
  return { ...flow, modules: [...modules, menu] };
}

describe('a conversation from the test chat to the vote', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser(beforeAll, afterAll);
  let shop: Awaited<ReturnType<typeof startShop>>;
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => new Promise<void>((resolve) => shop.server.close(() => resolve())));

  it('chats through a quick reply, a validated input and an integration call; the conversation is listed, closed, exported, and voted on', async () => {
    const user = await userWithTwoFactor(baseUrl, 'chat');
    const { context, page } = await newPage(browser(), baseUrl);
    await signInWithCode(page, user);
    const token = await sessionToken(page);

    // An assistant from the order-status template, in a new company.
    const { companyId, botId } = await templateAssistant(baseUrl, token, { template: 'Order status', assistant: 'Order desk', company: 'Chat Co' });
    const flow = designed(await savedFlow<Flow>(baseUrl, token, botId, companyId), shop.url);
    await graphql(baseUrl, token, 'mutation ($botId: ID!, $flow: String!) { saveVersion(botId: $botId, flow: $flow) { id } }', { botId, flow: JSON.stringify(flow) }, companyId);

    // The designer's Test button opens the web chat of the draft (the newest saved version) in a new tab.
    await openDesigner(page, botId, companyId, flow.modules.length);
    const [chat] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Test', exact: true }).click()]);
    // The tab opens at the press (so it is not blocked) and is sent to the page once the channel is known.
    await chat.waitForURL((url) => url.pathname === '/chatbot-test');
    const log = chat.getByRole('log');
    await log.getByText('Hi! What can I do for you?').waitFor();

    // A quick reply, then an order number that fails validation, then a valid one.
    await log.getByRole('button', { name: 'Track my order' }).click();
    await log.getByText('Please type your order number (digits only).').waitFor();
    const input = chat.getByRole('textbox', { name: 'Your message' });
    await input.fill('abc');
    await input.press('Enter');
    // No error message on the input: the question is asked again.
    await expect.poll(() => log.getByText('Please type your order number (digits only).').count(), { timeout: 30_000 }).toBe(2);
    await input.fill('123456');
    await chat.getByRole('button', { name: 'Send' }).click();
    await log.getByText('Order 123456 is on its way. Estimated delivery: 2026-12-01.').waitFor();
    expect(shop.asked).toEqual(['123456']);
    await log.getByText('Tell us how we did').waitFor();
    const voteLink = log.getByRole('link', { name: /Rate this conversation/ });
    await voteLink.waitFor();
    const voteHref = await voteLink.getAttribute('href');
    expect(voteHref).toMatch(/\/vote\/[0-9a-f-]{36}$/);
    await chat.getByText('The conversation has ended.').waitFor();
    await shot(chat, 'chatbot-test');

    // A second conversation, handed over to a person: it stays open.
    await chat.getByRole('button', { name: 'Start a new conversation' }).click();
    await log.getByRole('button', { name: 'Talk to a person' }).last().click();
    await expect.poll(() => log.getByText('Talk to a person').count(), { timeout: 30_000 }).toBeGreaterThan(0);

    // The conversation in the Conversations screen: messages, close, CSV.
    await page.goto(`/conversations?companyId=${companyId}`);
    const rows = page.getByRole('row');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(3);
    // Newest first: the handed-over conversation is open, the order conversation closed.
    const open = rows.nth(1);
    const ended = rows.nth(2);
    expect(await open.getByText('Open', { exact: true }).count()).toBe(1);
    expect(await ended.getByText('Closed', { exact: true }).count()).toBe(1);
    expect(await ended.getByRole('button', { name: 'Close', exact: true }).count()).toBe(0);
    await open.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, close' }).click();
    await page.getByText('Conversation closed successfully').waitFor();
    await expect.poll(() => rows.nth(1).getByText('Closed', { exact: true }).count(), { timeout: 30_000 }).toBe(1);

    await ended.getByRole('button', { name: 'See Messages' }).click();
    const messages = page.getByRole('dialog');
    await messages.getByText('Order 123456 is on its way. Estimated delivery: 2026-12-01.').waitFor();
    await messages.getByText('abc').waitFor();
    await shot(page, 'conversation-messages');
    await page.keyboard.press('Escape');
    await messages.waitFor({ state: 'detached' });
    await shot(page, 'conversations');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('ConversationReport.csv');
    const csv = readFileSync((await download.path())!, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((line) => line.includes('Closed'))).toBe(true);
    expect(lines[0]).toContain(';');
    expect(lines[1]).toMatch(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2} [+-]\d{2}:\d{2}/);

    // The person voted from the link the assistant sent.
    const voter = await context.newPage();
    await voter.goto(voteHref!);
    await voter.getByText('How did').waitFor();
    expect(await voter.locator('strong', { hasText: 'we' }).count()).toBe(1);
    const send = voter.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);
    await voter.getByRole('radio', { name: 'Very good' }).check({ force: true });
    await voter.getByPlaceholder('Write your feedback here (Optional)').fill('Quick and clear.');
    await send.click();
    await voter.getByText('THANK YOU!').waitFor();
    await shot(voter, 'vote-thanks');
    await voter.reload();
    await voter.getByText('THANK YOU!').waitFor();
    await voter.close();
    await context.close();
  });
});
