// @vitest-environment jsdom
import '../../testing/dom';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AiReport } from '../../../services/contracts/analysis';
import type { AnalysisCalls } from '../../app/actors/analysisCalls';
import { consoleActorsForTest } from '../../testing/consoleActors';
import { initTestI18n, testResources } from '../../testing/i18n';
import { httpFailure } from '../../testing/manualActor';
import { renderRoute } from '../../testing/renderRoute';
import AiReportingPage from './AiReportingPage';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const zeros = {
  conversations: 0,
  endedConversations: 0,
  liveConversations: 0,
  clientMessages: 0,
  botMessages: 0,
  predictions: 0,
  recognised: 0,
  fallbacks: 0,
  errors: 0,
  averageConfidence: null,
};
const buckets = (counts: number[]) => counts.map((count, i) => ({ from: i / 10, to: (i + 1) / 10, count }));

const report: AiReport = {
  totals: {
    conversations: 12,
    endedConversations: 9,
    liveConversations: 3,
    clientMessages: 40,
    botMessages: 55,
    predictions: 30,
    recognised: 21,
    fallbacks: 7,
    errors: 2,
    averageConfidence: 0.8125,
  },
  daily: [
    { date: '2026-11-27', conversations: 5, messages: 44, predictions: 14, recognised: 10, fallbacks: 3 },
    { date: '2026-11-28', conversations: 7, messages: 51, predictions: 16, recognised: 11, fallbacks: 4 },
  ],
  intents: [
    { intent: 'order_status', hits: 15, averageConfidence: 0.9 },
    { intent: 'opening_hours', hits: 6, averageConfidence: 0.75 },
  ],
  confidence: buckets([0, 0, 1, 0, 2, 3, 4, 5, 6, 9]),
  channels: [
    { channelId: 'ch1', channelName: 'Shop web chat', channelType: 'WebChat', conversations: 8 },
    { channelId: 'ch2', channelName: 'Support WhatsApp', channelType: 'WhatsApp', conversations: 4 },
  ],
  subBotsOnly: false,
};
const empty: AiReport = { totals: zeros, daily: [], intents: [], confidence: buckets([0, 0, 0, 0, 0, 0, 0, 0, 0, 0]), channels: [], subBotsOnly: false };

function show(loadReport: AnalysisCalls['loadReport'], companies = [{ id: 'c1', name: 'Bakery' }]) {
  const analysis: Omit<AnalysisCalls, 'loadMemberCompanies' | 'loadAssistants' | 'loadAnalysis' | 'loadConversationReport' | 'loadConversationAssistantReport'> = {
    loadCompanies: vi.fn(async () => companies),
    loadOptions: vi.fn(async () => ({
      channels: [{ id: 'ch1', name: 'Shop web chat', integrationType: 'WebChat' }],
      assistants: [{ id: 'b1', name: 'Bakery helper' }],
      aiConnections: [{ id: 'ai1', name: 'Orders NLU', type: 'DialogFlow' }],
    })),
    loadVersions: vi.fn(async () => [{ id: 'v1', name: 'Version 3', botId: 'b1' }]),
    loadReport: vi.fn(loadReport),
    exportReport: vi.fn<AnalysisCalls['exportReport']>().mockRejectedValueOnce(httpFailure(500, 'Down')).mockResolvedValue(undefined),
  };
  const view = renderRoute(<AiReportingPage />, { path: '/ai-reporting', actors: consoleActorsForTest({ analysis }) });
  return { analysis, view, user: userEvent.setup() };
}

/** Chooses the company and presses Generate, as a user does. */
async function generate(user: ReturnType<typeof userEvent.setup>) {
  const generateButton = await screen.findByRole('button', { name: 'Generate' });
  expect(generateButton.hasAttribute('disabled') || generateButton.getAttribute('aria-disabled') === 'true' || generateButton.hasAttribute('data-disabled')).toBe(true);
  await user.click(screen.getByRole('button', { name: /Company/ }));
  await user.click(await screen.findByRole('option', { name: 'Bakery' }));
  await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Generate' }).hasAttribute('data-disabled')).toBe(false));
  await user.click(screen.getByRole('button', { name: 'Generate' }));
}

const stat = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent));

describe('AI reporting page', () => {
  it('offers the ADMIN companies, generates the report of the chosen one and shows its totals', async () => {
    const { analysis, user } = show(async () => report);
    expect(screen.getByRole('heading', { level: 1, name: 'AI Reporting' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Search For Conversation' })).toBeTruthy();
    await generate(user);

    await screen.findByRole('heading', { name: 'Totals' });
    expect(analysis.loadOptions).toHaveBeenCalledWith({ companyId: 'c1' }, expect.anything());
    expect(analysis.loadReport).toHaveBeenCalledWith(expect.objectContaining({ companyId: 'c1', channelIds: [], botIds: [] }), expect.anything());
    expect(stat('Conversations')).toBe('12');
    expect(stat('Live conversations')).toBe('3');
    expect(stat('Messages from people')).toBe('40');
    expect(stat('Predictions')).toBe('30');
    expect(stat('Fallbacks')).toBe('7');
    expect(stat('Average confidence')).toBe('81.25%');
    for (const title of ['Daily activity', 'Prediction outcomes', 'Intents hit', 'Confidence distribution', 'Conversations per channel']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
  });

  it('shows every chart as a table with the same numbers', async () => {
    const { user } = show(async () => report);
    await generate(user);
    const asTable = async (title: string) => {
      const frame = await screen.findByRole('region', { name: title });
      await user.click(within(frame).getByRole('button', { name: 'Show as table' }));
      return rowsOf(within(frame).getByRole('table', { name: title }));
    };
    expect(await asTable('Daily activity')).toEqual([
      ['Date', 'Conversations', 'Messages', 'Predictions', 'Recognised', 'Fallbacks'],
      ['11/27/2026', '5', '44', '14', '10', '3'],
      ['11/28/2026', '7', '51', '16', '11', '4'],
    ]);
    expect(await asTable('Prediction outcomes')).toEqual([
      ['Outcome', 'Predictions', 'Share'],
      ['Recognised', '21', '70.00%'],
      ['Fallbacks', '7', '23.33%'],
      ['Prediction errors', '2', '6.67%'],
    ]);
    expect(await asTable('Intents hit')).toEqual([
      ['Intent', 'Hits', 'Average confidence'],
      ['order_status', '15', '90.00%'],
      ['opening_hours', '6', '75.00%'],
    ]);
    const confidence = await asTable('Confidence distribution');
    expect(confidence).toHaveLength(11);
    expect(confidence[10]).toEqual(['90.00% – 100.00%', '9']);
    expect(await asTable('Conversations per channel')).toEqual([
      ['Channel', 'Channel type', 'Conversations', 'Share'],
      ['Shop web chat', 'WebChat', '8', '66.67%'],
      ['Support WhatsApp', 'WhatsApp', '4', '33.33%'],
    ]);
  });

  it('says No Data when the range holds nothing, and the sub-bot message for sub bots', async () => {
    const { user } = show(
      vi
        .fn<AnalysisCalls['loadReport']>()
        .mockResolvedValueOnce(empty)
        .mockResolvedValueOnce({ ...empty, subBotsOnly: true }),
    );
    await generate(user);
    expect(await screen.findByRole('heading', { name: 'No Data' })).toBeTruthy();
    expect(screen.getByText('No data available for the selected date range.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Totals' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('No data available for sub bots. You can select a main bot to see data.')).toBeTruthy();
  });

  it('shows a failure with a retry that reads the report again', async () => {
    const loadReport = vi.fn<AnalysisCalls['loadReport']>().mockRejectedValueOnce(httpFailure(400, 'The start date cannot be after the end date.')).mockResolvedValueOnce(report);
    const { user } = show(loadReport);
    await generate(user);
    expect((await screen.findByRole('alert')).textContent).toBe('The start date cannot be after the end date.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Totals' });
    expect(stat('Conversations')).toBe('12');
    expect(loadReport).toHaveBeenCalledTimes(2);
  });

  it('narrows the report to the chosen assistants and their versions', async () => {
    const { analysis, user } = show(async () => report);
    await user.click(await screen.findByRole('button', { name: /Company/ }));
    await user.click(await screen.findByRole('option', { name: 'Bakery' }));
    const assistants = await screen.findByRole('button', { name: 'Assistants All' });
    await vi.waitFor(() => expect(assistants.hasAttribute('data-disabled')).toBe(false));
    await user.click(assistants);
    await user.click(await screen.findByRole('option', { name: 'Bakery helper' }));
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Assistants 1 chosen' })).toBeTruthy();
    await vi.waitFor(() => expect(analysis.loadVersions).toHaveBeenCalledWith({ botIds: ['b1'] }, expect.anything()));

    const versions = screen.getByRole('button', { name: 'Assistant versions All' });
    await vi.waitFor(() => expect(versions.hasAttribute('data-disabled')).toBe(false));
    await user.click(versions);
    await user.click(await screen.findByRole('option', { name: 'Version 3' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByRole('heading', { name: 'Totals' });
    expect(analysis.loadReport).toHaveBeenCalledWith(expect.objectContaining({ companyId: 'c1', botIds: ['b1'], versionIds: ['v1'], channelIds: [] }), expect.anything());
  });

  it('reads right to left in Arabic, with its texts in Arabic', async () => {
    initTestI18n('ar');
    try {
      const ar = testResources['ar']!['analysis'] as { report: Record<string, string> };
      show(async () => report);
      const title = screen.getByRole('heading', { level: 1 });
      expect(title.textContent).toBe(ar.report['title']);
      expect(title.closest('section')?.getAttribute('dir')).toBe('rtl');
      expect(await screen.findByRole('heading', { name: ar.report['heading'] })).toBeTruthy();
      expect(screen.getByRole('button', { name: ar.report['generate'] })).toBeTruthy();
    } finally {
      initTestI18n('en');
    }
  });

  it('leads to the error page when the user is ADMIN on no company', async () => {
    const { view } = show(async () => report, []);
    await vi.waitFor(() => expect(view.location()).toBe('/error?message=You%20do%20not%20have%20admin%20access%20on%20any%20company.'));
  });

  it('exports the generated report as XLS or PDF, disabled with the reason until then, with a retry', async () => {
    const { analysis, user } = show(async () => report);
    const xls = await screen.findByRole('button', { name: 'Export XLS' });
    expect(xls.hasAttribute('data-disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Export PDF' }).hasAttribute('data-disabled')).toBe(true);
    expect(screen.getByRole('tooltip').textContent).toBe('Generate a report first to export it.');
    expect(screen.getByText('Exported data may differ because some conversations are still in progress.')).toBeTruthy();
    await generate(user);
    await screen.findByRole('heading', { name: 'Totals' });
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Export PDF' }).hasAttribute('data-disabled')).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Export PDF' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The file is downloaded.')).toBeTruthy();
    expect(analysis.exportReport).toHaveBeenCalledTimes(2);
    expect(analysis.exportReport).toHaveBeenLastCalledWith(
      expect.objectContaining({ format: 'pdf', language: 'en', query: expect.objectContaining({ companyId: 'c1' }) }),
      expect.anything(),
    );
  });
});
