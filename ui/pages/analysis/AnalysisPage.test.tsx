// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../testing/i18n';
import { renderRoute } from '../../testing/renderRoute';
import AnalysisPage from './AnalysisPage';

beforeAll(() => initTestI18n());
afterEach(cleanup);

describe('analysis page', () => {
  it('offers a tile for each report the console has, each leading to its page', async () => {
    const view = renderRoute(<AnalysisPage />, { path: '/analysis' });
    expect(screen.getByRole('heading', { level: 1, name: 'Analysis' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Assistant Analysis',
      'AI Reporting',
      'Conversations',
      'Code Station Reports',
      'Conversation Assistant Report',
      'Payment Reports',
    ]);
    expect(screen.getByText('Predictions, recognised intents and fallbacks of your AI connections.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'VIEW ANALYSIS Payment Reports' }).getAttribute('href')).toBe('/analysis/payment-reports');
    expect(screen.getByRole('link', { name: 'VIEW ANALYSIS Code Station Reports' }).getAttribute('href')).toBe('/analysis/code-station-reports');
    expect(screen.getByRole('link', { name: 'VIEW ANALYSIS Conversations' }).getAttribute('href')).toBe('/conversations');
    expect(screen.getByRole('link', { name: 'VIEW ANALYSIS Conversation Assistant Report' }).getAttribute('href')).toBe('/conversation-assistant-report');

    await userEvent.click(screen.getByRole('link', { name: 'VIEW ANALYSIS AI Reporting' }));
    expect(view.location()).toBe('/ai-reporting');
  });
});
