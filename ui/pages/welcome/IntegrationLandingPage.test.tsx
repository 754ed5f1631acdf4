// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../testing/i18n';
import { renderRoute } from '../../testing/renderRoute';
import IntegrationLandingPage from './IntegrationLandingPage';

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const start = (at: string) => ({ view: renderRoute(<IntegrationLandingPage />, { path: '/welcome/install/:integrationName', at }), user: userEvent.setup() });

describe('integration landing (/welcome/install/:integrationName)', () => {
  it('offers the e-commerce integration: members, orders, payments, order tracking and shipping status', () => {
    start('/welcome/install/ideasoft');
    expect(screen.getByRole('heading', { name: 'Connect your online store' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Creating customer accounts',
      'Taking orders',
      'Completing payments',
      'Tracking orders',
      'Telling the shipping status',
    ]);
  });

  it('"I am a member" goes on to installing ideasoft with the query string the shop sent', async () => {
    const { view, user } = start('/welcome/install/ideasoft?shop=demo-shop&code=abc');
    await user.click(screen.getByRole('button', { name: 'I AM A MEMBER' }));
    expect(view.location()).toBe('/install/ideasoft?shop=demo-shop&code=abc');
  });

  it('"I am a member" stays for an integration that cannot be installed, and says so only in the log', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { view, user } = start('/welcome/install/elsewhere?shop=x');
    await user.click(screen.getByRole('button', { name: 'I AM A MEMBER' }));
    expect(view.location()).toBe('/welcome/install/elsewhere?shop=x');
    expect(info).toHaveBeenCalledWith('No installation for the integration "elsewhere".');
  });

  it('"Become a member" opens sign-up in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = start('/welcome/install/ideasoft?shop=demo-shop');
    await user.click(screen.getByRole('button', { name: 'BECOME A MEMBER' }));
    expect(open).toHaveBeenCalledWith('/register?shop=demo-shop', '_blank', 'noopener,noreferrer');
  });
});
