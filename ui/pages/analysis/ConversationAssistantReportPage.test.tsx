// @vitest-environment jsdom
import '../../testing/dom';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConversationAssistantQuery, ConversationAssistantReport } from '../../../services/contracts/conversationAssistantReport';
import type { AnalysisCalls } from '../../app/actors/analysisCalls';
import { localDay } from '../../kit/localDay';
import { consoleActorsForTest } from '../../testing/consoleActors';
import { en, initTestI18n } from '../../testing/i18n';
import { httpFailure } from '../../testing/manualActor';
import { renderRoute } from '../../testing/renderRoute';
import { conversationAssistantCsv } from './conversationAssistantCsv';
import ConversationAssistantReportPage, { rangeOf } from './ConversationAssistantReportPage';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const k = (key: string, values?: Record<string, string | number>) => en(`analysis:assistantReport.${key}`, values);
const figures = { conversations: 3, ended: 1, live: 2, handedOver: 1, handoverRate: 1 / 3, averageSecondsToHandover: 90, averageMessages: 2.5, votes: 1, averageVote: 8 };
const report = (query: ConversationAssistantQuery, name = 'Bakery'): ConversationAssistantReport => ({
  companyId: query.companyId,
  companyName: name,
  startDate: query.startDate,
  endDate: query.endDate,
  totals: { ...figures, conversations: 4, ended: 2, handoverRate: 0.25 },
  assistants: [
    { id: 'b1', name: 'Shop', archived: false, ...figures },
    {
      id: 'b2',
      name: '=Desk',
      archived: true,
      conversations: 1,
      ended: 1,
      live: 0,
      handedOver: 0,
      handoverRate: 0,
      averageSecondsToHandover: null,
      averageMessages: 2,
      votes: 0,
      averageVote: null,
    },
  ],
});

function show(address: string, calls: Partial<AnalysisCalls>) {
  const view = renderRoute(<ConversationAssistantReportPage />, { path: '/conversation-assistant-report', at: address, actors: consoleActorsForTest({ analysis: calls }) });
  return { view, user: userEvent.setup() };
}

describe('/conversation-assistant-report', () => {
  it("shows each assistant's figures of the last 30 days of the first ADMIN company, with the totals", async () => {
    const asked: ConversationAssistantQuery[] = [];
    show('/conversation-assistant-report', {
      loadCompanies: async () => [{ id: 'c1', name: 'Bakery' }],
      loadConversationAssistantReport: async (query) => (asked.push(query), report(query)),
    });
    const table = await screen.findByRole('table', { name: k('caption', { company: 'Bakery' }) });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows[1]).toEqual(['Shop', '3', '1', '2', '1', '33.33%', '90 sec', '2.5', '1', '8']);
    expect(rows[2]).toEqual([`=Desk ${k('archived')}`, '1', '1', '0', '0', '0.00%', '–', '2', '0', '–']);
    expect(rows[3]![0]).toBe(k('total'));
    const today = localDay();
    expect(asked[0]).toMatchObject({ companyId: 'c1', endDate: today, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    expect(asked[0]!.startDate).toBe(rangeOf(new URLSearchParams(), today).start);
    // One company only: no picker.
    expect(screen.queryByRole('button', { name: new RegExp(k('company')) })).toBeNull();
  });

  it('reads the company and the days of the address, and another company when chosen', async () => {
    const asked: ConversationAssistantQuery[] = [];
    const { user, view } = show('/conversation-assistant-report?companyId=c2&start=2026-01-01&end=2026-01-31', {
      loadCompanies: async () => [
        { id: 'c1', name: 'Bakery' },
        { id: 'c2', name: 'Florist' },
      ],
      loadConversationAssistantReport: async (query) => (asked.push(query), report(query, query.companyId === 'c2' ? 'Florist' : 'Bakery')),
    });
    expect(await screen.findByRole('table', { name: k('caption', { company: 'Florist' }) })).toBeTruthy();
    expect(asked[0]).toMatchObject({ companyId: 'c2', startDate: '2026-01-01', endDate: '2026-01-31' });
    await user.click(screen.getByRole('button', { name: new RegExp(k('company')) }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Bakery' }));
    expect(await screen.findByRole('table', { name: k('caption', { company: 'Bakery' }) })).toBeTruthy();
    expect(view.location()).toBe('/conversation-assistant-report?companyId=c1&start=2026-01-01&end=2026-01-31');
  });

  it('sends a person who is ADMIN nowhere to the error page, and shows a refusal with Try again', async () => {
    const nowhere = show('/conversation-assistant-report', { loadCompanies: async () => [], loadConversationAssistantReport: vi.fn() });
    await vi.waitFor(() => expect(nowhere.view.location()).toBe('/error?message=You%20do%20not%20have%20admin%20access%20on%20any%20company.'));
    cleanup();
    let fail = true;
    const { user } = show('/conversation-assistant-report', {
      loadCompanies: async () => [{ id: 'c1', name: 'Bakery' }],
      loadConversationAssistantReport: async (query) => {
        if (fail) throw httpFailure(500);
        return { ...report(query), assistants: [] };
      },
    });
    const retry = await screen.findByRole('button', { name: k('retry') });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText(k('empty'))).toBeTruthy();
  });

  it('falls back to the last 30 days for days the address gets wrong', () => {
    const today = '2026-11-29';
    const last30 = { start: '2026-10-31', end: today };
    expect(rangeOf(new URLSearchParams('start=2026-11-01&end=2026-11-10'), today)).toEqual({ start: '2026-11-01', end: '2026-11-10' });
    for (const query of [
      'start=2026-11-10&end=2026-11-01',
      'start=2026-02-30&end=2026-03-01',
      'start=2026-11-01&end=2026-12-01',
      'start=2020-01-01&end=2020-02-01',
      'start=x&end=y',
      '',
    ])
      expect(rangeOf(new URLSearchParams(query), today), query).toEqual(last30);
  });

  it('writes the table as CSV, with an assistant name a spreadsheet would run written as text', () => {
    const csv = conversationAssistantCsv(report({ companyId: 'c1', startDate: '2026-11-01', endDate: '2026-11-29', timeZone: 'UTC' }), {
      assistant: 'Assistant',
      conversations: 'Conversations',
      ended: 'Ended',
      live: 'Live',
      handedOver: 'Handed over',
      handoverRate: 'Rate',
      secondsToHandover: 'Seconds',
      averageMessages: 'Messages',
      votes: 'Votes',
      averageVote: 'Vote',
      total: 'All',
    });
    const rows = Papa.parse<string[]>(csv.trim()).data;
    expect(rows[0]).toEqual(['Assistant', 'Conversations', 'Ended', 'Live', 'Handed over', 'Rate', 'Seconds', 'Messages', 'Votes', 'Vote']);
    expect(rows[1]).toEqual(['Shop', '3', '1', '2', '1', '0.3333', '90', '2.5', '1', '8']);
    expect(rows[2]).toEqual(["'=Desk", '1', '1', '0', '0', '0.0000', '', '2', '0', '']);
    expect(rows[3]![0]).toBe('All');
  });
});
