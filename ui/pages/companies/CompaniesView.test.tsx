// @vitest-environment jsdom
import '../../testing/dom';
import { ApolloProvider } from '@apollo/client/react';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { companyCreateMachine } from '../../../machines/companies/companyCreate.machine';
import { companyDeleteMachine } from '../../../machines/companies/companyDelete.machine';
import { companyLeaveMachine } from '../../../machines/companies/companyLeave.machine';
import { createGraphqlClient } from '../../../services/graphql';
import { configureHttpPolicy } from '../../../services/http';
import { initTestI18n } from '../../testing/i18n';
import { httpFailure, manualActor } from '../../testing/manualActor';
import { renderRoute } from '../../testing/renderRoute';
import { CompaniesView, type CompaniesViewProps } from './CompaniesView';
import { useCompanyList } from './useCompanyList';
import { countryOptions } from '../../../services/contracts/countries';

beforeAll(() => initTestI18n());
beforeEach(() => configureHttpPolicy({ navigate: vi.fn(), toast: vi.fn(), clearStorage: vi.fn() }));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const company = (id: string, name: string, createdAt: string, extra: Partial<Record<string, unknown>> = {}) => ({
  __typename: 'Company',
  id,
  name,
  createdAt,
  currentUserType: 'ADMIN',
  isEnterprise: true,
  isIpAddressAllowed: true,
  country: 'TURKEY',
  ...extra,
});

const companies = [
  company('c1', 'Beta Shop', '2026-01-10T10:00:00.000Z'),
  company('c2', 'Acme Retail Group International', '2026-03-01T10:00:00.000Z', { isEnterprise: false, currentUserType: 'USER' }),
  company('c3', 'Gamma Blocked', '2026-02-01T10:00:00.000Z', { isIpAddressAllowed: false }),
];

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The screen as CompaniesPage wires it: the list read through useCompanyList. */
function Screen(props: Omit<CompaniesViewProps, 'companies'> & { onList: (list: CompaniesViewProps['companies']) => void }) {
  const list = useCompanyList();
  props.onList(list);
  return <CompaniesView companies={list} create={props.create} remove={props.remove} leave={props.leave} canCreate={props.canCreate} />;
}

function setup({ at = '/companies', canCreate = true, respond = async (): Promise<Response> => answer({ data: { companies } }) } = {}) {
  const fetchMock = vi.fn(respond);
  const client = createGraphqlClient({ fetch: fetchMock as unknown as typeof fetch });
  const createCompany = manualActor<{ id: string; name: string }, { name: string; country: string; requestDescription?: string }>();
  const deleteCompany = manualActor<{ success: boolean }, { id: string }>();
  const leaveCompany = manualActor<{ success: boolean }, { id: string }>();
  const refetchCompanies = vi.fn();
  const showToast = vi.fn();
  const actions = { refetchCompanies, showToast };
  const create = createActor(companyCreateMachine.provide({ actors: { createCompany: createCompany.logic }, actions })).start();
  const remove = createActor(companyDeleteMachine.provide({ actors: { deleteCompany: deleteCompany.logic }, actions })).start();
  const leave = createActor(companyLeaveMachine.provide({ actors: { leaveCompany: leaveCompany.logic }, actions })).start();
  const list: { current: CompaniesViewProps['companies'] | null } = { current: null };
  const view = renderRoute(
    <ApolloProvider client={client}>
      <Screen create={create} remove={remove} leave={leave} canCreate={canCreate} onList={(l) => (list.current = l)} />
    </ApolloProvider>,
    { path: '/companies', at, routes: [{ path: '/company-profile', element: <p>profile page</p> }] },
  );
  return { view, fetchMock, list, createCompany, deleteCompany, leaveCompany, refetchCompanies, showToast, user: userEvent.setup() };
}

const cardNames = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('companies screen', () => {
  it('lists the cards by name, cut at 20 characters, with a lock when not enterprise', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Companies' })).toBeTruthy();
    await screen.findByText('Beta Shop');
    expect(cardNames()).toEqual(['Acme Retail Group In...Not enterprise', 'Beta Shop', 'Gamma Blocked']);
    expect(screen.getAllByRole('img', { name: 'Not enterprise' })).toHaveLength(1);
    expect(screen.getByText('Acme Retail Group In...').closest('h2')?.getAttribute('title')).toBe('Acme Retail Group International');
  });

  it('searches and sorts by date (newest first) through the address', async () => {
    const { view, user } = setup();
    await screen.findByText('Beta Shop');
    await user.click(screen.getByRole('radio', { name: 'Date' }));
    expect(cardNames()[0]).toContain('Acme');
    expect(cardNames()[2]).toBe('Beta Shop');
    expect(view.location()).toBe('/companies?sort=DATE');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'beta');
    expect(cardNames()).toEqual(['Beta Shop']);
    expect(view.location()).toBe('/companies?sort=DATE&q=beta');
  });

  it('reads search and sort from a shared address', async () => {
    setup({ at: '/companies?q=a&sort=DATE' });
    await screen.findByText('Beta Shop');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('a');
    expect(cardNames().map((n) => n?.slice(0, 4))).toEqual(['Acme', 'Gamm', 'Beta']);
  });

  it('disables a company blocked by its IP allowlist and explains why in a tooltip', async () => {
    setup();
    await screen.findByText('Gamma Blocked');
    const card = screen.getByTestId('company-c3');
    expect(card.getAttribute('aria-disabled')).toBe('true');
    expect(within(card).getByRole('button', { name: 'VIEW COMPANY' }).hasAttribute('disabled')).toBe(true);
    act(() => card.focus());
    fireEvent.keyDown(card, { key: 'Tab' });
    fireEvent.keyUp(card, { key: 'Tab' });
    act(() => {
      card.blur();
      card.focus();
    });
    expect((await screen.findByRole('tooltip')).textContent).toContain(
      "Your access to this company has been blocked as your IP Address isn't in the IP Allowlist. You can contact your Administrator for further information.",
    );
  });

  it('opens an enterprise company and refuses a pending one with the spec text', async () => {
    const { view, user } = setup();
    await screen.findByText('Beta Shop');
    await user.click(within(screen.getByTestId('company-c1')).getByRole('button', { name: 'VIEW COMPANY' }));
    expect(view.location()).toBe('/company-profile?id=c1');
  });

  it('hides the create tile on the GCP cluster', async () => {
    setup({ canCreate: false });
    await screen.findByText('Beta Shop');
    expect(screen.queryByRole('button', { name: /CREATE A NEW COMPANY/ })).toBeNull();
  });

  it('creates a company: country TURKEY by default, 402 text, then success', async () => {
    const { user, createCompany, showToast, refetchCompanies } = setup();
    await screen.findByText('Beta Shop');
    await user.click(screen.getByRole('button', { name: /CREATE A NEW COMPANY/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Company' });
    const submit = within(dialog).getByRole('button', { name: 'CREATE COMPANY' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('button', { name: /Türkiye|Turkey/ })).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Company name'), 'Delta');
    await user.type(within(dialog).getByLabelText('Request description'), 'A shop');
    await user.click(submit);
    expect(createCompany.inputs[0]).toEqual({ name: 'Delta', country: 'TURKEY', requestDescription: 'A shop' });
    await act(async () => createCompany.reject(httpFailure(402, 'duplicate')));
    expect(within(dialog).getByRole('alert').textContent).toBe('There is already a company with the same name.');
    await user.click(submit);
    await act(async () => createCompany.resolve({ id: 'c9', name: 'Delta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(showToast).toHaveBeenCalledWith(expect.anything(), { text: { key: 'companies.create.created', values: { name: 'Delta' } } });
    expect(refetchCompanies).toHaveBeenCalled();
  });

  it('deletes a company only after Delete is typed exactly', async () => {
    const { user, deleteCompany, refetchCompanies } = setup();
    await screen.findByText('Beta Shop');
    await user.click(screen.getByRole('button', { name: 'Delete Beta Shop' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete company' });
    await user.type(within(dialog).getByLabelText('Type "Delete" to confirm'), 'delete');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(within(dialog).getByText('You should write "Delete" to be deleted.')).toBeTruthy();
    expect(deleteCompany.pending()).toBe(false);
    await user.clear(within(dialog).getByLabelText('Type "Delete" to confirm'));
    await user.type(within(dialog).getByLabelText('Type "Delete" to confirm'), 'Delete');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(deleteCompany.inputs[0]).toEqual({ id: 'c1' });
    await act(async () => deleteCompany.resolve({ success: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(refetchCompanies).toHaveBeenCalled();
  });

  it('offers delete only to admins, and leave with a confirmation (No cancels)', async () => {
    const { user, leaveCompany } = setup();
    await screen.findByText('Beta Shop');
    expect(screen.queryByRole('button', { name: 'Delete Acme Retail Group International' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Leave Acme Retail Group International' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Leave company' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Leave Beta Shop' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Leave company' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(leaveCompany.inputs[0]).toEqual({ id: 'c1' });
    await act(async () => leaveCompany.reject(httpFailure(409, 'You are the last admin of this company.')));
    expect(within(dialog).getByRole('alert').textContent).toBe('You are the last admin of this company.');
  });
});

describe('companies screen when the list cannot be read', () => {
  it('shows the network text with Try again, once and without a toast, and Try again loads the list', async () => {
    let down = true;
    const { fetchMock, user } = setup({ respond: async () => (down ? Promise.reject(new TypeError('Failed to fetch')) : answer({ data: { companies } })) });
    expect((await screen.findByRole('alert')).textContent).toBe('Please check your internet connection.');
    expect(screen.queryByText('Beta Shop')).toBeNull();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Beta Shop')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says when there is no company, with the create tile', async () => {
    setup({ respond: async () => answer({ data: { companies: [] } }) });
    expect(await screen.findByText('You do not belong to any company yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /CREATE A NEW COMPANY/ })).toBeTruthy();
  });

  it('keeps the list on screen while it refreshes after a change, and shows a failed refresh', async () => {
    let status = 200;
    const { list } = setup({ respond: async () => (status === 200 ? answer({ data: { companies } }) : answer({ message: 'down' }, status)) });
    await screen.findByText('Beta Shop');
    status = 500;
    act(() => list.current?.refresh());
    expect(screen.getByText('Beta Shop')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('Problem in internet connection');
    expect(screen.getByText('Beta Shop')).toBeTruthy();
  });
});

describe('country list', () => {
  it('comes from Intl with English capitals as values and TURKEY for Türkiye', () => {
    const options = countryOptions('en');
    expect(options.length).toBeGreaterThan(200);
    expect(options.find((o) => o.code === 'TR')?.value).toBe('TURKEY');
    expect(options.find((o) => o.code === 'DE')?.value).toBe('GERMANY');
    expect(countryOptions('de').find((o) => o.code === 'DE')?.label).toBe('Deutschland');
    expect(options.some((o) => o.code === 'EU' || o.code === 'ZZ')).toBe(false);
  });
});
