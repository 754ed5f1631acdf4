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
import CraftgatePaymentPage from './CraftgatePaymentPage';
import { paymentResultOf } from './paymentResult';
import PaymentReportPage from './PaymentReportPage';
import PaymentReportsPage from './PaymentReportsPage';

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
const company = (id: string, name: string, isIpAddressAllowed = true) => ({
  __typename: 'Company',
  id,
  name,
  createdAt: '2025-01-01T00:00:00.000Z',
  currentUserType: 'ADMIN',
  isEnterprise: true,
  isIpAddressAllowed,
  country: 'TURKEY',
});
const companies = [company('c1', 'Acme'), company('c2', 'Fenced Company Of Long Name', false)];

function render(element: React.ReactNode, at: string, path: string) {
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    if (String(init?.body).includes('Companies')) return json({ data: { companies } });
    return json({ data: {} });
  });
  return renderRoute(<ApolloProvider client={createGraphqlClient({ fetch: fetchMock as unknown as typeof fetch })}>{element}</ApolloProvider>, {
    path,
    at,
    routes: [{ path: '/analysis/payment-report', element: <p>report page</p> }],
  });
}

describe('payment reports', () => {
  it('shows a payment-report card per company; VIEW PAYMENT REPORTS opens its report, a fenced company cannot be opened', async () => {
    const user = userEvent.setup();
    const view = render(<PaymentReportsPage />, '/analysis/payment-reports', '/analysis/payment-reports');
    const acme = await screen.findByRole('listitem', { name: 'Acme' });
    const fenced = screen.getByRole('listitem', { name: 'Fenced Company Of Long Name' });
    expect(within(fenced).getByRole('heading').textContent).toBe('Fenced Company Of Lo...');
    expect(within(fenced).queryByRole('button')).toBeNull();
    expect(within(fenced).getByText("Your IP address is not in this company's allowlist.")).toBeTruthy();
    await user.click(within(acme).getByRole('button', { name: 'View payment reports of Acme' }));
    expect(await screen.findByText('report page')).toBeTruthy();
    expect(view.location()).toBe('/analysis/payment-report?cid=c1');
  });
});

describe('payment report', () => {
  it('shows the columns of a company’s payments and says there are none yet', async () => {
    render(<PaymentReportPage />, '/analysis/payment-report?cid=c1', '/analysis/payment-report');
    expect(await screen.findByRole('heading', { name: 'Payment report: Acme' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Payments of Acme' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Payment ID', 'Conversation ID', 'Assistant', 'Payment provider', 'Amount', 'Status', 'Date']);
    expect(within(table).getByText(/^No payments yet\./)).toBeTruthy();
  });

  it('asks for a company without cid, and refuses one the person cannot open', async () => {
    render(<PaymentReportPage />, '/analysis/payment-report', '/analysis/payment-report');
    expect(await screen.findByText('Select a company to see its payments.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();
    render(<PaymentReportPage />, '/analysis/payment-report?cid=c2', '/analysis/payment-report');
    expect((await screen.findByRole('alert')).textContent).toBe('This company does not exist, or you cannot open it.');
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('payment result page', () => {
  it('states a successful or failed payment and the conversation in its own words', () => {
    renderRoute(<CraftgatePaymentPage />, { path: '/craftgate-common-payment', at: '/craftgate-common-payment?status=SUCCESS&conversationId=conv-42' });
    expect(screen.getByRole('heading', { name: 'Payment received' })).toBeTruthy();
    expect(screen.getByText('Conversation: conv-42')).toBeTruthy();
    cleanup();
    renderRoute(<CraftgatePaymentPage />, { path: '/craftgate-common-payment', at: '/craftgate-common-payment?status=failure' });
    expect(screen.getByRole('heading', { name: 'Payment failed' })).toBeTruthy();
  });

  it('shows nothing of the address as markup: an unknown status and a conversation id that is not a plain id are left out', () => {
    const at = `/craftgate-common-payment?${new URLSearchParams({ status: '<img src=x onerror=alert(1)>', conversationId: '<b>x</b>' }).toString()}`;
    const { container } = renderRoute(<CraftgatePaymentPage />, { path: '/craftgate-common-payment', at });
    expect(screen.getByRole('heading', { name: 'Payment result' })).toBeTruthy();
    expect(container.querySelector('img, b')).toBeNull();
    const page = screen.getByRole('main').textContent;
    expect(page).not.toContain('onerror');
    expect(page).not.toContain('<b>');
    expect(page).not.toContain('Conversation:');
    expect(paymentResultOf(new URLSearchParams('paymentStatus=paid&conversationId=a_b-1'))).toEqual({ status: 'success', conversationId: 'a_b-1' });
  });
});
