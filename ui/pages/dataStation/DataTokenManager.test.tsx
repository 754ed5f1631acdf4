// @vitest-environment jsdom
import '../../testing/dom';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expiryInstant } from '../../../machines/dataStation/dataTokensTexts';
import { dataStationMessages, type DataToken } from '../../../services/contracts/dataStation';
import type { DataStationCalls } from '../../app/actors/dataStationCalls';
import { en, initTestI18n } from '../../testing/i18n';
import { httpFailure } from '../../testing/manualActor';
import { renderRoute } from '../../testing/renderRoute';
import { DataTokenManager } from './DataTokenManager';

beforeEach(() => void initTestI18n());
afterEach(cleanup);

const t = (key: string, values?: Record<string, string | number>) => en(`dataStation:${key}`, values);
const at = '2026-11-27T10:00:00.000Z';
const FULL = 'dst_3vQ8mZtq0Yb7kR2nH5xW1cLp9sJd4fGa';

/** A company's tokens as the server keeps them: hashed away, answered with hints only; the full token once, at creation. */
function fakeCalls({ canWrite = true }: { canWrite?: boolean } = {}) {
  const tokens = new Map<string, DataToken>();
  tokens.set('t1', { id: 't1', name: 'Shop sync', scope: 'read-write', hint: 'dst_••••1a2b', expiresAt: null, createdAt: at, lastUsedAt: null });
  const sent: Array<{ call: string; input: unknown }> = [];
  const unused = async () => {
    throw new Error('not a token call');
  };
  const calls: DataStationCalls = {
    listTables: unused,
    createTable: unused,
    renameTable: unused,
    addColumn: unused,
    removeColumn: unused,
    deleteTable: unused,
    listRows: unused,
    listEveryRow: unused,
    addRow: unused,
    changeRow: unused,
    deleteRow: unused,
    importRows: unused,
    listTokens: async () => ({ tokens: [...tokens.values()], canWrite }),
    createToken: async (input) => {
      sent.push({ call: 'createToken', input });
      if ([...tokens.values()].some((s) => s.name.toLowerCase() === input.name.toLowerCase())) throw httpFailure(400, dataStationMessages.tokenNameTaken);
      const summary: DataToken = { id: 't2', name: input.name, scope: input.scope, hint: `dst_••••${FULL.slice(-4)}`, expiresAt: input.expiresAt, createdAt: at, lastUsedAt: null };
      tokens.set(summary.id, summary);
      return { token: FULL, summary };
    },
    revokeToken: async (input) => {
      sent.push({ call: 'revokeToken', input });
      tokens.delete(input.id);
    },
  };
  return { calls, sent, tokens };
}

const show = (calls: DataStationCalls) => {
  renderRoute(<DataTokenManager companyId="c1" calls={calls} />, { path: '/data-station-token-manager', at: '/data-station-token-manager?companyId=c1' });
  return userEvent.setup();
};
const row = async (name: string) => within(await screen.findByRole('table')).getByRole('row', { name: new RegExp(name) });

describe('data station token manager', () => {
  it('lists a token masked, with its access and expiry', async () => {
    show(fakeCalls().calls);
    const shop = await row('Shop sync');
    expect(within(shop).getByText('dst_••••1a2b')).toBeTruthy();
    expect(within(shop).getByText(t('tokens.scopes.read-write'))).toBeTruthy();
    // It neither expires nor was used yet.
    expect(within(shop).getAllByText(t('tokens.list.neverExpires'))).toHaveLength(2);
  });

  it('creates a token, shows it in full once, then only its hint', async () => {
    const { calls, sent } = fakeCalls();
    const user = show(calls);
    await user.click(await screen.findByRole('button', { name: t('tokens.create') }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: t('tokens.dialog.name') }), 'Warehouse');
    const expiry = within(dialog).getByLabelText(t('tokens.dialog.expires'));
    expect(expiry.getAttribute('type')).toBe('date');
    await user.type(expiry, '2099-03-01');
    await user.click(within(dialog).getByRole('button', { name: t('tokens.dialog.create') }));
    const shown = await screen.findByRole('alertdialog');
    expect(within(shown).getByText(FULL)).toBeTruthy();
    expect(sent).toEqual([{ call: 'createToken', input: { companyId: 'c1', name: 'Warehouse', scope: 'read', expiresAt: expiryInstant('2099-03-01') } }]);
    await user.click(within(shown).getByRole('button', { name: t('tokens.created.done') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(await row('Warehouse')).getByText('dst_••••4fGa')).toBeTruthy();
    expect(document.body.innerHTML).not.toContain(FULL);
  });

  it("refuses a name in use and a past expiry before sending, and shows the server's refusal", async () => {
    const { calls, sent, tokens } = fakeCalls();
    const user = show(calls);
    await user.click(await screen.findByRole('button', { name: t('tokens.create') }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: t('tokens.dialog.name') });
    await user.type(name, 'SHOP SYNC');
    await user.click(within(dialog).getByRole('button', { name: t('tokens.dialog.create') }));
    expect(within(dialog).getByRole('alert').textContent).toBe(t('tokens.errors.nameTaken'));
    await user.clear(name);
    await user.type(name, 'Reports');
    await user.type(within(dialog).getByLabelText(t('tokens.dialog.expires')), '2001-01-01');
    await user.click(within(dialog).getByRole('button', { name: t('tokens.dialog.create') }));
    expect(within(dialog).getByRole('alert').textContent).toBe(t('tokens.errors.expiryPast'));
    expect(sent).toEqual([]);
    // Another ADMIN created Reports meanwhile: only the server knows, and says so.
    tokens.set('t9', { id: 't9', name: 'Reports', scope: 'read', hint: 'dst_••••', expiresAt: null, createdAt: at, lastUsedAt: null });
    await user.clear(within(dialog).getByLabelText(t('tokens.dialog.expires')));
    await user.click(within(dialog).getByRole('button', { name: t('tokens.dialog.create') }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(dataStationMessages.tokenNameTaken));
    expect(sent).toHaveLength(1);
  });

  it('asks before revoking, and revokes only when confirmed', async () => {
    const { calls, sent } = fakeCalls();
    const user = show(calls);
    const revoke = async () => user.click(within(await row('Shop sync')).getByRole('button', { name: t('tokens.list.revokeOf', { name: 'Shop sync' }) }));
    await revoke();
    let question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain(t('tokens.revokeDialog.text', { name: 'Shop sync' }));
    await user.click(within(question).getByRole('button', { name: t('tokens.revokeDialog.cancel') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent).toEqual([]);
    await revoke();
    question = await screen.findByRole('alertdialog');
    await user.click(within(question).getByRole('button', { name: t('tokens.revokeDialog.confirm') }));
    expect(await screen.findByText(t('tokens.notices.revoked', { name: 'Shop sync' }))).toBeTruthy();
    expect(sent).toEqual([{ call: 'revokeToken', input: { companyId: 'c1', id: 't1' } }]);
    expect(screen.getByText(t('tokens.list.emptyAdmin'))).toBeTruthy();
  });

  it('a member reads the list and is offered no write action', async () => {
    show(fakeCalls({ canWrite: false }).calls);
    const shop = await row('Shop sync');
    expect(screen.getByText(t('tokens.readOnly'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('tokens.create') })).toBeNull();
    expect(within(shop).queryAllByRole('button')).toEqual([]);
  });

  it('reads in Arabic, the token kept left to right', async () => {
    initTestI18n('ar');
    show(fakeCalls().calls);
    const shop = await row('Shop sync');
    expect(within(shop).getByText('dst_••••1a2b').closest('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('button', { name: 'إنشاء رمز' })).toBeTruthy();
  });
});
