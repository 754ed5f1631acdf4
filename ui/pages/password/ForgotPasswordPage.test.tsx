// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { EmailRequest } from '../../../services/contracts';
import { initTestI18n } from '../../testing/i18n';
import { consoleActorsForTest } from '../../testing/consoleActors';
import { httpFailure, manualActor, networkFailure } from '../../testing/manualActor';
import { renderRoute } from '../../testing/renderRoute';
import { ForgotPasswordView } from './ForgotPasswordView';
import { provideForgotPasswordMachine } from './passwordLogic';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const SENT = 'An e-mail will be sent if your information is valid. Please check your e-mail.';

function setup() {
  const forgot = manualActor<unknown, EmailRequest>();
  const actor = createActor(provideForgotPasswordMachine(consoleActorsForTest()).provide({ actors: { forgot: forgot.logic } })).start();
  const view = renderRoute(<ForgotPasswordView actorRef={actor} />, { path: '/forget' });
  return { forgot, view, user: userEvent.setup() };
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

async function typeEmail(user: ReturnType<typeof userEvent.setup>, value: string) {
  const field = screen.getByLabelText('E-mail');
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

describe('forgot password page', () => {
  it('keeps Continue disabled until the e-mail is valid and links to sign-up and login', async () => {
    const { user } = setup();
    expect(continueButton().hasAttribute('disabled')).toBe(true);
    await typeEmail(user, 'ada@');
    expect(continueButton().hasAttribute('disabled')).toBe(true);
    await typeEmail(user, 'ada@example.com');
    expect(continueButton().hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('link', { name: 'Sign up now!' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Return login page' }).getAttribute('href')).toBe('/login');
  });

  it.each([
    ['a 200', (settle: ReturnType<typeof manualActor>) => settle.resolve({ status: 'ok' })],
    ['a 400', (settle: ReturnType<typeof manualActor>) => settle.reject(httpFailure(400))],
    ['a 404', (settle: ReturnType<typeof manualActor>) => settle.reject(httpFailure(404))],
  ])('shows the same sent text for %s', async (_, settle) => {
    const { user, forgot } = setup();
    await typeEmail(user, 'ada@example.com');
    await user.click(continueButton());
    expect(forgot.inputs[0]).toEqual({ email: 'ada@example.com' });
    await act(async () => settle(forgot as ReturnType<typeof manualActor>));
    expect(screen.getByRole('status').textContent).toBe(SENT);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    [httpFailure(500), 'Problem in internet connection'],
    [networkFailure, 'Please check your internet connection.'],
  ])('shows the failure %j', async (failure, message) => {
    const { user, forgot } = setup();
    await typeEmail(user, 'ada@example.com');
    await user.click(continueButton());
    await act(async () => forgot.reject(failure));
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(continueButton().hasAttribute('disabled')).toBe(false);
  });
});
