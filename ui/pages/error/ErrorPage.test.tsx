// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NO_ADMIN_MESSAGE } from '../../../machines/analysis/reportFilter.rules';
import { initTestI18n, testResources } from '../../testing/i18n';
import { renderRoute } from '../../testing/renderRoute';
import ErrorPage from './ErrorPage';
import NotFoundPage from './NotFoundPage';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const renderError = (query: string) => renderRoute(<ErrorPage />, { path: '/error', at: `/error${query}` });

describe('error page', () => {
  it('shows the defaults without query parameters', () => {
    renderError('');
    expect(screen.getByRole('heading', { name: 'SOMETHING WENT WRONG!' })).toBeTruthy();
    expect(screen.getByText('Page not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'HOME PAGE' }).getAttribute('href')).toBe('/');
  });

  it('shows the message, header and button of the query', () => {
    renderError('?message=You%20do%20not%20have%20admin%20access%20on%20any%20company.&header=NO%20ACCESS&button=BACK');
    expect(screen.getByRole('heading', { name: 'NO ACCESS' })).toBeTruthy();
    expect(screen.getByText('You do not have admin access on any company.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'BACK' })).toBeTruthy();
  });

  it('turns header=access_blocked into the blocked-access notice', () => {
    renderError('?header=access_blocked');
    expect(screen.getByRole('heading', { name: 'ACCESS BLOCKED!' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Your access has been blocked due to various reasons. You can contact your Administrator for further information.');
  });

  it("shows the console's own messages in the reader's language, and any other message as it came", async () => {
    const i18n = initTestI18n('ar');
    try {
      renderError(`?message=${encodeURIComponent(NO_ADMIN_MESSAGE)}`);
      const arabic = (testResources['ar']!['shell'] as { error: { noAdminAccess: string } }).error.noAdminAccess;
      expect(screen.getByText(arabic)).toBeTruthy();
      cleanup();
      renderError('?message=Boom');
      expect(screen.getByText('Boom')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('goes home with the button', async () => {
    const view = renderError('?message=Boom');
    await userEvent.click(screen.getByRole('link', { name: 'HOME PAGE' }));
    expect(view.location()).toBe('/');
  });
});

describe('not-found page', () => {
  it('names the unknown path and links home', () => {
    renderRoute(<NotFoundPage />, { path: '*', at: '/no-such-page' });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('There is no page at /no-such-page.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'HOME PAGE' }).getAttribute('href')).toBe('/');
  });
});
