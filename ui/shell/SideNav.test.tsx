// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../testing/dom';
import { initTestI18n } from '../testing/i18n';
import { renderRoute } from '../testing/renderRoute';
import { activeSection } from './navSections';
import { SideNav } from './SideNav';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const renderNav = (at: string, help?: string) => renderRoute(<SideNav help={help} />, { path: '*', at });
const current = () => screen.getAllByRole('link').filter((l) => l.getAttribute('aria-current') === 'page');

describe('side navigation', () => {
  it('lists the sections and the account items', () => {
    renderNav('/');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Companies', '/companies'],
      ['Assistants', '/assistants'],
      ['Analysis', '/analysis'],
      ['Search', '/search'],
      ['Profile', '/profile'],
    ]) {
      const link = within(nav)
        .getAllByRole('link', { name })
        .find((l) => l.classList.contains('side-nav-item'));
      expect(link?.getAttribute('href')).toBe(href);
    }
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it.each([
    ['/', 'Home'],
    ['/companies', 'Companies'],
    ['/company-profile?id=1', 'Companies'],
    ['/company-profile/create-zoho', 'Companies'],
    ['/integration-profile', 'Companies'],
    ['/assistants', 'Assistants'],
    ['/chatbot-designer?id=4', 'Assistants'],
    ['/conversation-report', 'Assistants'],
    ['/analysis', 'Analysis'],
    ['/assistant-analysis', 'Analysis'],
    ['/assistant-analyze', 'Analysis'],
    ['/ai-reporting', 'Analysis'],
    ['/conversations', 'Analysis'],
    ['/analysis/payment-reports', 'Analysis'],
    ['/analysis/payment-report?cid=3', 'Analysis'],
    ['/search', 'Search'],
    ['/profile', 'Profile'],
  ])('marks the active item at %s', (at, name) => {
    renderNav(at);
    expect(current().map((l) => l.textContent)).toEqual([name]);
  });

  it('marks nothing on a page outside the sections', () => {
    expect(activeSection('/templates')).toBeNull();
    expect(activeSection('/companies-old')).toBeNull();
  });

  it('shows Help only when a documentation address is configured, opening in a new tab', () => {
    renderNav('/');
    expect(screen.queryByRole('link', { name: /Help/ })).toBeNull();
    cleanup();
    renderNav('/', 'https://docs.example.org/console');
    const help = screen.getByRole('link', { name: /Help/ });
    expect(help.getAttribute('href')).toBe('https://docs.example.org/console');
    expect(help.getAttribute('target')).toBe('_blank');
  });

  it('asks before logging out; Cancel stays, Logout goes to /logout', async () => {
    const user = userEvent.setup();
    const view = renderNav('/companies');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to logout from the product?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(view.location()).toBe('/companies');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Logout' }));
    expect(view.location()).toBe('/logout');
  });

  it('follows a section link inside the app', async () => {
    const view = renderNav('/');
    await userEvent.click(screen.getAllByRole('link', { name: 'Assistants' })[0]!);
    expect(view.location()).toBe('/assistants');
  });
});
