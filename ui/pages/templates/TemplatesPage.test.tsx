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
import TemplatesPage from './TemplatesPage';

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
const templates = [
  {
    __typename: 'BotTemplate',
    id: 't1',
    name: 'Frequently asked questions bot',
    description: 'Answers common questions with quick replies',
    specialization: null,
    aiBot: false,
    aiId: null,
  },
  { __typename: 'BotTemplate', id: 't2', name: 'Lead capture', description: 'Collects name, e-mail and phone', specialization: null, aiBot: false, aiId: null },
];
const modules = [
  {
    __typename: 'BotTemplate',
    id: 't1',
    modules: [
      { __typename: 'TemplateModule', name: 'Start', type: 'START' },
      { __typename: 'TemplateModule', name: 'Topics', type: 'SELECTION' },
    ],
  },
  { __typename: 'BotTemplate', id: 't2', modules: [{ __typename: 'TemplateModule', name: 'Start', type: 'START' }] },
];
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
];

const down = { templates: 0, modules: 0 };
beforeEach(() => Object.assign(down, { templates: 0, modules: 0 }));
const serverDown = () => new Response(JSON.stringify({ message: 'down' }), { status: 500, headers: { 'content-type': 'application/json' } });

function renderPage() {
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = String(init?.body);
    if (body.includes('AssistantTemplateModules') && down.modules-- > 0) return serverDown();
    if (body.includes('AssistantTemplates') && !body.includes('Modules') && down.templates-- > 0) throw new TypeError('Failed to fetch');
    if (body.includes('AssistantTemplateModules')) return json({ data: { botTemplates: modules } });
    if (body.includes('AssistantTemplates')) return json({ data: { botTemplates: templates } });
    if (body.includes('Companies')) return json({ data: { companies } });
    return json({ data: {} });
  });
  const client = createGraphqlClient({ fetch: fetchMock as unknown as typeof fetch });
  renderRoute(
    <ApolloProvider client={client}>
      <TemplatesPage />
    </ApolloProvider>,
    { path: '/templates' },
  );
}

describe('templates page', () => {
  it('shows each template with its name cut at 24 characters and its description', async () => {
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Frequently asked questions bot' });
    expect(within(card).getByRole('heading').textContent).toBe('Frequently asked questio...');
    expect(within(card).getByText('Answers common questions with quick replies')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Lead capture' })).getByRole('heading').textContent).toBe('Lead capture');
  });

  it('EXPLORE lists the modules of the template, name and type', async () => {
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Frequently asked questions bot' });
    await user.click(within(card).getByRole('button', { name: 'EXPLORE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Frequently asked questions bot' });
    await within(dialog).findByText('Topics');
    const rows = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['StartSTART', 'TopicsSELECTION']);
  });

  it('"Use this template" opens the Add New Assistant popup', async () => {
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Lead capture' });
    await user.click(within(card).getByRole('button', { name: 'Use this template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Assistant' });
    expect(within(dialog).getByText('Select your Company')).toBeTruthy();
  });
});

describe('templates page when a read fails', () => {
  it('shows the network text with Try again, and Try again loads the templates', async () => {
    const user = userEvent.setup();
    down.templates = 1;
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Please check your internet connection.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Lead capture' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("EXPLORE shows a failed module list with Try again, which loads the template's modules", async () => {
    const user = userEvent.setup();
    down.modules = 1;
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Frequently asked questions bot' });
    await user.click(within(card).getByRole('button', { name: 'EXPLORE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Frequently asked questions bot' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Problem in internet connection');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Topics')).toBeTruthy();
  });
});
