// @vitest-environment jsdom
import '../../testing/dom';
import { ApolloProvider } from '@apollo/client/react';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChannelTile } from '../../../machines/channels/channels';
import { aiConnectionRows } from '../../../services/aiConnections';
import { createGraphqlClient } from '../../../services/graphql';
import { configureHttpPolicy } from '../../../services/http';
import type { ChannelActors } from '../../channels/channelActors';
import { consoleActorsForTest } from '../../testing/consoleActors';
import { initTestI18n } from '../../testing/i18n';
import { renderRoute } from '../../testing/renderRoute';
import CompanyProfilePage from './CompanyProfilePage';

beforeAll(() => initTestI18n());
beforeEach(() => configureHttpPolicy({ navigate: vi.fn(), toast: vi.fn(), clearStorage: vi.fn() }));
afterEach(cleanup);

const company = (userType: string) => ({
  __typename: 'Company',
  id: 'c1',
  name: 'Beta Shop',
  createdAt: '2026-01-01T00:00:00.000Z',
  currentUserType: userType,
  isEnterprise: true,
  isIpAddressAllowed: true,
  country: 'TURKEY',
  ipAllowlist: userType === 'ADMIN' ? ['203.0.113.7'] : null,
});
const members = {
  members: [{ __typename: 'Member', userId: 'u1', name: 'Ada', surname: 'Lovelace', email: 'ada@example.com', userType: 'ADMIN', joinedAt: '2026-01-01' }],
  invitations: [{ __typename: 'Invitation', id: 'i1', email: 'bob@example.com', userType: 'USER', createdAt: '2026-01-02', expiresAt: '2026-01-09' }],
};

function setup(userType: string, at: string, answer?: (op: string, vars: Record<string, unknown>) => unknown, channels?: Partial<ChannelActors>) {
  const calls: { op: string; vars: Record<string, unknown> }[] = [];
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> };
    calls.push({ op: body.operationName, vars: body.variables });
    const custom = answer?.(body.operationName, body.variables);
    const data = custom ?? { data: body.operationName === 'Company' ? { company: company(userType) } : members };
    return new Response(JSON.stringify(data), { headers: { 'content-type': 'application/json' } });
  });
  const client = createGraphqlClient({ fetch: fetchMock as unknown as typeof fetch });
  const view = renderRoute(
    <ApolloProvider client={client}>
      <CompanyProfilePage />
    </ApolloProvider>,
    {
      path: '/company-profile',
      at,
      // The AI tab's rows come through the same mocked GraphQL answers.
      actors: consoleActorsForTest({ ...(channels ? { channels } : {}), aiConnections: { loadConnections: (input, signal) => aiConnectionRows(input, signal, client) } }),
    },
  );
  return { view, calls, user: userEvent.setup() };
}

describe('company profile', () => {
  it("shows the product tabs, the company's AI connections read-only, and no admin tabs for a USER", async () => {
    const aiRow = { __typename: 'AiConnection', id: 'a1', name: 'Support LUIS', type: 'LuisCloud', backend: 'Azure', projectName: 'app-1', settings: '{}' };
    const { calls } = setup('USER', '/company-profile?id=c1&initial=AI', (op) => (op === 'AiConnectionRows' ? { data: { aiConnections: [aiRow] } } : undefined));
    expect(await screen.findByRole('heading', { level: 1, name: 'Beta Shop' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Channels', 'Integrations', 'AI', 'Support agent']);
    expect(screen.getByRole('tab', { name: 'AI' }).getAttribute('aria-selected')).toBe('true');
    expect(await within(screen.getByRole('tabpanel')).findByText('Support LUIS')).toBeTruthy();
    expect(within(screen.getByRole('tabpanel')).queryByRole('button', { name: 'Add AI' })).toBeNull();
    expect(calls.find((call) => call.op === 'AiConnectionRows')?.vars).toEqual({ companyId: 'c1' });
    expect(screen.getByRole('note').textContent).toBe("You don't have admin permissions on this company.");
  });

  it('lists members and invitations for an ADMIN and sends an invitation', async () => {
    const { calls, user } = setup('ADMIN', '/company-profile?id=c1&initial=MEMBERS', (op, vars) =>
      op === 'InviteMember' ? { data: { inviteMember: { __typename: 'Invitation', id: 'i2', email: vars['email'], userType: 'USER', createdAt: '', expiresAt: '' } } } : undefined,
    );
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    expect(screen.getByText('bob@example.com')).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail'), 'carol@example.com');
    await user.click(screen.getByRole('button', { name: 'INVITE' }));
    expect((await screen.findByRole('status')).textContent).toBe('An invitation has been sent to carol@example.com.');
    expect(calls.find((c) => c.op === 'InviteMember')?.vars).toEqual({ companyId: 'c1', email: 'carol@example.com', userType: 'USER' });
  });

  it('edits the IP allowlist and shows the server reason when it refuses', async () => {
    const { calls, user } = setup('ADMIN', '/company-profile?id=c1&initial=SECURITY', (op) =>
      op === 'SetIpAllowlist'
        ? {
            errors: [
              { message: '"10.0.0.1" is a loopback or private address range, which cannot be used in an IP allowlist.', extensions: { code: 'BAD_USER_INPUT', status: 400 } },
            ],
          }
        : undefined,
    );
    const list = await screen.findByRole('list', { name: 'Allowed addresses' });
    expect(within(list).getByText('203.0.113.7')).toBeTruthy();
    await user.type(screen.getByLabelText('Address or range'), '10.0.0.1');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(within(list).getByText('10.0.0.1')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect((await screen.findByRole('alert')).textContent).toContain('is a loopback or private address range');
    expect(calls.find((c) => c.op === 'SetIpAllowlist')?.vars).toEqual({ companyId: 'c1', entries: ['203.0.113.7', '10.0.0.1'] });
    await user.click(screen.getByRole('button', { name: 'Remove 10.0.0.1' }));
    await waitFor(() => expect(within(list).queryByText('10.0.0.1')).toBeNull());
  });
});

describe('leaving the SECURITY tab with the allowlist changed (spec 2.17)', () => {
  const saved = (vars: Record<string, unknown>) => ({ data: { setIpAllowlist: { ...company('ADMIN'), ipAllowlist: vars['entries'] } } });

  it('asks before another tab; Cancel stays with the change, Save Changes saves it and goes on', async () => {
    const { view, calls, user } = setup('ADMIN', '/company-profile?id=c1&initial=SECURITY', (op, vars) => (op === 'SetIpAllowlist' ? saved(vars) : undefined));
    const list = await screen.findByRole('list', { name: 'Allowed addresses' });
    await user.type(screen.getByLabelText('Address or range'), '198.51.100.0/24');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('tab', { name: 'Members' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Leave Page?' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(list).getByText('198.51.100.0/24')).toBeTruthy();
    expect(view.location()).toBe('/company-profile?id=c1&initial=SECURITY');

    await user.click(screen.getByRole('tab', { name: 'Members' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(view.location()).toBe('/company-profile?id=c1&initial=MEMBERS'));
    expect(calls.find((c) => c.op === 'SetIpAllowlist')?.vars).toEqual({ companyId: 'c1', entries: ['203.0.113.7', '198.51.100.0/24'] });
  });

  it('Discard Changes leaves for another page without saving; an unchanged list leaves without a question', async () => {
    const { view, calls, user } = setup('ADMIN', '/company-profile?id=c1&initial=SECURITY');
    await screen.findByRole('list', { name: 'Allowed addresses' });
    await user.click(screen.getByRole('button', { name: 'Remove 203.0.113.7' }));
    await act(async () => void view.router.navigate('/companies'));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard Changes' }));
    await waitFor(() => expect(view.location()).toBe('/companies'));
    expect(calls.some((c) => c.op === 'SetIpAllowlist')).toBe(false);
    cleanup();

    const again = setup('ADMIN', '/company-profile?id=c1&initial=SECURITY');
    await screen.findByRole('list', { name: 'Allowed addresses' });
    await again.user.click(screen.getByRole('tab', { name: 'Members' }));
    await waitFor(() => expect(again.view.location()).toBe('/company-profile?id=c1&initial=MEMBERS'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('company profile that cannot be read', () => {
  it('shows the spec text with Try again, and Try again opens the company', async () => {
    let refuse = true;
    const { calls, user } = setup('USER', '/company-profile?id=c1', (op) =>
      op === 'Company' && refuse ? { errors: [{ message: 'Something broke.', extensions: { code: 'INTERNAL_SERVER_ERROR', http: { status: 500 } } }] } : undefined,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Problem in internet connection');
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Beta Shop' })).toBeTruthy();
    expect(calls.filter((c) => c.op === 'Company')).toHaveLength(2);
  });
});

describe('a link to a channel', () => {
  const cloud: ChannelTile = { id: 'w1', name: 'Cloud', integrationType: 'WhatsappCloud', kind: 'whatsappCloud', status: 'ACTIVE', botId: 'b1', botName: 'Helper' };
  const channels: Partial<ChannelActors> = {
    loadChannels: vi.fn(async () => [cloud]),
    loadChannel: vi.fn(async () => ({
      id: 'w1',
      name: 'Cloud',
      kind: 'whatsappCloud',
      botId: 'b1',
      properties: { partnerName: 'Acme', registeredWhatsappPhoneNumber: '+905551112233' },
    })),
    loadWhatsappTemplates: vi.fn(async () => ({ connected: true, templates: [] })),
  };

  it("opens that channel's form, and closing the form takes the channel off the address", async () => {
    const { view, user } = setup('ADMIN', '/company-profile?id=c1&initial=CHANNELS&channel=w1', undefined, channels);
    const dialog = await screen.findByRole('dialog', { name: 'WhatsApp Cloud channel' });
    expect(await within(dialog).findByRole('textbox', { name: 'Channel name' })).toBeTruthy();
    expect(view.location()).toBe('/company-profile?id=c1&initial=CHANNELS&channel=w1');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.location()).toBe('/company-profile?id=c1&initial=CHANNELS');
    // The tile opens the form again as usual.
    await user.click(screen.getByRole('button', { name: 'Open Cloud' }));
    expect(await screen.findByRole('dialog', { name: 'WhatsApp Cloud channel' })).toBeTruthy();
  });

  it('opens nothing for a channel the company does not have, or for a USER, and takes it off the address', async () => {
    const admin = setup('ADMIN', '/company-profile?id=c1&initial=CHANNELS&channel=elsewhere', undefined, channels);
    expect(await screen.findByText('Cloud')).toBeTruthy();
    await waitFor(() => expect(admin.view.location()).toBe('/company-profile?id=c1&initial=CHANNELS'));
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    const reader = setup('USER', '/company-profile?id=c1&initial=CHANNELS&channel=w1', undefined, channels);
    expect(await screen.findByText('Cloud')).toBeTruthy();
    await waitFor(() => expect(reader.view.location()).toBe('/company-profile?id=c1&initial=CHANNELS'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
