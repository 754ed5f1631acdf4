// @vitest-environment jsdom
import '../../testing/dom';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConversationReport } from '../../../services/contracts/conversationReport';
import type { AnalysisCalls } from '../../app/actors/analysisCalls';
import { consoleActorsForTest } from '../../testing/consoleActors';
import { initTestI18n } from '../../testing/i18n';
import { httpFailure } from '../../testing/manualActor';
import { renderRoute } from '../../testing/renderRoute';
import ConversationReportPage from './ConversationReportPage';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const row = (n: number, text: string, intent: string | null, outcome: 'recognised' | 'fallback') => ({
  id: `m${n}`,
  conversationId: `conv${n}`,
  text,
  intent,
  confidence: outcome === 'recognised' ? 0.9 : 0.2,
  outcome,
  date: '2026-11-27T09:00:00.000Z',
});

const report: ConversationReport = {
  totals: { asked: 30, recognised: 20, fallbacks: 9, errors: 1 },
  intents: [
    { intent: 'order_status', count: 15 },
    { intent: 'greeting', count: 5 },
  ],
  matching: 30,
  rows: [row(1, 'where is my cake', 'order_status', 'recognised'), row(2, 'blorp', null, 'fallback')],
};
const nothing: ConversationReport = { totals: { asked: 0, recognised: 0, fallbacks: 0, errors: 0 }, intents: [], matching: 0, rows: [] };

const link = '/conversation-report?id=ai1&name=Orders+NLU&companyId=c1&botId=b1&version=v1';

function show(loadConversationReport: AnalysisCalls['loadConversationReport'], at = link) {
  const analysis = { loadConversationReport: vi.fn(loadConversationReport) };
  const view = renderRoute(<ConversationReportPage />, { path: '/conversation-report', at, actors: consoleActorsForTest({ analysis }) });
  return { analysis, view, user: userEvent.setup() };
}

const stat = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

describe('conversation report page', () => {
  it('reads the last seven days of the linked connection and version and shows totals, rows and bot log links', async () => {
    const { analysis } = show(async () => report);
    expect(screen.getByRole('heading', { level: 1, name: 'Conversation Report' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: '30 classified messages' });
    expect(analysis.loadConversationReport).toHaveBeenCalledWith(
      expect.objectContaining({ aiConnectionId: 'ai1', companyId: 'c1', botId: 'b1', versionId: 'v1', intent: null, fallbacksOnly: false, page: 0 }),
      expect.anything(),
    );
    expect(stat('Asked')).toBe('30');
    expect(stat('Fallbacks')).toBe('9');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('where is my cake');
    expect(rows[2]!.textContent).toContain('Fallback');
    expect(within(rows[1]!).getByRole('link', { name: 'Open bot logs' }).getAttribute('href')).toBe('/reporting/analysis/botlogs?id=conv1&companyId=c1');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
  });

  it('filters by fallbacks only and intent, and pages', async () => {
    const { analysis, user } = show(async () => report);
    await screen.findByRole('table');
    await user.click(screen.getByRole('checkbox', { name: 'Fallbacks only' }));
    await vi.waitFor(() => expect(analysis.loadConversationReport).toHaveBeenLastCalledWith(expect.objectContaining({ fallbacksOnly: true, page: 0 }), expect.anything()));
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: /Intent/ }));
    await user.click(await screen.findByRole('option', { name: 'greeting (5)' }));
    await vi.waitFor(() => expect(analysis.loadConversationReport).toHaveBeenLastCalledWith(expect.objectContaining({ intent: 'greeting' }), expect.anything()));
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(analysis.loadConversationReport).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1 }), expect.anything()));
  });

  it('downloads every matching row as CSV', async () => {
    const created = vi.fn(() => 'blob:report');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const { analysis, user } = show(async () => report);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(created).toHaveBeenCalled());
    expect(analysis.loadConversationReport).toHaveBeenLastCalledWith(expect.objectContaining({ page: 0, pageSize: 1000 }), expect.anything());
  });

  it('says when nothing was asked, shows a failure with retry, and explains a link without its ids', async () => {
    show(async () => nothing);
    expect(await screen.findByRole('heading', { name: 'No Data' })).toBeTruthy();
    cleanup();
    const failing = show(async () => {
      throw httpFailure(404, 'This AI connection is not one of the company’s.');
    });
    expect(await screen.findByText('This AI connection is not one of the company’s.')).toBeTruthy();
    expect(failing.analysis.loadConversationReport).toHaveBeenCalledTimes(1);
    cleanup();
    const missing = show(async () => report, '/conversation-report?id=ai1');
    expect((await screen.findByRole('alert')).textContent).toContain('does not name an AI connection');
    expect(missing.analysis.loadConversationReport).not.toHaveBeenCalled();
  });
});
