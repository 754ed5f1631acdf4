// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAll, getToken, isAppInstallation, RELEASE_ID_KEY, storeSession } from '../services/session';
import { initTestI18n } from '../ui/testing/i18n';
import { RequireSession } from './RequireSession';
import { browserSessionEffects, SessionGuardProvider, type SessionGuardEffects } from './sessionGuard';

beforeAll(() => initTestI18n());
beforeEach(() => vi.spyOn(console, 'info').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  clearAll();
  vi.restoreAllMocks();
});

const RELEASE = '1.2.0+build';
const effects: SessionGuardEffects = { ...browserSessionEffects, releaseId: () => RELEASE };

const signedInRoutes: RouteObject[] = [
  { index: true, element: <p>dashboard</p> },
  { path: 'companies', element: <p>companies page</p> },
  { path: 'install/:integrationName', element: <p>install page</p> },
];
const publicRoutes: RouteObject[] = [
  { path: '/login', element: <p>login page</p> },
  { path: '/register', element: <p>register page</p> },
];

function renderApp(at: string, { withProvider = true } = {}) {
  const signedIn = {
    element: (
      <RequireSession>
        <Outlet />
      </RequireSession>
    ),
    children: signedInRoutes,
  };
  const root = withProvider
    ? [
        {
          element: (
            <SessionGuardProvider effects={effects}>
              <Outlet />
            </SessionGuardProvider>
          ),
          children: [...publicRoutes, signedIn],
        },
      ]
    : [...publicRoutes, signedIn];
  const router = createMemoryRouter(root, { initialEntries: [at] });
  render(<RouterProvider router={router} />);
  return { router, location: () => router.state.location.pathname + router.state.location.search };
}

const signIn = () => storeSession('token-1', { id: 'u1', name: 'Ada', surname: 'Lovelace', email: 'ada@example.com' });

describe('session guard', () => {
  it('sends a visitor without a session to /login and remembers where they were going', async () => {
    const app = renderApp('/companies?companyId=7');
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(app.location()).toBe('/login');
    expect(sessionStorage.getItem('origin')).toBe('/companies?companyId=7');
    expect(screen.queryByText('companies page')).toBeNull();
  });

  it('shows signed-in routes to a signed-in user of the current release without clearing anything', async () => {
    signIn();
    localStorage.setItem(RELEASE_ID_KEY, RELEASE);
    sessionStorage.setItem('kept', 'yes');
    renderApp('/companies');
    expect(await screen.findByText('companies page')).toBeTruthy();
    expect(sessionStorage.getItem('kept')).toBe('yes');
  });

  it('refreshes the release marker on the first visit after a new release', async () => {
    signIn();
    localStorage.setItem(RELEASE_ID_KEY, '1.1.0+old');
    sessionStorage.setItem('stale', 'yes');
    renderApp('/');
    expect(await screen.findByText('dashboard')).toBeTruthy();
    expect(localStorage.getItem(RELEASE_ID_KEY)).toBe(RELEASE);
    expect(sessionStorage.getItem('stale')).toBeNull();
    expect(console.info).toHaveBeenCalledWith('New features released.');
  });

  it('treats a stored session without a user id as signed out', async () => {
    document.cookie = 'token=t; path=/';
    const app = renderApp('/');
    await screen.findByText('login page');
    expect(app.location()).toBe('/login');
  });

  it('flags an app installation when an install page needs a sign-in', async () => {
    renderApp('/install/ideasoft?shop=a');
    await screen.findByText('login page');
    expect(isAppInstallation()).toBe(true);
    expect(sessionStorage.getItem('origin')).toBe('/install/ideasoft?shop=a');
  });

  it.each(['/register', '/companies'])('forces a logout at %s when two-factor is not set while user info exists', async (at) => {
    signIn();
    document.cookie = 'tfa=notSet; path=/';
    const app = renderApp(at);
    await screen.findByText('login page');
    expect(app.location()).toBe('/login');
    expect(getToken()).toBeNull();
    expect(document.cookie).not.toContain('userInfo=');
  });

  it('checks again on every route change', async () => {
    signIn();
    localStorage.setItem(RELEASE_ID_KEY, RELEASE);
    const app = renderApp('/');
    await screen.findByText('dashboard');
    clearAll();
    await act(async () => void app.router.navigate('/companies'));
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(sessionStorage.getItem('origin')).toBe('/companies');
  });

  it('runs its own guard when the app provides none', async () => {
    const app = renderApp('/companies', { withProvider: false });
    await screen.findByText('login page');
    expect(app.location()).toBe('/login');
  });
});
