// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { AcceptInvitationRequest } from '../../../machines/account/register.machine';
import type { SignupRequest } from '../../../services/contracts';
import { consoleConfig } from '../../../services/contracts/consoleConfig';
import { readWelcome } from '../../../services/session';
import { initTestI18n } from '../../testing/i18n';
import { consoleActorsForTest } from '../../testing/consoleActors';
import { httpFailure, manualActor, networkFailure } from '../../testing/manualActor';
import { renderRoute } from '../../testing/renderRoute';
import { provideRegisterMachine, registerInput } from './registerLogic';
import { RegisterView } from './RegisterView';

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function setup(search = '') {
  const signup = manualActor<unknown, SignupRequest>();
  const acceptInvitation = manualActor<unknown, AcceptInvitationRequest>();
  const navigate = vi.fn();
  const goToUrl = vi.fn();
  const logic = provideRegisterMachine({ navigate, goToUrl, config: consoleConfig.parse({}) }, consoleActorsForTest()).provide({
    actors: { signup: signup.logic, acceptInvitation: acceptInvitation.logic },
  });
  const actor = createActor(logic, { input: registerInput(new URLSearchParams(search)) }).start();
  renderRoute(<RegisterView actorRef={actor} />, { path: '/register' });
  return { signup, acceptInvitation, navigate, goToUrl, actor, user: userEvent.setup() };
}

const submit = () => screen.getByRole('button', { name: 'SIGN UP' });

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    await user.click(field);
    await user.paste(value);
  }
}

const valid = { Name: 'Ada', Surname: 'Lovelace', 'E-mail': 'ada@example.com', Password: 'Str0ng!pass' };

describe('register page', () => {
  it('shows every field, Google sign-up, terms and the login link', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Sign up' })).toBeTruthy();
    for (const label of ['Name', 'Surname', 'E-mail', 'Password']) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up with Google' }).getAttribute('href')).toBe('/auth/google');
    expect(screen.getByRole('link', { name: /terms and conditions/ }).getAttribute('href')).toBe('/terms.html');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(submit().hasAttribute('disabled')).toBe(true);
  });

  it('marks each password rule as it is met and enables SIGN UP only when all fields are valid', async () => {
    const { user } = setup();
    const rule = (name: string) => document.querySelector(`[data-rule="${name}"]`)!;
    await fill(user, { Name: 'Ada', Surname: 'Lovelace', 'E-mail': 'ada@example.com', Password: 'abc' });
    expect(rule('lowercase').getAttribute('data-met')).toBe('true');
    expect(rule('uppercase').getAttribute('data-met')).toBe('false');
    expect(rule('length').getAttribute('data-met')).toBe('false');
    expect(submit().hasAttribute('disabled')).toBe(true);
    await fill(user, { Password: 'Abcdefg1!' });
    for (const name of ['length', 'lowercase', 'uppercase', 'number', 'symbol']) expect(rule(name).getAttribute('data-met')).toBe('true');
    expect(submit().hasAttribute('disabled')).toBe(false);
    await fill(user, { 'E-mail': 'not-an-address' });
    expect(submit().hasAttribute('disabled')).toBe(true);
  });

  it('signs up, stores name and e-mail for the welcome page and goes there', async () => {
    const { user, signup, navigate } = setup();
    await fill(user, valid);
    await user.click(submit());
    expect(signup.inputs[0]).toEqual({ name: 'Ada', surname: 'Lovelace', email: 'ada@example.com', password: 'Str0ng!pass' });
    expect(submit().hasAttribute('disabled')).toBe(true);
    await act(async () => signup.resolve({ status: 'ok' }));
    expect(readWelcome()).toEqual({ name: 'Ada', email: 'ada@example.com' });
    expect(navigate).toHaveBeenCalledWith('/welcome');
  });

  it.each([
    [httpFailure(500), 'Problem in internet connection'],
    [httpFailure(402), 'That email is already in use'],
    [httpFailure(400, 'Name is too long.'), 'Name is too long.'],
    [networkFailure, 'Please check your internet connection.'],
  ])('shows the failure of %j', async (failure, message) => {
    const { user, signup, navigate } = setup();
    await fill(user, valid);
    await user.click(submit());
    await act(async () => signup.reject(failure));
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(navigate).not.toHaveBeenCalled();
    expect(submit().hasAttribute('disabled')).toBe(false);
  });

  describe('invitation mode', () => {
    it('hides the e-mail field and Google sign-up, and goes to login after accepting', async () => {
      const { user, acceptInvitation, navigate, goToUrl } = setup('?tokeninv=tok-1&type=USER');
      expect(screen.getByRole('heading', { name: 'Accept your invitation' })).toBeTruthy();
      expect(screen.queryByLabelText('E-mail')).toBeNull();
      expect(screen.queryByRole('link', { name: 'Sign up with Google' })).toBeNull();
      await fill(user, { Name: 'Ada', Surname: 'Lovelace', Password: 'Str0ng!pass' });
      await user.click(submit());
      expect(acceptInvitation.inputs[0]).toEqual({ token: 'tok-1', body: { name: 'Ada', surname: 'Lovelace', password: 'Str0ng!pass' } });
      await act(async () => acceptInvitation.resolve({ status: 'ok' }));
      expect(navigate).toHaveBeenCalledWith('/login');
      expect(goToUrl).not.toHaveBeenCalled();
    });

    it('sends an invited agent (any letter case) to the live-chat link', async () => {
      const { user, acceptInvitation, navigate, goToUrl } = setup('?tokeninv=tok-2&type=Agent');
      await fill(user, { Name: 'Ada', Surname: 'Lovelace', Password: 'Str0ng!pass' });
      await user.click(submit());
      await act(async () => acceptInvitation.resolve({ status: 'ok' }));
      expect(goToUrl).toHaveBeenCalledWith('/');
      expect(navigate).not.toHaveBeenCalled();
    });

    it('says when the invitation link is no longer valid', async () => {
      const { user, acceptInvitation } = setup('?tokeninv=old');
      await fill(user, { Name: 'Ada', Surname: 'Lovelace', Password: 'Str0ng!pass' });
      await user.click(submit());
      await act(async () => acceptInvitation.reject(httpFailure(404)));
      expect(screen.getByRole('alert').textContent).toBe('The invitation link is not valid anymore, please ask for a new invitation.');
    });
  });
});
