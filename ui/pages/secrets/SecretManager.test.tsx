// @vitest-environment jsdom
import '../../testing/dom';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { secretHint, secretMessages, type SecretSummary } from '../../../services/contracts/secrets';
import type { SecretCalls } from '../../app/actors/secretCalls';
import { en, initTestI18n } from '../../testing/i18n';
import { httpFailure } from '../../testing/manualActor';
import { renderRoute } from '../../testing/renderRoute';
import { SecretManager } from './SecretManager';

beforeEach(() => void initTestI18n());
afterEach(cleanup);

const t = (key: string, values?: Record<string, string | number>) => en(`secrets:${key}`, values);
const at = '2026-11-27T10:00:00.000Z';
const SHOP_VALUE = 'sk_live_0123456789abcdef1a2b';

/** An in-memory company's secrets as the server keeps them: values sealed away, answers with hints only. */
function fakeCalls({ canWrite = true }: { canWrite?: boolean } = {}) {
  const values = new Map<string, string>();
  const secrets = new Map<string, SecretSummary>();
  let next = 1;
  const add = (name: string, value: string, description: string) => {
    const id = `s${next++}`;
    values.set(id, value);
    const summary = { id, name, description, hint: secretHint(value), createdAt: at, updatedAt: at, lastUsedAt: null };
    secrets.set(id, summary);
    return summary;
  };
  add('SHOP_API_KEY', SHOP_VALUE, 'The shop');
  const sent: Array<{ call: string; input: unknown }> = [];
  const calls: SecretCalls = {
    listSecrets: async () => ({ secrets: [...secrets.values()], canWrite }),
    createSecret: async (input) => {
      sent.push({ call: 'createSecret', input });
      if ([...secrets.values()].some((s) => s.name.toLowerCase() === input.name.toLowerCase())) throw httpFailure(400, secretMessages.nameTaken);
      return add(input.name, input.value, input.description);
    },
    replaceSecretValue: async (input) => {
      sent.push({ call: 'replaceSecretValue', input });
      values.set(input.id, input.value);
      const summary = { ...secrets.get(input.id)!, hint: secretHint(input.value) };
      secrets.set(input.id, summary);
      return summary;
    },
    describeSecret: async (input) => {
      sent.push({ call: 'describeSecret', input });
      const summary = { ...secrets.get(input.id)!, name: input.name, description: input.description };
      secrets.set(input.id, summary);
      return summary;
    },
    deleteSecret: async (input) => {
      sent.push({ call: 'deleteSecret', input });
      secrets.delete(input.id);
    },
  };
  return { calls, sent, add };
}

const show = (calls: SecretCalls) => {
  renderRoute(<SecretManager companyId="c1" calls={calls} />, { path: '/secret-manager', at: '/secret-manager?companyId=c1' });
  return userEvent.setup();
};
const table = () => screen.findByRole('table');
const row = async (name: string) => within(await table()).getByRole('row', { name: new RegExp(name) });

describe('secret manager', () => {
  it('lists a secret with its masked hint and never its value', async () => {
    show(fakeCalls().calls);
    const shop = await row('SHOP_API_KEY');
    expect(within(shop).getByText('••••1a2b')).toBeTruthy();
    expect(within(shop).getByText('The shop')).toBeTruthy();
    expect(within(shop).getByText(t('list.neverUsed'))).toBeTruthy();
    expect(document.body.textContent).not.toContain(SHOP_VALUE);
  });

  it('adds a secret: the value is typed into a password field, sent once, and the list shows only its hint', async () => {
    const { calls, sent } = fakeCalls();
    const user = show(calls);
    await user.click(await screen.findByRole('button', { name: t('add') }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: t('dialogs.name') }), 'TAX_TOKEN');
    const value = within(dialog).getByLabelText(t('dialogs.value'));
    expect(value.getAttribute('type')).toBe('password');
    await user.type(value, 'tax-token-secret-9zz9');
    await user.type(within(dialog).getByRole('textbox', { name: t('dialogs.description') }), 'Tax office');
    await user.click(within(dialog).getByRole('button', { name: t('dialogs.add') }));
    expect(await screen.findByText(t('notices.created', { name: 'TAX_TOKEN' }))).toBeTruthy();
    expect(sent).toEqual([{ call: 'createSecret', input: { companyId: 'c1', name: 'TAX_TOKEN', value: 'tax-token-secret-9zz9', description: 'Tax office' } }]);
    expect(within(await row('TAX_TOKEN')).getByText('••••9zz9')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.innerHTML).not.toContain('tax-token-secret-9zz9');
  });

  it("checks the name before sending and shows the server's 400 message", async () => {
    const { calls, sent, add } = fakeCalls();
    const user = show(calls);
    await user.click(await screen.findByRole('button', { name: t('add') }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: t('dialogs.name') });
    await user.type(name, '1st key');
    await user.type(within(dialog).getByLabelText(t('dialogs.value')), 'abc');
    await user.click(within(dialog).getByRole('button', { name: t('dialogs.add') }));
    expect(within(dialog).getByRole('alert').textContent).toBe(t('errors.nameInvalid'));
    expect(sent).toEqual([]);
    // Another ADMIN added MAIL_PASSWORD meanwhile: only the server knows, and says so.
    add('MAIL_PASSWORD', 'hunter22', '');
    await user.clear(name);
    await user.type(name, 'mail_password');
    await user.click(within(dialog).getByRole('button', { name: t('dialogs.add') }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(secretMessages.nameTaken));
    expect(sent).toHaveLength(1);
  });

  it('a USER reads the list and is offered no write action', async () => {
    show(fakeCalls({ canWrite: false }).calls);
    const shop = await row('SHOP_API_KEY');
    expect(screen.getByText(t('readOnly'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('add') })).toBeNull();
    expect(within(shop).queryAllByRole('button')).toEqual([]);
  });

  it('asks before deleting, and deletes only when confirmed', async () => {
    const { calls, sent } = fakeCalls();
    const user = show(calls);
    await user.click(within(await row('SHOP_API_KEY')).getByRole('button', { name: t('list.deleteOf', { name: 'SHOP_API_KEY' }) }));
    let question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain(t('deleteDialog.text', { name: 'SHOP_API_KEY' }));
    await user.click(within(question).getByRole('button', { name: t('deleteDialog.cancel') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent).toEqual([]);
    await user.click(within(await row('SHOP_API_KEY')).getByRole('button', { name: t('list.deleteOf', { name: 'SHOP_API_KEY' }) }));
    question = await screen.findByRole('alertdialog');
    await user.click(within(question).getByRole('button', { name: t('deleteDialog.confirm') }));
    expect(await screen.findByText(t('notices.deleted', { name: 'SHOP_API_KEY' }))).toBeTruthy();
    expect(sent).toEqual([{ call: 'deleteSecret', input: { companyId: 'c1', id: 's1' } }]);
    expect(screen.getByText(t('list.emptyAdmin'))).toBeTruthy();
  });

  it('replaces a value and edits a name and description', async () => {
    const { calls, sent } = fakeCalls();
    const user = show(calls);
    await user.click(within(await row('SHOP_API_KEY')).getByRole('button', { name: t('list.replaceOf', { name: 'SHOP_API_KEY' }) }));
    let dialog = await screen.findByRole('dialog');
    const value = within(dialog).getByLabelText(t('dialogs.newValue'));
    expect((value as HTMLInputElement).value).toBe('');
    await user.type(value, 'new-shop-value-7777');
    await user.click(within(dialog).getByRole('button', { name: t('dialogs.save') }));
    expect(within(await row('SHOP_API_KEY')).getByText('••••7777')).toBeTruthy();
    await user.click(within(await row('SHOP_API_KEY')).getByRole('button', { name: t('list.editOf', { name: 'SHOP_API_KEY' }) }));
    dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: t('dialogs.name') });
    await user.clear(name);
    await user.type(name, 'STORE_API_KEY');
    await user.click(within(dialog).getByRole('button', { name: t('dialogs.save') }));
    expect(await screen.findByText(t('notices.edited', { name: 'STORE_API_KEY' }))).toBeTruthy();
    expect(sent.map((s) => s.call)).toEqual(['replaceSecretValue', 'describeSecret']);
    expect(sent[1]?.input).toEqual({ companyId: 'c1', id: 's1', name: 'STORE_API_KEY', description: 'The shop' });
  });

  it('reads in Arabic, names and hints kept left to right', async () => {
    initTestI18n('ar');
    show(fakeCalls().calls);
    const shop = await row('SHOP_API_KEY');
    expect(within(shop).getByText('••••1a2b').closest('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('button', { name: 'إضافة سر' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'الاسم' })).toBeTruthy();
  });
});
