// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../testing/i18n';
import { renderRoute } from '../testing/renderRoute';
import { consoleActorsForTest } from '../testing/consoleActors';
import LogoutPage from './LogoutPage';

beforeAll(() => initTestI18n());
afterEach(cleanup);

describe('logout page', () => {
  it('signs out on the server, then clears storage and goes to login', async () => {
    let answer!: () => void;
    const signOut = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const clearAll = vi.fn();
    const view = renderRoute(<LogoutPage />, {
      actors: consoleActorsForTest({ auth: { signOut }, session: { clearAll } }),
      path: '/logout',
      routes: [{ path: '/login', element: <p>login page</p> }],
    });
    expect(screen.getByRole('status').textContent).toBe('Signing you out..');
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(clearAll).not.toHaveBeenCalled();
    await act(async () => answer());
    expect(clearAll).toHaveBeenCalled();
    expect(view.location()).toBe('/login');
    expect(screen.getByText('login page')).toBeTruthy();
  });
});
