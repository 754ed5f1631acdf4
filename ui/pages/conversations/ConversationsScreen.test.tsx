// @vitest-environment jsdom
import '../../testing/dom';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import type { ConversationQuery } from '../../../services/contracts/conversations';
import { MESSAGE_POLL_MS } from '../../../machines/conversations/messagePolling.machine';
import { pollMessages } from '../../../tests/paths/models/messagePolling.model';
import type { ConversationMessage, ConversationPage, ConversationRow } from '../../../services/contracts/conversations';
import { Toasts } from '../../kit/Toasts';
import { toastQueue } from '../../kit/toasts';
import { en, initTestI18n } from '../../testing/i18n';
import { networkFailure } from '../../testing/manualActor';
import { renderRoute } from '../../testing/renderRoute';
import type { ConversationScreenCalls } from './calls';
import { ConversationsScreen } from './ConversationsScreen';
import { csvDate, listDate } from './format';

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  toastQueue.visibleToasts.forEach((toast) => toastQueue.close(toast.key));
});

const TODAY = '2026-11-23';
const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).toISOString();

function conversation(n: number, ended = false): ConversationRow {
  const start = at(22, 8, 0);
  return {
    _id: `conv-${String(n).padStart(3, '0')}`,
    channelID: 'web',
    channelType: 'MicroWebChat',
    channelName: 'Helper Web Chat',
    clientID: `client-${n}`,
    startDate: new Date(Date.parse(start) - n * 60_000).toISOString(),
    lastMessageDate: n === 1 ? null : new Date(Date.parse(start) - n * 60_000 + 30_000).toISOString(),
    endDate: ended ? new Date(Date.parse(start) - n * 60_000 + 60_000).toISOString() : null,
    isEnded: ended,
    isHandedOver: false,
    isInternalHandedOver: false,
    // conv-002 names no assistant.
    botID: n === 2 ? null : 'bot-1',
    botName: n === 2 ? null : 'Help desk',
    versionID: null,
    rating: null,
  };
}

/** The user's companies: company-1 holds the conversations made, company-2 one with another assistant. */
const COMPANIES = [
  { id: 'company-1', name: 'Acme' },
  { id: 'company-2', name: 'Beta' },
];

/** An in-memory server for the screen's calls: it filters, pages, closes and hands over like the real one. */
function fakeServer(count: number, { endedEvery = 3 } = {}) {
  const rows = Array.from({ length: count }, (_, i) => conversation(i + 1, (i + 1) % endedEvery === 0));
  const betaRows = [{ ...conversation(1), _id: 'beta-001', botID: 'bot-2', botName: 'Order desk' }];
  const queries: ConversationQuery[] = [];
  let hold: Promise<void> | null = null;
  const messages: ConversationMessage[][] = [];
  const calls: ConversationScreenCalls = {
    loadCompanies: vi.fn(async () => structuredClone(COMPANIES)),
    loadPage: async (query) => {
      queries.push(query);
      if (hold) await hold;
      const matching = (query.companyId === 'company-2' ? betaRows : rows).filter((row) => (query.isEnded === undefined ? true : query.isEnded === (row.endDate !== null)));
      const totalPages = Math.ceil(matching.length / query.pageSize);
      const conversations = matching.slice((query.pageIndex - 1) * query.pageSize, query.pageIndex * query.pageSize);
      const page: ConversationPage = {
        conversations,
        totalCount: matching.length,
        pageSize: query.pageSize,
        currentPage: query.pageIndex,
        totalPages,
        hasNext: query.pageIndex < totalPages,
        hasPrevious: query.pageIndex > 1,
      };
      return structuredClone(page);
    },
    closeConversation: vi.fn(async (id: string) => {
      const row = rows.find((r) => r._id === id);
      if (!row || row.endDate) return { success: false, message: 'This conversation is already closed.' };
      row.endDate = at(23, 9);
      return { success: true };
    }),
    // As server/conversationAnalysis: closed and already handed over conversations are refused.
    handoverConversation: vi.fn(async (id: string) => {
      const row = rows.find((r) => r._id === id);
      if (!row) throw new Error(`no conversation ${id}`);
      if (row.endDate) return { success: false, message: 'A closed conversation cannot be handed over.' };
      if (row.isHandedOver) return { success: false, message: 'This conversation is already handed over to an agent.' };
      row.isHandedOver = true;
      return { success: true };
    }),
    closeAll: vi.fn(async ({ ids }: { companyId: string; ids: string[] }) => {
      let closed = 0;
      for (const row of rows) {
        if (ids.includes(row._id) && !row.endDate) {
          row.endDate = at(23, 9);
          closed += 1;
        }
      }
      return { success: true, closed };
    }),
    loadMessages: vi.fn(async () => messages.shift() ?? []),
    saveFile: vi.fn(),
  };
  return {
    rows,
    calls,
    queries,
    messages,
    holdReads: () => {
      let release = () => {};
      hold = new Promise<void>((resolve) => {
        release = () => {
          hold = null;
          resolve();
        };
      });
      return () => release();
    },
  };
}

function setup(server = fakeServer(45), { companyId = 'company-1' as string | null, onCompanyListed = vi.fn() } = {}) {
  const pollClock = new SimulatedClock();
  const view = renderRoute(
    <>
      <ConversationsScreen companyId={companyId} onCompanyListed={onCompanyListed} today={TODAY} calls={server.calls} pollClock={pollClock} />
      <Toasts />
    </>,
    { path: '/conversations', at: '/conversations?companyId=company-1' },
  );
  return { ...server, view, pollClock, onCompanyListed, user: userEvent.setup() };
}

const table = () => screen.getByRole('grid', { name: 'Conversations' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) => [...row.querySelectorAll('[role=rowheader], [role=gridcell]')].map((c) => c.textContent);
const firstCells = () => bodyRows().map((row) => cellTexts(row)[0]);

describe('conversations screen', () => {
  it('shows "Loading Conversations..." while the page loads, then the rows with their dates and status', async () => {
    const server = fakeServer(45);
    const release = server.holdReads();
    setup(server);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Loading Conversations...'));
    release();
    await screen.findByRole('grid', { name: 'Conversations' });
    expect(screen.queryByText('Loading Conversations...')).toBeNull();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Conversation ID', 'Assistant', 'Channel', 'Start Date', 'Last Date', 'Status', 'Actions']);
    expect(bodyRows()).toHaveLength(20);
    const [first, , third] = bodyRows();
    const cells = cellTexts;
    // conv-001 has no last date ("-"); conv-002 names no assistant ("-"); conv-003 is closed: no Close button.
    expect(cells(first!).slice(0, 6)).toEqual(['conv-001', 'Help desk', 'Helper Web Chat (Web chat)', listDate(server.rows[0]!.startDate), '-', 'Open']);
    expect(cells(bodyRows()[1]!)[1]).toBe('-');
    expect(listDate(server.rows[0]!.startDate)).toMatch(/^2026-11-22 \d{2}:\d{2}$/);
    expect(cells(third!)[5]).toBe('Closed');
    expect(within(first!).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(within(third!).queryByRole('button', { name: 'Close' })).toBeNull();
    const logs = within(first!).getByRole('link', { name: /Bot Logs/ });
    expect(logs.getAttribute('href')).toBe('/reporting/analysis/botlogs?id=conv-001&companyId=company-1');
    expect(logs.getAttribute('target')).toBe('_blank');
    const inspect = within(first!).getByRole('link', { name: 'Inspect conversation conv-001 (opens in a new tab)' });
    expect(inspect.textContent).toBe('Inspect');
    expect(inspect.getAttribute('href')).toBe('/conversation-inspector?id=conv-001&companyId=company-1');
    expect(inspect.getAttribute('target')).toBe('_blank');
    // The default range: the last 7 days up to today, 20 a page, no isEnded without the live switch.
    expect(server.queries[0]).toMatchObject({ companyId: 'company-1', pageSize: 20, pageIndex: 1 });
    expect(new Date(server.queries[0]!.startDate).getTime()).toBe(new Date(2026, 10, 16).getTime());
    expect('isEnded' in server.queries[0]!).toBe(false);
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('2026-11-16');
    expect((screen.getByLabelText('End date') as HTMLInputElement).value).toBe(TODAY);
  });

  it("lists the first company's conversations at once when the address names none, and switches company with the filter", async () => {
    const { user, queries, onCompanyListed } = setup(fakeServer(3), { companyId: null });
    await screen.findByRole('grid', { name: 'Conversations' });
    expect(queries[0]).toMatchObject({ companyId: 'company-1', pageIndex: 1 });
    expect(onCompanyListed).toHaveBeenLastCalledWith('company-1');
    expect(firstCells()).toEqual(['conv-001', 'conv-002', 'conv-003']);

    await user.click(screen.getByRole('button', { name: /Company/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Acme', 'Beta']);
    await user.click(screen.getByRole('option', { name: 'Beta' }));
    await waitFor(() => expect(firstCells()).toEqual(['beta-001']));
    expect(queries.at(-1)).toMatchObject({ companyId: 'company-2', pageIndex: 1 });
    expect(cellTexts(bodyRows()[0]!)[1]).toBe('Order desk');
    expect(onCompanyListed).toHaveBeenLastCalledWith('company-2');
  });

  it('a company the address names that is not theirs: their first company is listed', async () => {
    const { queries } = setup(fakeServer(3), { companyId: 'company-9' });
    await screen.findByRole('grid', { name: 'Conversations' });
    expect(queries.map((q) => q.companyId)).toEqual(['company-1']);
  });

  it('a failed company read says why and reads again on Try again; without companies it says so', async () => {
    const server = fakeServer(3);
    const read = server.calls.loadCompanies as ReturnType<typeof vi.fn>;
    read.mockRejectedValueOnce({ kind: 'http', status: 400, body: { message: 'The company list is not available right now.' } });
    const { user } = setup(server);
    expect((await screen.findByRole('alert')).textContent).toBe('The company list is not available right now.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('grid', { name: 'Conversations' });
    cleanup();
    const none = fakeServer(3);
    (none.calls.loadCompanies as ReturnType<typeof vi.fn>).mockResolvedValueOnce([]);
    setup(none);
    expect(await screen.findByText('You are not a member of any company yet.')).toBeTruthy();
    expect(none.queries).toEqual([]);
  });

  it('shows "No conversations found" when the range holds none', async () => {
    setup(fakeServer(0));
    expect(await screen.findByText('No conversations found')).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('pages with Prev/Next and two page numbers either side of the current one', async () => {
    const { user, queries } = setup(fakeServer(200));
    await screen.findByRole('grid', { name: 'Conversations' });
    const nav = () => screen.getByRole('navigation', { name: 'Pages' });
    const numbers = () =>
      within(nav())
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(numbers()).toEqual(['Prev', '1', '2', '3', 'Next']);
    expect((within(nav()).getByRole('button', { name: 'Prev' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(nav()).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(firstCells()[0]).toBe('conv-041'));
    expect(numbers()).toEqual(['Prev', '1', '2', '3', '4', '5', 'Next']);
    expect(within(nav()).getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    await user.click(within(nav()).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(firstCells()[0]).toBe('conv-061'));
    expect(numbers()).toEqual(['Prev', '2', '3', '4', '5', '6', 'Next']);
    await user.click(within(nav()).getByRole('button', { name: 'Prev' }));
    await waitFor(() => expect(firstCells()[0]).toBe('conv-041'));
    expect(queries.map((q) => q.pageIndex)).toEqual([1, 3, 4, 3]);
  });

  it('closes one conversation after the irreversible confirmation, reads the page again and says so', async () => {
    const { user, calls, rows, queries } = setup();
    await screen.findByRole('grid', { name: 'Conversations' });
    await user.click(within(bodyRows()[0]!).getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to close this conversation? You cannot undo this.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.closeConversation).not.toHaveBeenCalled();
    await user.click(within(bodyRows()[0]!).getByRole('button', { name: 'Close' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, close' }));
    expect(await screen.findByText('Conversation closed successfully')).toBeTruthy();
    expect(calls.closeConversation).toHaveBeenCalledWith('conv-001', expect.anything());
    expect(rows[0]!.endDate).not.toBeNull();
    await waitFor(() => expect(cellTexts(bodyRows()[0]!)[5]).toBe('Closed'));
    expect(queries).toHaveLength(2);
  });

  it('hands an open conversation over after the irreversible confirmation, says so and marks its row', async () => {
    const server = fakeServer(45);
    server.rows[1]!.isHandedOver = true;
    const { user, calls, rows, queries } = setup(server);
    await screen.findByRole('grid', { name: 'Conversations' });
    const [first, second, third] = bodyRows();
    // Offered next to Close for open rows that are not handed over yet; a handed over row says so.
    expect(
      within(first!)
        .getAllByRole('button')
        .map((b) => b.textContent)
        .slice(0, 2),
    ).toEqual(['Close', 'Hand over']);
    expect(within(second!).queryByRole('button', { name: 'Hand over' })).toBeNull();
    expect(within(second!).getByText('Handed over')).toBeTruthy();
    expect(within(third!).queryByRole('button', { name: 'Hand over' })).toBeNull();
    expect(within(first!).queryByText('Handed over')).toBeNull();

    await user.click(within(first!).getByRole('button', { name: 'Hand over' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Hand over conversation');
    expect(within(dialog).getByText('Are you sure you want to hand this conversation over to an agent? You cannot undo this.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.handoverConversation).not.toHaveBeenCalled();

    await user.click(within(bodyRows()[0]!).getByRole('button', { name: 'Hand over' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, hand over' }));
    expect(await screen.findByText('Conversation handed over to an agent')).toBeTruthy();
    expect(calls.handoverConversation).toHaveBeenCalledWith('conv-001', expect.anything());
    expect(rows[0]!.isHandedOver).toBe(true);
    // The row is marked at once, without reading the page again; it stays open and can still be closed.
    await waitFor(() => expect(within(bodyRows()[0]!).getByText('Handed over')).toBeTruthy());
    expect(within(bodyRows()[0]!).queryByRole('button', { name: 'Hand over' })).toBeNull();
    expect(within(bodyRows()[0]!).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(queries).toHaveLength(1);
  });

  it('says why a hand over was refused (closed meanwhile) and reads the page again so the row shows it', async () => {
    const { user, calls, rows, queries } = setup();
    await screen.findByRole('grid', { name: 'Conversations' });
    // Closed elsewhere after the page was read.
    rows[0]!.endDate = at(23, 9);
    await user.click(within(bodyRows()[0]!).getByRole('button', { name: 'Hand over' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, hand over' }));
    expect(await screen.findByText('A closed conversation cannot be handed over.')).toBeTruthy();
    expect(calls.handoverConversation).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(queries).toHaveLength(2));
    await waitFor(() => expect(cellTexts(bodyRows()[0]!)[5]).toBe('Closed'));
    expect(within(bodyRows()[0]!).queryByRole('button', { name: 'Hand over' })).toBeNull();
  });

  it('a hand over that fails without an answer says so and keeps the row as it was', async () => {
    const { user, calls, queries } = setup();
    await screen.findByRole('grid', { name: 'Conversations' });
    (calls.handoverConversation as ReturnType<typeof vi.fn>).mockRejectedValueOnce(networkFailure);
    await user.click(within(bodyRows()[0]!).getByRole('button', { name: 'Hand over' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, hand over' }));
    expect(await screen.findByText(en('common:errors.noInternet'))).toBeTruthy();
    expect(within(bodyRows()[0]!).getByRole('button', { name: 'Hand over' })).toBeTruthy();
    expect(within(bodyRows()[0]!).queryByText('Handed over')).toBeNull();
    expect(queries).toHaveLength(1);
  });

  it('offers Close All only with the live switch on; it closes the page after confirming', async () => {
    const { user, calls, queries } = setup(fakeServer(30));
    await screen.findByRole('grid', { name: 'Conversations' });
    expect(screen.queryByRole('button', { name: 'Close All Conversation' })).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Live conversations only' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ isEnded: false, pageIndex: 1 }));
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    expect(firstCells()).not.toContain('conv-003');
    await user.click(screen.getByRole('button', { name: 'Close All Conversation' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to close all conversations on this page? You cannot undo this.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, close' }));
    expect(await screen.findByText('Conversations on this page closed successfully')).toBeTruthy();
    const ids = (calls.closeAll as ReturnType<typeof vi.fn>).mock.calls[0]![0] as { companyId: string; ids: string[] };
    expect(ids.companyId).toBe('company-1');
    expect(ids.ids).toHaveLength(20);
    // 30 conversations, 10 closed before, 20 closed now: none is live any more.
    expect(await screen.findByText('No conversations found')).toBeTruthy();
  });

  it('refuses a range that starts after it ends, with the reason, and keeps the listed range', async () => {
    const { user, queries } = setup();
    await screen.findByRole('grid', { name: 'Conversations' });
    const start = screen.getByLabelText('Start date');
    await user.clear(start);
    await user.type(start, '2026-11-23');
    await waitFor(() => expect(queries.length).toBe(2));
    expect(new Date(queries[1]!.startDate).getTime()).toBe(new Date(2026, 10, 23).getTime());
    const end = screen.getByLabelText('End date');
    await user.clear(end);
    await user.type(end, '2026-11-20');
    expect((await screen.findByRole('alert')).textContent).toBe('The start date cannot be after the end date.');
    expect(queries.length).toBe(2);
  });

  it('downloads ConversationReport.csv with every page of the filter, ";"-separated', async () => {
    const { user, calls, rows } = setup(fakeServer(130));
    await screen.findByRole('grid', { name: 'Conversations' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(calls.saveFile).toHaveBeenCalledTimes(1));
    const [fileName, content] = (calls.saveFile as ReturnType<typeof vi.fn>).mock.calls[0]! as [string, string];
    expect(fileName).toBe('ConversationReport.csv');
    const lines = Papa.parse<string[]>(content, { delimiter: ';' }).data;
    expect(lines[0]).toEqual(['Conversation ID', 'Assistant', 'Channel ID', 'Client ID', 'Start Date', 'Last Date', 'End Date', 'Type']);
    expect(lines).toHaveLength(131);
    expect(lines[3]).toEqual(['conv-003', 'Help desk', 'web', 'client-3', csvDate(rows[2]!.startDate), csvDate(rows[2]!.lastMessageDate), csvDate(rows[2]!.endDate), 'Closed']);
    expect(lines[1]![7]).toBe('Open');
    expect(lines[1]![4]).toMatch(/^22\.11\.2026 \d{2}:\d{2}:00 [+-]\d{2}:\d{2}$/);
    expect(content.split('\r\n')[0]).toBe('Conversation ID;Assistant;Channel ID;Client ID;Start Date;Last Date;End Date;Type');
  });

  it('See Messages polls every 3.5 s until messages arrive, then stops; LOG rows read "Log"', async () => {
    const { user, calls, pollClock } = setup();
    await screen.findByRole('grid', { name: 'Conversations' });
    await user.click(within(bodyRows()[0]!).getByRole('button', { name: 'See Messages' }));
    const dialog = await screen.findByRole('dialog', { name: 'Messages' });
    expect(await within(dialog).findByText('No messages yet. Checking again every few seconds...')).toBeTruthy();
    expect(calls.loadMessages).toHaveBeenCalledTimes(1);
    expect(calls.loadMessages).toHaveBeenLastCalledWith('conv-001', expect.anything());
    await act(async () => pollClock.increment(MESSAGE_POLL_MS - 1));
    expect(calls.loadMessages).toHaveBeenCalledTimes(1);
    const server = calls as ConversationScreenCalls;
    const read: ConversationMessage = {
      oid: 'm3',
      content: { text: 'Hi there' },
      messageType: 'TEXT',
      messageDate: '2026-11-20T09:30:02.000Z',
      sendBy: 'BOT',
      debugInfo: null,
      deliveryStatus: 'read',
    };
    (server.loadMessages as ReturnType<typeof vi.fn>).mockResolvedValueOnce([...pollMessages, read]);
    await act(async () => pollClock.increment(1));
    const messages = await within(dialog).findByRole('grid', { name: 'Messages of conversation conv-001' });
    expect(calls.loadMessages).toHaveBeenCalledTimes(2);
    const [hello, log, reply] = within(messages).getAllByRole('row').slice(1);
    expect(cellTexts(hello!)).toEqual(['Hello', 'TEXT', listDate(pollMessages[0]!.messageDate), 'CLIENT', '']);
    expect(cellTexts(log!)).toEqual(['Entered Welcome', 'Log', listDate(pollMessages[1]!.messageDate), 'BOT', '']);
    expect(cellTexts(reply!)).toEqual(['Hi there', 'TEXT', listDate(read.messageDate), 'BOT', 'Read']);
    expect(log!.className).toContain('row-log');
    await act(async () => pollClock.increment(MESSAGE_POLL_MS * 5));
    expect(calls.loadMessages).toHaveBeenCalledTimes(2);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Messages' })).toBeNull());
  });

  it('shows its texts in Arabic (a right-to-left language; the layout uses logical CSS properties)', async () => {
    initTestI18n('ar');
    try {
      setup();
      expect(await screen.findByRole('heading', { level: 1, name: 'المحادثات' })).toBeTruthy();
      expect(await screen.findByRole('columnheader', { name: 'معرّف المحادثة' })).toBeTruthy();
    } finally {
      initTestI18n('en');
    }
  });
});
