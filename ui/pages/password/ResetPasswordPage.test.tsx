// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { ResetPasswordCall } from '../../../machines/account/resetPassword.machine';
import { initTestI18n } from '../../testing/i18n';
import { consoleActorsForTest } from '../../testing/consoleActors';
import { httpFailure, manualActor, networkFailure } from '../../testing/manualActor';
import { renderRoute } from '../../testing/renderRoute';
import { provideResetPasswordMachine } from './passwordLogic';
import { ResetPasswordView } from './ResetPasswordView';

beforeAll(() => initTestI18n());
afterEach(cleanup);

function setup() {
  const reset = manualActor<unknown, ResetPasswordCall>();
  const navigate = vi.fn();
  const logic = provideResetPasswordMachine({ navigate }, consoleActorsForTest()).provide({ actors: { reset: reset.logic } });
  const actor = createActor(logic, { input: { token: 'reset-token' } }).start();
  renderRoute(<ResetPasswordView actorRef={actor} />, { path: '/reset/:token', at: '/reset/reset-token' });
  return { reset, navigate, user: userEvent.setup() };
}

const save = () => screen.getByRole('button', { name: 'Save' });

async function type(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

describe('reset password page', () => {
  it('checks the rules, shows "Passwords matched" and enables Save only then', async () => {
    const { user } = setup();
    const rule = (name: string) => document.querySelector(`[data-rule="${name}"]`)!;
    expect(save().hasAttribute('disabled')).toBe(true);
    await type(user, 'New password', 'weakpass');
    expect(rule('lowercase').getAttribute('data-met')).toBe('true');
    expect(rule('symbol').getAttribute('data-met')).toBe('false');
    await type(user, 'Confirm password', 'weakpass');
    expect(screen.getByText(/Passwords matched/)).toBeTruthy();
    expect(save().hasAttribute('disabled')).toBe(true);
    await type(user, 'New password', 'Str0ng!pass');
    expect(screen.getByText('Passwords do not match yet')).toBeTruthy();
    expect(save().hasAttribute('disabled')).toBe(true);
    await type(user, 'Confirm password', 'Str0ng!pass');
    expect(screen.getByText(/Passwords matched/)).toBeTruthy();
    expect(save().hasAttribute('disabled')).toBe(false);
  });

  it('saves the new password with the link token and goes to login', async () => {
    const { user, reset, navigate } = setup();
    await type(user, 'New password', 'Str0ng!pass');
    await type(user, 'Confirm password', 'Str0ng!pass');
    await user.click(save());
    expect(reset.inputs[0]).toEqual({ token: 'reset-token', body: { password: 'Str0ng!pass' } });
    expect(save().hasAttribute('disabled')).toBe(true);
    await act(async () => reset.resolve({ status: 'ok' }));
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it.each([
    [httpFailure(400), 'Failed to reset password, please contact support team.'],
    [httpFailure(401), 'The link is expired, please try to do forget password again.'],
    [httpFailure(500), 'Problem in internet connection'],
    [networkFailure, 'Please check your internet connection.'],
  ])('shows the failure %j and stays on the page', async (failure, message) => {
    const { user, reset, navigate } = setup();
    await type(user, 'New password', 'Str0ng!pass');
    await type(user, 'Confirm password', 'Str0ng!pass');
    await user.click(save());
    await act(async () => reset.reject(failure));
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(navigate).not.toHaveBeenCalled();
    expect(save().hasAttribute('disabled')).toBe(false);
  });
});
