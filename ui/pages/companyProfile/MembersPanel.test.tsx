// @vitest-environment jsdom
import '../../testing/dom';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGraphqlClient } from '../../../services/graphql';
import { configureHttpPolicy } from '../../../services/http';
import { WithActors } from '../../testing/consoleActors';
import { initTestI18n } from '../../testing/i18n';
import { MembersPanel } from './MembersPanel';

beforeAll(() => initTestI18n());
beforeEach(() => configureHttpPolicy({ navigate: vi.fn(), toast: vi.fn(), clearStorage: vi.fn() }));
afterEach(cleanup);

const member = (userId: string, name: string, userType: string) => ({
  __typename: 'Member',
  userId,
  name,
  surname: 'Tester',
  email: `${name.toLowerCase()}@example.com`,
  userType,
  joinedAt: '2026-01-01',
});
const MEMBERS = { members: [member('u1', 'Ada', 'ADMIN'), member('u2', 'Bo', 'USER')], invitations: [] };

function setup(roleSettingOn: boolean, refuse?: string, down: { members: number; roles: number } = { members: 0, roles: 0 }) {
  const calls: Array<{ op: string; vars: Record<string, unknown> }> = [];
  const stored: Record<string, string> = { u1: 'VIEWER', u2: 'VIEWER' };
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> };
    calls.push({ op: body.operationName, vars: body.variables });
    if (body.operationName === 'CompanyMembers' && down.members > 0) {
      down.members -= 1;
      throw new TypeError('Failed to fetch');
    }
    if (body.operationName === 'DesignerRoles' && down.roles > 0) {
      down.roles -= 1;
      return new Response(JSON.stringify({ message: 'down' }), { status: 500, headers: { 'content-type': 'application/json' } });
    }
    let answer: unknown = { data: MEMBERS };
    if (body.operationName === 'DesignerRoles') {
      answer = { data: { designerRoles: Object.entries(stored).map(([userId, designerRole]) => ({ __typename: 'DesignerRoleAssignment', userId, designerRole })) } };
    }
    if (body.operationName === 'SetDesignerRole') {
      if (refuse) answer = { errors: [{ message: refuse, extensions: { code: 'FORBIDDEN', http: { status: 403 } } }] };
      else {
        stored[String(body.variables['userId'])] = String(body.variables['designerRole']);
        answer = { data: { setDesignerRole: { __typename: 'DesignerRoleAssignment', userId: body.variables['userId'], designerRole: body.variables['designerRole'] } } };
      }
    }
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  });
  const client = createGraphqlClient({ fetch: fetchMock as unknown as typeof fetch });
  render(
    <WithActors>
      <ApolloProvider client={client}>
        <MembersPanel companyId="c1" roleSettingOn={roleSettingOn} />
      </ApolloProvider>
    </WithActors>,
  );
  return { calls, user: userEvent.setup() };
}

const roleButton = (name: string) => screen.findByRole('button', { name: new RegExp(`Designer access of ${name}`) });

describe('MEMBERS tab: designer roles', () => {
  it('with the user-role setting on, shows VIEWER/DESIGNER for non-ADMIN members only, and saves a change', async () => {
    const { calls, user } = setup(true);
    const bo = await roleButton('Bo Tester');
    await waitFor(() => expect(bo.textContent).toContain('View Only'));
    expect(screen.queryByRole('button', { name: /Designer access of Ada Tester/ })).toBeNull();
    await user.click(bo);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['View Only', 'Design and Edit']);
    await user.click(screen.getByRole('option', { name: 'Design and Edit' }));
    await waitFor(() => expect(calls.find((c) => c.op === 'SetDesignerRole')?.vars).toEqual({ companyId: 'c1', userId: 'u2', designerRole: 'DESIGNER' }));
    await waitFor(async () => expect((await roleButton('Bo Tester')).textContent).toContain('Design and Edit'));
  });

  it("shows the server's reason when it refuses the change", async () => {
    const { user } = setup(true, "You don't have admin permissions on this company.");
    const bo = await roleButton('Bo Tester');
    await waitFor(() => expect(bo.textContent).toContain('View Only'));
    await user.click(bo);
    await user.click(await screen.findByRole('option', { name: 'Design and Edit' }));
    expect((await screen.findByRole('alert')).textContent).toContain("You don't have admin permissions on this company.");
  });

  it('without the setting shows no designer roles and does not ask for them', async () => {
    const { calls } = setup(false);
    expect(await screen.findByText('bo@example.com')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Designer access/ })).toBeNull();
    expect(calls.some((c) => c.op === 'DesignerRoles')).toBe(false);
  });
});

describe('MEMBERS tab: lists that cannot be read', () => {
  it('shows the network text with Try again, and Try again loads the members', async () => {
    const { calls, user } = setup(false, undefined, { members: 1, roles: 0 });
    expect((await screen.findByRole('alert')).textContent).toBe('Please check your internet connection.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('bo@example.com')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((c) => c.op === 'CompanyMembers')).toHaveLength(2);
  });

  it('shows a failed read of the designer roles, and Try again loads them', async () => {
    const { user } = setup(true, undefined, { members: 0, roles: 1 });
    expect((await screen.findByRole('alert')).textContent).toBe('Problem in internet connection');
    expect(screen.getByText('bo@example.com')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect((await roleButton('Bo Tester')).textContent).toContain('View Only'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
