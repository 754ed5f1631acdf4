// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { storePendingSignin } from '../../../services/session';
import { WithActors } from '../../testing/consoleActors';
import { initTestI18n } from '../../testing/i18n';
import TwoFactorSetupPage from './TwoFactorSetupPage';
import TwoFactorVerifyPage from './TwoFactorVerifyPage';

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/2fa/verify', element: <TwoFactorVerifyPage /> },
      { path: '/2fa/setup', element: <TwoFactorSetupPage /> },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <WithActors>
      <RouterProvider router={router} />
    </WithActors>,
  );
}

beforeAll(() => {
  initTestI18n();
});
afterEach(() => {
  cleanup();
  document.cookie = 'token=; path=/; max-age=0';
});

describe('two-factor pages need the pending token of a sign-in', () => {
  it.each(['/2fa/verify', '/2fa/setup'])('%s without a token goes to /login', (url) => {
    renderAt(url);
    expect(screen.getByText('login page')).toBeTruthy();
  });

  it('/2fa/verify with a pending token shows the code form', () => {
    storePendingSignin('pending', 'expired');
    renderAt('/2fa/verify');
    expect(screen.getByLabelText('Authentication Code')).toBeTruthy();
    expect(screen.getByLabelText('Remember this browser for one week')).toBeTruthy();
  });
});
