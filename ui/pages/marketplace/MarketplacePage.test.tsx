// @vitest-environment jsdom
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGraphqlClient } from '../../../services/graphql';
import { configureHttpPolicy } from '../../../services/http';
import { clearAll, storeSession } from '../../../services/session';
import '../../testing/dom';
import { initTestI18n } from '../../testing/i18n';
import { renderRoute } from '../../testing/renderRoute';
import MarketplacePage from './MarketplacePage';

beforeAll(() => initTestI18n());
beforeEach(() => {
  configureHttpPolicy({ navigate: vi.fn(), toast: vi.fn(), clearStorage: vi.fn() });
  storeSession('token-1', { id: 'u1', name: 'Ada', surname: 'Lovelace', email: 'ada@example.com' });
});
afterEach(() => {
  cleanup();
  clearAll();
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const template = (id: string, name: string, description: string, specialization: string | null, aiBot = false) => ({
  __typename: 'BotTemplate',
  id,
  name,
  description,
  specialization,
  aiBot,
  aiId: null,
});
const templates = [
  template('t1', 'Frequently asked questions bot', 'Answers common questions with quick replies', null),
  template('t2', 'Order tracking', 'Looks up an order for a shop', 'ECOMMERCE'),
  template('t3', 'Room booking', 'Books rooms with an AI agent', 'HOSPITALITY', true),
];
const modules = [
  { __typename: 'BotTemplate', id: 't1', modules: [{ __typename: 'TemplateModule', name: 'Start', type: 'START' }] },
  { __typename: 'BotTemplate', id: 't2', modules: [{ __typename: 'TemplateModule', name: 'Order number', type: 'INPUT' }] },
  { __typename: 'BotTemplate', id: 't3', modules: [] },
];

function renderPage(list = templates) {
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = String(init?.body);
    if (body.includes('AssistantTemplateModules')) return json({ data: { botTemplates: modules } });
    if (body.includes('AssistantTemplates')) return json({ data: { botTemplates: list } });
    if (body.includes('Companies')) return json({ data: { companies: [] } });
    return json({ data: {} });
  });
  renderRoute(
    <ApolloProvider client={createGraphqlClient({ fetch: fetchMock as unknown as typeof fetch })}>
      <MarketplacePage />
    </ApolloProvider>,
    { path: '/marketplace' },
  );
}

const cardNames = () => screen.queryAllByRole('listitem').map((item) => item.getAttribute('aria-label'));

describe('marketplace page', () => {
  it('shows every template as a card with its name cut at 24 characters, and filters by category and by words', async () => {
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Frequently asked questions bot' });
    expect(within(card).getByRole('heading').textContent).toBe('Frequently asked questio...');
    expect(cardNames()).toEqual(['Frequently asked questions bot', 'Order tracking', 'Room booking']);
    expect(screen.getByText('Templates shown: 3 of 3')).toBeTruthy();

    const categories = screen.getByRole('radiogroup', { name: 'Categories' });
    expect(
      within(categories)
        .getAllByRole('radio')
        .map((b) => b.textContent),
    ).toEqual(['All', 'With AI', 'Ecommerce', 'Hospitality']);
    await user.click(within(categories).getByRole('radio', { name: 'With AI' }));
    expect(cardNames()).toEqual(['Room booking']);
    await user.click(within(categories).getByRole('radio', { name: 'Ecommerce' }));
    expect(cardNames()).toEqual(['Order tracking']);
    await user.click(within(categories).getByRole('radio', { name: 'All' }));

    await user.type(screen.getByRole('searchbox', { name: 'Find a template' }), 'QUICK rep');
    expect(cardNames()).toEqual(['Frequently asked questions bot']);
    await user.type(screen.getByRole('searchbox', { name: 'Find a template' }), 'zzz');
    expect(cardNames()).toEqual([]);
    expect(screen.getByText('No template matches. Try other words or another category.')).toBeTruthy();
  });

  it('EXPLORE previews the modules of a template, and "Use this template" opens the assistant creator', async () => {
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Order tracking' });
    await user.click(within(card).getByRole('button', { name: 'EXPLORE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order tracking' });
    expect(await within(dialog).findByText('Order number')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(within(card).getByRole('button', { name: 'Use this template' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Assistant' })).toBeTruthy();
  });

  it('says so when there are no templates', async () => {
    renderPage([]);
    expect(await screen.findByText('There are no templates yet.')).toBeTruthy();
  });
});
