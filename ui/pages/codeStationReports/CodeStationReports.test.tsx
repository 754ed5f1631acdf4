// @vitest-environment jsdom
import '../../testing/dom';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CodeBlockReport, CodeBlocksReport } from '../../../services/contracts/rest/codeStationReports';
import type { CodeStationReportCalls } from '../../app/actors/codeStationReportCalls';
import { consoleActorsForTest } from '../../testing/consoleActors';
import { en, initTestI18n } from '../../testing/i18n';
import { httpFailure } from '../../testing/manualActor';
import { renderRoute } from '../../testing/renderRoute';
import CodeBlockReportPage, { pageOf, RUNS_PER_PAGE } from './CodeBlockReportPage';
import CodeBlocksReportPage from './CodeBlocksReportPage';
import CodeStationReportsPage from './CodeStationReportsPage';

beforeEach(() => void initTestI18n());
afterEach(cleanup);

const t = (key: string, values?: Record<string, string | number>) => en(`codeStationReports:${key}`, values);
const at = '2026-11-27T10:00:00.000Z';
const blocks: CodeBlocksReport = {
  companyId: 'c1',
  companyName: 'Bakery',
  blocks: [
    { codeBlockId: 'b1', name: 'priceOf', runs: 42, errors: 3, averageMs: 12.4, p95Ms: 40, lastRunAt: at },
    { codeBlockId: 'b2', name: 'unused', runs: 0, errors: 0, averageMs: null, p95Ms: null, lastRunAt: null },
  ],
};
const run = (i: number, ok: boolean) => ({
  id: `r${i}`,
  startedAt: at,
  version: 'v2',
  ranIn: i % 2 ? ('FLOW' as const) : ('TEST' as const),
  conversationId: i % 2 ? `conv${i}` : null,
  durationMs: 10 + i,
  ok,
  inputs: `{"item":"cake ${i}"}`,
  output: ok ? '{"price":12}' : null,
  error: ok ? null : 'TypeError: price is undefined',
});
const report = (page: number): CodeBlockReport => ({
  companyId: 'c1',
  codeBlockId: 'b1',
  name: 'priceOf',
  total: 42,
  page,
  pageSize: RUNS_PER_PAGE,
  runs: [run(page * 10 + 1, true), run(page * 10 + 2, false)],
  days: [
    { day: '2026-11-26', runs: 30, errors: 1 },
    { day: '2026-11-27', runs: 12, errors: 2 },
  ],
});

function show(element: React.ReactElement, path: string, at: string, calls: Partial<CodeStationReportCalls>) {
  renderRoute(element, { path, at, actors: consoleActorsForTest({ codeStationReports: calls }) });
  return userEvent.setup();
}

describe('code station reports', () => {
  it('lists the companies with their runs, each leading to its code blocks', async () => {
    show(<CodeStationReportsPage />, '/analysis/code-station-reports', '/analysis/code-station-reports', {
      runCompanies: async () => [{ companyId: 'c1', companyName: 'Bakery', runs: 42, errors: 3 }],
    });
    const row = await screen.findByRole('row', { name: /Bakery/ });
    expect(within(row).getByText('42')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Company', 'Runs', 'Errors']);
    expect(within(row).getByRole('link', { name: 'Bakery' }).getAttribute('href')).toBe('/analysis/code-station-reports/code-blocks?companyId=c1');
  });

  it("lists a company's code blocks with their figures, a block without runs included", async () => {
    const asked: unknown[] = [];
    show(<CodeBlocksReportPage />, '/analysis/code-station-reports/code-blocks', '/analysis/code-station-reports/code-blocks?companyId=c1', {
      codeBlocksReport: async (input) => (asked.push(input), blocks),
    });
    expect(await screen.findByRole('heading', { name: t('blocks.titleOf', { company: 'Bakery' }) })).toBeTruthy();
    const price = screen.getByRole('row', { name: /priceOf/ });
    expect(within(price).getByRole('link', { name: 'priceOf' }).getAttribute('href')).toBe('/analysis/code-station-report?codeBlockId=b1&companyId=c1');
    expect(within(price).getByText('12 ms')).toBeTruthy();
    expect(within(price).getByText('40 ms')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /unused/ })).getByText(t('never'))).toBeTruthy();
    expect(asked).toEqual([{ companyId: 'c1' }]);
  });

  it('says which company is missing instead of reading nothing', async () => {
    show(<CodeBlocksReportPage />, '/analysis/code-station-reports/code-blocks', '/analysis/code-station-reports/code-blocks', {});
    expect((await screen.findByRole('alert')).textContent).toBe(t('blocks.noCompany'));
  });

  it("shows a block's runs per day with its table, its runs with details, and pages through them", async () => {
    const asked: unknown[] = [];
    const user = show(<CodeBlockReportPage />, '/analysis/code-station-report', '/analysis/code-station-report?codeBlockId=b1&companyId=c1', {
      codeBlockReport: async (input) => (asked.push(input), report(input.page)),
    });
    expect(await screen.findByRole('heading', { name: t('runs.titleOf', { block: 'priceOf' }) })).toBeTruthy();
    expect(screen.getByText(t('runs.summary', { runs: '42', errors: '3', days: '2' }))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('showTable') }));
    const perDay = screen.getByRole('table', { name: t('runs.perDay') });
    expect(within(perDay).getAllByRole('row')).toHaveLength(3);
    const runs = screen.getByRole('table', { name: t('runs.list') });
    expect(within(runs).getByText('TypeError: price is undefined')).toBeTruthy();
    expect(
      within(runs)
        .getByRole('link', { name: t('runs.conversation') })
        .getAttribute('href'),
    ).toBe('/reporting/analysis/botlogs?id=conv1&companyId=c1');
    expect(within(runs).getByText(t('runs.failed'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('runs.next') }));
    expect(await screen.findByText(t('runs.pageOf', { page: '2', pages: '3' }))).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/analysis/code-station-report?codeBlockId=b1&companyId=c1&page=2');
    expect(asked).toEqual([
      { companyId: 'c1', codeBlockId: 'b1', page: 0, pageSize: RUNS_PER_PAGE },
      { companyId: 'c1', codeBlockId: 'b1', page: 1, pageSize: RUNS_PER_PAGE },
    ]);
  });

  it("shows the server's refusal with a retry", async () => {
    show(<CodeBlockReportPage />, '/analysis/code-station-report', '/analysis/code-station-report?codeBlockId=b1&companyId=c2', {
      codeBlockReport: async () => {
        throw httpFailure(403, 'You are not a member of this company.');
      },
    });
    expect(await screen.findByRole('button', { name: t('retry') })).toBeTruthy();
    expect(document.body.textContent).toContain('You are not a member of this company.');
  });

  it('reads the page from the address, the first when it makes no sense', () => {
    expect([pageOf('3'), pageOf('0'), pageOf('-1'), pageOf('x'), pageOf(null), pageOf('2.5')]).toEqual([3, 1, 1, 1, 1, 1]);
  });
});
