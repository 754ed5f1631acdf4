// @vitest-environment jsdom
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGraphqlClient } from '../../../services/graphql';
import { configureHttpPolicy } from '../../../services/http';
import { clearAll, storeSession } from '../../../services/session';
import '../../testing/dom';
import { initTestI18n } from '../../testing/i18n';
import { renderRoute } from '../../testing/renderRoute';
import AssistantsPage from './AssistantsPage';

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

const companies = [
  {
    __typename: 'Company',
    id: 'c1',
    name: 'Acme',
    createdAt: '2025-01-01T00:00:00.000Z',
    currentUserType: 'ADMIN',
    isEnterprise: true,
    isIpAddressAllowed: true,
    country: 'TURKEY',
  },
  {
    __typename: 'Company',
    id: 'c2',
    name: 'Beta',
    createdAt: '2025-01-02T00:00:00.000Z',
    currentUserType: 'USER',
    isEnterprise: false,
    isIpAddressAllowed: true,
    country: 'TURKEY',
  },
];
const bot = (id: string, name: string, companyId: string, createdAt: string) => ({
  __typename: 'Bot',
  id,
  fid: `fid-${id}`,
  name,
  companyId,
  companyName: companyId === 'c1' ? 'Acme' : 'Beta',
  createdAt,
  createrName: 'Ada Lovelace',
});
const bots = [
  bot('b1', 'Order status helper for the shop', 'c1', '2025-03-01T10:00:00.000Z'),
  bot('b2', 'FAQ', 'c2', '2025-05-01T10:00:00.000Z'),
  bot('b3', 'Booking', 'c1', '2025-01-01T10:00:00.000Z'),
];

const down = { bots: 0, companies: 0 };
beforeEach(() => Object.assign(down, { bots: 0, companies: 0 }));

function renderPage() {
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = String(init?.body);
    if (body.includes('AssistantsBots') && down.bots-- > 0) throw new TypeError('Failed to fetch');
    if (body.includes('Companies') && down.companies-- > 0)
      return new Response(JSON.stringify({ message: 'down' }), { status: 503, headers: { 'content-type': 'application/json' } });
    if (body.includes('AssistantsBots')) return json({ data: { bots } });
    if (body.includes('Companies')) return json({ data: { companies } });
    return json({ data: {} });
  });
  const client = createGraphqlClient({ fetch: fetchMock as unknown as typeof fetch });
  const result = renderRoute(
    <ApolloProvider client={client}>
      <AssistantsPage />
    </ApolloProvider>,
    { path: '/assistants' },
  );
  return { ...result, fetchMock };
}

const names = () =>
  within(screen.getByRole('list', { name: 'Assistants' }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'));

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(label) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('assistants page', () => {
  it('lists every assistant with id, fid, name, date, creator, company and a link to the designer', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Assistants' })).toBeTruthy();
    const card = await screen.findByRole('listitem', { name: 'Order status helper for the shop' });
    expect(within(card).getByRole('heading').textContent).toBe('Order status helper ...');
    for (const text of ['b1', 'fid-b1', 'Ada Lovelace', 'Acme', 'c1']) expect(within(card).getByText(text)).toBeTruthy();
    expect(within(card).getByText(/^Created Mar 1, 2025$/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'VIEW ASSISTANT' }).getAttribute('href')).toBe('/chatbot-designer?id=b1&companyId=c1');
  });

  it('sorts newest first by default, and by name both ways and oldest first', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('listitem', { name: 'FAQ' });
    expect(names()).toEqual(['FAQ', 'Order status helper for the shop', 'Booking']);
    await choose(user, 'Sort', 'Name (A-Z)');
    expect(names()).toEqual(['Booking', 'FAQ', 'Order status helper for the shop']);
    await choose(user, 'Sort', 'Name (Z-A)');
    expect(names()).toEqual(['Order status helper for the shop', 'FAQ', 'Booking']);
    await choose(user, 'Sort', 'Oldest');
    expect(names()).toEqual(['Booking', 'Order status helper for the shop', 'FAQ']);
  });

  it('searches and filters by company (All plus each company)', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('listitem', { name: 'FAQ' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'order');
    expect(names()).toEqual(['Order status helper for the shop']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await choose(user, 'Company', 'Beta');
    expect(names()).toEqual(['FAQ']);
    await choose(user, 'Company', 'All');
    expect(names()).toHaveLength(3);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing like this');
    expect(screen.getByText('No assistant matches your search.')).toBeTruthy();
  });

  it('ADD NEW ASSISTANT: a non-enterprise company is refused with the spec text; an enterprise one leads to the wizard, and back returns', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('listitem', { name: 'FAQ' });
    await user.click(screen.getByRole('button', { name: 'ADD NEW ASSISTANT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Assistant' });
    expect(within(dialog).getByText('Select your Company')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    await choose(user, 'Company', 'Beta');
    expect(within(dialog).getByRole('alert').textContent).toBe("Company status is pending on admin's permission!");
    expect(within(dialog).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    await choose(user, 'Company', 'Acme');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByRole('button', { name: /Create from scratch/ })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('assistants page when a read fails', () => {
  it('shows the network text with Try again, and Try again loads the assistants', async () => {
    const user = userEvent.setup();
    down.bots = 1;
    const { fetchMock } = renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Please check your internet connection.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'FAQ' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock.mock.calls.filter(([, init]) => String(init?.body).includes('AssistantsBots'))).toHaveLength(2);
  });

  it('shows a failed read of the companies with Try again', async () => {
    const user = userEvent.setup();
    down.companies = 1;
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Problem in internet connection');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
