// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { EmailRequest } from '../../../services/contracts';
import { storeWelcome } from '../../../services/session';
import { initTestI18n } from '../../testing/i18n';
import { consoleActorsForTest } from '../../testing/consoleActors';
import { httpFailure, manualActor, networkFailure } from '../../testing/manualActor';
import { renderRoute } from '../../testing/renderRoute';
import { provideWelcomeMachine, welcomeInput } from './welcomeLogic';
import { WelcomeView } from './WelcomeView';

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function setup(stored?: { name: string; email: string }) {
  if (stored) storeWelcome(stored);
  const resend = manualActor<unknown, EmailRequest>();
  const navigate = vi.fn();
  const openTab = vi.fn();
  const logic = provideWelcomeMachine({ navigate, openTab }, consoleActorsForTest()).provide({ actors: { resend: resend.logic } });
  const actor = createActor(logic, { input: welcomeInput(consoleActorsForTest()) }).start();
  renderRoute(<WelcomeView actorRef={actor} />, { path: '/welcome' });
  return { resend, navigate, openTab, user: userEvent.setup() };
}

const resendLink = () => screen.getByRole('button', { name: 're-send the verification email' });

describe('welcome page', () => {
  it('shows the name and the address the verification mail went to', () => {
    setup({ name: 'Ada', email: 'ada@company.example' });
    expect(screen.getByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
    expect(screen.getByText(/Hi Ada, we have sent a verification e-mail to/)).toBeTruthy();
    expect(screen.getByText('ada@company.example')).toBeTruthy();
  });

  it('offers no inbox button for other mail domains', () => {
    setup({ name: 'Ada', email: 'ada@company.example' });
    expect(screen.queryByRole('button', { name: /^Open / })).toBeNull();
  });

  it.each([
    ['ada@gmail.com', 'Open Gmail', 'https://mail.google.com/'],
    ['ada@outlook.com', 'Open Outlook', 'https://outlook.live.com/mail/'],
    ['ada@yahoo.com', 'Open Yahoo Mail', 'https://mail.yahoo.com/'],
  ])('opens the web mail of %s in a new tab', async (email, label, url) => {
    const { user, openTab } = setup({ name: 'Ada', email });
    await user.click(screen.getByRole('button', { name: label }));
    expect(openTab).toHaveBeenCalledWith(url);
  });

  it('re-sends the verification mail and says so', async () => {
    const { user, resend } = setup({ name: 'Ada', email: 'ada@gmail.com' });
    await user.click(resendLink());
    expect(resend.inputs[0]).toEqual({ email: 'ada@gmail.com' });
    expect(screen.getByRole('button', { name: 'Sending..' }).hasAttribute('disabled')).toBe(true);
    await act(async () => resend.resolve({ status: 'ok' }));
    expect(screen.getByRole('status').textContent).toBe('A new email has sent to you, please check it for confirmation process.');
  });

  it.each([
    [httpFailure(400), 'Failed to send an email, please contact support team.'],
    [httpFailure(500), 'Problem in internet connection'],
    [networkFailure, 'Problem in internet connection'],
  ])('shows the resend failure %j', async (failure, message) => {
    const { user, resend } = setup({ name: 'Ada', email: 'ada@gmail.com' });
    await user.click(resendLink());
    await act(async () => resend.reject(failure));
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(resendLink().hasAttribute('disabled')).toBe(false);
  });

  it('sends a visitor without a stored address to register', () => {
    const { navigate } = setup();
    expect(navigate).toHaveBeenCalledWith('/register');
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
