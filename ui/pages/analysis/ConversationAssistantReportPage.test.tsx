// @vitest-environment jsdom
import '../../testing/dom';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../../machines/analysis/reportFilter.rules';
import type { ConversationAssistantQuery, ConversationAssistantReport } from '../../../services/contracts/conversationAssistantReport';
import type { AnalysisCalls } from '../../app/actors/analysisCalls';
import { localDay } from '../../kit/localDay';
import { consoleActorsForTest } from '../../testing/consoleActors';
import { en, initTestI18n } from '../../testing/i18n';
import { httpFailure } from '../../testing/manualActor';
import { renderRoute } from '../../testing/renderRoute';
import { conversationAssistantCsv } from './conversationAssistantCsv';
import ConversationAssistantReportPage from './ConversationAssistantReportPage';

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

const today = localDay();
/** The 10th of a month well within the last two years. */
const tenth = `${addDays(today, -40).slice(0, 8)}10`;
const eleventh = `${tenth.slice(0, 8)}11`;

describe('/conversation-assistant-report', () => {
  it("shows each assistant's figures of the last seven days of the first ADMIN company, with the totals, and keeps them in the address", async () => {
    const asked: ConversationAssistantQuery[] = [];
    const { view } = show('/conversation-assistant-report', {
      loadCompanies: async () => [{ id: 'c1', name: 'Bakery' }],
      loadConversationAssistantReport: async (query) => (asked.push(query), report(query)),
    });
    expect(screen.getByRole('status').textContent).toBe(k('loading'));
    const table = await screen.findByRole('table', { name: k('caption', { company: 'Bakery' }) });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows[1]).toEqual(['Shop', '3', '1', '2', '1', '33.33%', '90 sec', '2.5', '1', '8']);
    expect(rows[2]).toEqual([`=Desk ${k('archived')}`, '1', '1', '0', '0', '0.00%', '–', '2', '0', '–']);
    expect(rows[3]![0]).toBe(k('total'));
    expect(screen.queryByRole('status')).toBeNull();
    expect(asked).toEqual([{ companyId: 'c1', startDate: addDays(today, -7), endDate: today, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }]);
    // A reload keeps the company and the days.
    await vi.waitFor(() => expect(view.location()).toBe(`/conversation-assistant-report?companyId=c1&start=${addDays(today, -7)}&end=${today}`));
    // One company only: no picker.
    expect(screen.queryByRole('button', { name: new RegExp(k('company')) })).toBeNull();
  });

  it('reads the company and the days of the address, and another company when chosen', async () => {
    const asked: ConversationAssistantQuery[] = [];
    const { user, view } = show(`/conversation-assistant-report?companyId=c2&start=${tenth}&end=${eleventh}`, {
      loadCompanies: async () => [
        { id: 'c1', name: 'Bakery' },
        { id: 'c2', name: 'Florist' },
      ],
      loadConversationAssistantReport: async (query) => (asked.push(query), report(query, query.companyId === 'c2' ? 'Florist' : 'Bakery')),
    });
    expect(await screen.findByRole('table', { name: k('caption', { company: 'Florist' }) })).toBeTruthy();
    expect(asked[0]).toMatchObject({ companyId: 'c2', startDate: tenth, endDate: eleventh });
    await user.click(screen.getByRole('button', { name: new RegExp(k('company')) }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Bakery' }));
    expect(await screen.findByRole('table', { name: k('caption', { company: 'Bakery' }) })).toBeTruthy();
    expect(asked[1]).toMatchObject({ companyId: 'c1', startDate: tenth, endDate: eleventh });
    await vi.waitFor(() => expect(view.location()).toBe(`/conversation-assistant-report?companyId=c1&start=${tenth}&end=${eleventh}`));
  });

  it('starts with the last seven days when the address has days the rules refuse', async () => {
    const asked: ConversationAssistantQuery[] = [];
    const { view } = show(`/conversation-assistant-report?companyId=c1&start=${eleventh}&end=${tenth}`, {
      loadCompanies: async () => [{ id: 'c1', name: 'Bakery' }],
      loadConversationAssistantReport: async (query) => (asked.push(query), report(query)),
    });
    await screen.findByRole('table');
    expect(asked[0]).toMatchObject({ startDate: addDays(today, -7), endDate: today });
    await vi.waitFor(() => expect(view.location()).toBe(`/conversation-assistant-report?companyId=c1&start=${addDays(today, -7)}&end=${today}`));
  });

  it('does not apply a start after the end, says why, and reads again once the range keeps the rules', async () => {
    const asked: ConversationAssistantQuery[] = [];
    const { user, view } = show(`/conversation-assistant-report?companyId=c1&start=${tenth}&end=${tenth}`, {
      loadCompanies: async () => [{ id: 'c1', name: 'Bakery' }],
      loadConversationAssistantReport: async (query) => (asked.push(query), report(query)),
    });
    await screen.findByRole('table');
    const days = () => screen.getAllByRole('spinbutton', { name: /day/i });
    // The start one day later: after the end.
    await user.click(days()[0]!);
    await user.keyboard('{ArrowUp}');
    expect((await screen.findByRole('alert')).textContent).toBe(k('range.reversed'));
    expect(screen.queryByRole('table')).toBeNull();
    expect(asked).toHaveLength(1);
    expect(view.location()).toBe(`/conversation-assistant-report?companyId=c1&start=${tenth}&end=${tenth}`);
    // The end one day later too: the range is applied and read.
    await user.click(days()[1]!);
    await user.keyboard('{ArrowUp}');
    await screen.findByRole('table');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(asked[1]).toMatchObject({ startDate: eleventh, endDate: eleventh });
    await vi.waitFor(() => expect(view.location()).toBe(`/conversation-assistant-report?companyId=c1&start=${eleventh}&end=${eleventh}`));
    // A range refused again can be dropped: the report's own days come back, without reading again.
    await user.click(days()[1]!);
    await user.keyboard('{ArrowDown}');
    expect((await screen.findByRole('alert')).textContent).toBe(k('range.reversed'));
    await user.click(
      screen.getByRole('button', {
        name: k('keepRange', {
          start: new Date(`${eleventh}T00:00:00Z`).toLocaleDateString('en', { timeZone: 'UTC' }),
          end: new Date(`${eleventh}T00:00:00Z`).toLocaleDateString('en', { timeZone: 'UTC' }),
        }),
      }),
    );
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(asked).toHaveLength(2);
  });

  it('downloads the table as CSV', async () => {
    const created = vi.fn((_: Blob) => 'blob:report');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const { user } = show('/conversation-assistant-report', {
      loadCompanies: async () => [{ id: 'c1', name: 'Bakery' }],
      loadConversationAssistantReport: async (query) => report(query),
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: k('download') }));
    await vi.waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    const rows = Papa.parse<string[]>((await created.mock.calls[0]![0].text()).trim()).data;
    expect(rows[0]![0]).toBe(k('assistant'));
    expect(rows.map((row) => row[0])).toEqual([k('assistant'), 'Shop', "'=Desk", k('total')]);
  });

  it('sends a person who is ADMIN nowhere to the error page, and shows a refusal with Try again and an empty report', async () => {
    const nowhere = show('/conversation-assistant-report', { loadCompanies: async () => [], loadConversationAssistantReport: vi.fn() });
    await vi.waitFor(() => expect(nowhere.view.location()).toBe('/error?message=You%20do%20not%20have%20admin%20access%20on%20any%20company.'));
    cleanup();
    let fail = true;
    const { user } = show('/conversation-assistant-report', {
      loadCompanies: async () => [{ id: 'c1', name: 'Bakery' }],
      loadConversationAssistantReport: async (query) => {
        if (fail) throw httpFailure(403, 'You are not an ADMIN of this company.');
        return { ...report(query), assistants: [] };
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('You are not an ADMIN of this company.');
    fail = false;
    await user.click(screen.getByRole('button', { name: k('retry') }));
    expect(await screen.findByText(k('empty'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: k('download') })).toBeNull();
  });

  it('shows a failure to read the companies with Try again', async () => {
    let fail = true;
    const { user } = show('/conversation-assistant-report', {
      loadCompanies: async () => {
        if (fail) throw httpFailure(500);
        return [{ id: 'c1', name: 'Bakery' }];
      },
      loadConversationAssistantReport: async (query) => report(query),
    });
    const retry = await screen.findByRole('button', { name: k('retry') });
    expect(screen.getByRole('alert').textContent).toBe(en('common:errors.internet'));
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('table')).toBeTruthy();
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
