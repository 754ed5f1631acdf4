// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import '../../testing/dom';
import { initTestI18n } from '../../testing/i18n';
import { httpFailure, manualActor, networkFailure } from '../../testing/manualActor';
import { renderRoute } from '../../testing/renderRoute';
import { profileFormMachine } from '../../../machines/account/profileForm.machine';
import { ProfileView } from './ProfileView';
import { isSixDigits, nameFormValid, passwordFormValid } from './profileLogic';
import * as download from '../../kit/downloadTextFile';

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

type Values = Record<string, string>;

function form(values: Values, successKey: string, valid: (v: Values) => boolean, clearOnSuccess = false) {
  const submit = manualActor<unknown, Values>();
  const actor = createActor(profileFormMachine.provide({ actors: { submit: submit.logic }, guards: { valid: ({ context }) => valid(context.values) } }), {
    input: { values, successKey, clearOnSuccess },
  }).start();
  return { submit, actor };
}

let rendered: ReturnType<typeof renderRoute> | null = null;
const view = () => rendered!;

function setup() {
  const names = form({ name: 'Ada', surname: 'Lovelace' }, 'profile.names.saved', nameFormValid);
  const password = form({ currentPassword: '', newPassword: '' }, 'profile.password.saved', passwordFormValid, true);
  const reset = form({ code: '' }, 'profile.tfaReset.done', (v) => isSixDigits(v['code']), true);
  const backup = form({}, 'profile.backup.generated', () => true);
  rendered = renderRoute(<ProfileView nameForm={names.actor} passwordForm={password.actor} resetForm={reset.actor} backupForm={backup.actor} email="ada@example.com" />, {
    path: '/profile',
  });
  return { names, password, reset, backup, user: userEvent.setup() };
}

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('profile page', () => {
  it('saves name and surname and shows the server message on failure', async () => {
    const { names, user } = setup();
    const box = section('Name');
    expect((box.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada');
    await user.clear(box.getByLabelText('Surname'));
    expect(box.getByRole('button', { name: 'SAVE' }).hasAttribute('disabled')).toBe(true);
    await user.type(box.getByLabelText('Surname'), 'Byron');
    await user.click(box.getByRole('button', { name: 'SAVE' }));
    expect(names.submit.inputs[0]).toEqual({ name: 'Ada', surname: 'Byron' });
    await act(async () => names.submit.reject(httpFailure(400, 'The surname is too long.')));
    expect(box.getByRole('alert').textContent).toBe('The surname is too long.');
    await user.click(box.getByRole('button', { name: 'SAVE' }));
    await act(async () => names.submit.resolve({ id: 'u1', name: 'Ada', surname: 'Byron', email: 'ada@example.com' }));
    expect(box.getByRole('status').textContent).toBe('Your name has been saved.');
  });

  it('changes the password only when the new one meets every rule, with live marks', async () => {
    const { password, user } = setup();
    const box = section('Change password');
    const save = () => box.getByRole('button', { name: 'CHANGE PASSWORD' });
    await user.type(box.getByLabelText('Current password'), 'Old-pass1!');
    await user.type(box.getByLabelText('New password'), 'weakpass');
    expect(save().hasAttribute('disabled')).toBe(true);
    const rules = box.getByRole('list');
    expect(rules.querySelector('[data-rule="lowercase"]')?.getAttribute('data-met')).toBe('true');
    expect(rules.querySelector('[data-rule="uppercase"]')?.getAttribute('data-met')).toBe('false');
    await user.clear(box.getByLabelText('New password'));
    await user.type(box.getByLabelText('New password'), 'Str0ng-Pass!');
    expect(rules.querySelector('[data-rule="uppercase"]')?.getAttribute('data-met')).toBe('true');
    await user.click(save());
    expect(password.submit.inputs[0]).toEqual({ currentPassword: 'Old-pass1!', newPassword: 'Str0ng-Pass!' });
    await act(async () => password.submit.reject(httpFailure(400, 'Your current password is not correct.')));
    expect(box.getByRole('alert').textContent).toBe('Your current password is not correct.');
    await user.click(save());
    await act(async () => password.submit.resolve(undefined));
    expect(box.getByRole('status').textContent).toBe('Your password has been changed.');
    expect((box.getByLabelText('New password') as HTMLInputElement).value).toBe('');
  });

  it('resets two-factor authentication with a 6-digit code and says the next sign-in sets it up again', async () => {
    const { reset, user } = setup();
    const box = section('Reset two-factor authentication');
    const submit = () => box.getByRole('button', { name: 'RESET TWO-FACTOR AUTHENTICATION' });
    await user.type(box.getByLabelText('Authentication code'), '12a34');
    expect((box.getByLabelText('Authentication code') as HTMLInputElement).value).toBe('1234');
    expect(submit().hasAttribute('disabled')).toBe(true);
    await user.type(box.getByLabelText('Authentication code'), '56');
    await user.click(submit());
    expect(reset.submit.inputs[0]).toEqual({ code: '123456' });
    await act(async () => reset.submit.reject(networkFailure));
    expect(box.getByRole('alert').textContent).toBe('Please check your internet connection.');
    await user.click(submit());
    await act(async () => reset.submit.resolve(undefined));
    expect(box.getByRole('status').textContent).toBe('Two-factor authentication has been reset. Set it up again at your next sign-in.');
  });

  it('generates new backup codes, shows them and downloads backup-codes.txt', async () => {
    const save = vi.spyOn(download, 'downloadTextFile').mockImplementation(() => undefined);
    const { backup, user } = setup();
    const box = section('New backup codes');
    await user.click(box.getByRole('button', { name: 'GENERATE NEW BACKUP CODES' }));
    await act(async () => backup.submit.resolve(['111111', '222222']));
    expect(box.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['111111', '222222']);
    await user.click(box.getByRole('button', { name: 'Download as backup-codes.txt' }));
    expect(save).toHaveBeenCalledWith('backup-codes.txt', '111111\n222222\n');
  });
  it('asks "Leave Page?" when leaving with a changed name; Save Changes saves it, then goes on', async () => {
    const { names, user } = setup();
    const box = section('Name');
    await user.type(box.getByLabelText('Surname'), '-King');
    await act(async () => void view().router.navigate('/companies'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Leave Page?' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(names.submit.inputs[0]).toEqual({ name: 'Ada', surname: 'Lovelace-King' });
    await act(async () => names.submit.resolve({ id: 'u1', name: 'Ada', surname: 'Lovelace-King', email: 'ada@example.com' }));
    expect(await screen.findByText('page at another path')).toBeTruthy();
    expect(view().location()).toBe('/companies');
  });

  it('leaves without a question once the change is saved, and Discard Changes drops a password being typed', async () => {
    const { names, user } = setup();
    await user.type(section('Name').getByLabelText('Surname'), 'X');
    await user.click(section('Name').getByRole('button', { name: 'SAVE' }));
    await act(async () => names.submit.resolve({ id: 'u1', name: 'Ada', surname: 'LovelaceX', email: 'ada@example.com' }));
    await user.type(section('Change password').getByLabelText('Current password'), 'old');
    await act(async () => void view().router.navigate('/companies'));
    const dialog = await screen.findByRole('alertdialog');
    // A password change missing its new password cannot be saved from here.
    expect(within(dialog).queryByRole('button', { name: 'Save Changes' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Discard Changes' }));
    expect(view().location()).toBe('/companies');
  });
});

describe('profile form machine', () => {
  it('goes back to editing with a 500 text when the call fails', async () => {
    const actor = createActor(profileFormMachine.provide({ actors: { submit: fromPromise<unknown, Record<string, string>>(async () => Promise.reject(httpFailure(500))) } }), {
      input: { values: {}, successKey: 'profile.backup.generated' },
    }).start();
    actor.send({ type: 'SUBMIT' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'), { timeout: 10_000 });
    expect(actor.getSnapshot().context.error).toEqual({ key: 'common.errors.internet' });
  });
});
