// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearAll, storeSession } from '../../../services/session';
import '../../testing/dom';
import { initTestI18n } from '../../testing/i18n';
import { renderRoute } from '../../testing/renderRoute';
import GuidePage from './GuidePage';

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  clearAll();
});

describe('/guide', () => {
  it('with no signed-in user (no e-mail in the session) goes to /login', async () => {
    const { location } = renderRoute(<GuidePage />, { path: '/guide', at: '/guide?firstLogin=true', routes: [{ path: '/login', element: <p>login page</p> }] });
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('signed in, starts at the first step', async () => {
    storeSession('token-1', { id: 'u1', name: 'Ada', surname: 'Lovelace', email: 'ada@example.com' });
    renderRoute(<GuidePage />, { path: '/guide', at: '/guide?firstLogin=true' });
    // The GraphQL client's code loads with the page first.
    expect(await screen.findByRole('button', { name: 'OK, great!' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Guide steps' }).querySelector('[aria-current="step"]')?.textContent).toContain('Start Guide');
  });
});
