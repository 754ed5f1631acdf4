// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signinAnswer } from '../../../tests/paths/models/fixtures';
import { getToken, getUserInfo, rememberOrigin, setAppInstallation } from '../../../services/session';
import type { AuthCalls } from '../../app/actors/authCalls';
import { toastQueue } from '../../kit/toasts';
import { consoleActorsForTest, WithActors } from '../../testing/consoleActors';
import { initTestI18n } from '../../testing/i18n';
import LoginPage from './LoginPage';

const signin = vi.fn<AuthCalls['signin']>();
const fetchSession = vi.fn<AuthCalls['fetchSession']>();

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/login',
        element: (
          <>
            <LoginPage />
            <Where />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <WithActors actors={consoleActorsForTest({ auth: { signin, fetchSession } })}>
      <RouterProvider router={router} />
    </WithActors>,
  );
  return userEvent.setup();
}
const where = () => screen.getByTestId('where').textContent;
const toastTexts = () => toastQueue.visibleToasts.map((toast) => toast.content.text);

beforeAll(() => {
  initTestI18n();
});
beforeEach(() => {
  document.cookie.split('; ').forEach((c) => (document.cookie = `${c.split('=')[0]}=; path=/; max-age=0`));
  localStorage.clear();
  sessionStorage.clear();
  toastQueue.clear();
});
afterEach(() => {
  cleanup();
  signin.mockReset();
  fetchSession.mockReset();
});

describe('login page: what the address asks for', () => {
  it('logoutError=1 shows the blocked banner and toast, then leaves the address', async () => {
    renderAt('/login?logoutError=1');
    const text = 'Your access has been blocked due to various reasons. You can contact your Administrator for further information.';
    expect(screen.getByText(text)).toBeTruthy();
    expect(toastTexts()).toEqual([text]);
    await waitFor(() => expect(where()).toBe('/login'));
  });

  it('err_ip_not_allowed shows the IP allowlist toast for 4000 ms', async () => {
    const add = vi.spyOn(toastQueue, 'add');
    renderAt('/login?err_ip_not_allowed=1');
    expect(add).toHaveBeenCalledWith(
      {
        kind: 'error',
        text: "Your access has been blocked as your IP Address isn't in the IP Allowlist. You can contact your Administrator for further information.",
      },
      { timeout: 4000 },
    );
    await waitFor(() => expect(where()).toBe('/login'));
  });

  it('verified=1 confirms the e-mail; verified=0 says the link is not valid', async () => {
    renderAt('/login?verified=1');
    expect(screen.getByRole('status').textContent).toBe('Your e-mail address has been confirmed. You can sign in now.');
    await waitFor(() => expect(where()).toBe('/login'));
    cleanup();
    renderAt('/login?verified=0');
    expect(screen.getByRole('alert').textContent).toMatch(/confirmation link is not valid/);
  });

  it('token and user sign in OAuth-style and land on the dashboard', async () => {
    fetchSession.mockResolvedValue(signinAnswer());
    renderAt(`/login?token=oauth-token&user=${encodeURIComponent('{"id":"u1"}')}`);
    await waitFor(() => expect(where()).toBe('/'));
    expect(fetchSession.mock.calls[0]![0]).toBe('oauth-token');
    expect(getToken()).toBe('token-1');
  });
});

describe('login page: signing in with the real session storage', () => {
  it('hides Google and "or" in app-installation mode and returns to the remembered origin', async () => {
    setAppInstallation(true);
    rememberOrigin('/install/shopify?shop=demo');
    signin.mockResolvedValue(signinAnswer());
    const user = renderAt('/login');
    expect(screen.queryByText('Sign in with Google')).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret1!');
    await user.click(screen.getByLabelText('Keep me signed in'));
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    await waitFor(() => expect(where()).toBe('/install/shopify?shop=demo'));
    expect(signin.mock.calls[0]![0]).toMatchObject({ email: 'ada@example.com', password: 'Secret1!', keepSignedIn: true });
    expect(localStorage.getItem('keepSignedIn')).toBe('1');
    expect(getUserInfo()?.id).toBe('u1');
    expect(sessionStorage.getItem('origin')).toBeNull();
  });

  it('offers Google sign-in as a browser navigation to /auth/google', () => {
    renderAt('/login');
    expect(screen.getByText('Sign in with Google').closest('a')?.getAttribute('href')).toBe('/auth/google');
    expect(screen.getByText('Forgot password?').closest('a')?.getAttribute('href')).toBe('/forget');
    expect(screen.getByText('Sign up now!').closest('a')?.getAttribute('href')).toBe('/register');
  });

  it('a sign-in without a second factor yet keeps only the pending token and goes to /2fa/setup', async () => {
    signin.mockResolvedValue(signinAnswer({ tfa: 'notSet', isAuthenticated: false, token: 'pending' }));
    const user = renderAt('/login');
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret1!');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    await waitFor(() => expect(where()).toBe('/2fa/setup'));
    expect(getToken()).toBe('pending');
    expect(getUserInfo()).toBeNull();
  });
});
