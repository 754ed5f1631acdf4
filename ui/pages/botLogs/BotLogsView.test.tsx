// @vitest-environment jsdom
import '../../testing/dom';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConversationMessage } from '../../../services/contracts/conversations';
import { initTestI18n } from '../../testing/i18n';
import { httpFailure } from '../../testing/manualActor';
import { renderRoute } from '../../testing/renderRoute';
import { listDate } from '../conversations/format';
import { BotLogsView } from './BotLogsView';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const entries: ConversationMessage[] = [
  { oid: 'm1', content: { text: 'Hi' }, messageType: 'TEXT', messageDate: '2026-11-20T09:30:00.000Z', sendBy: 'CLIENT', debugInfo: null },
  {
    oid: 'm2',
    content: {},
    messageType: 'LOG',
    messageDate: '2026-11-20T09:30:01.000Z',
    sendBy: 'BOT',
    debugInfo: { moduleId: 'welcome', moduleType: 'MESSAGE', text: 'Entered Welcome' },
  },
  { oid: 'm3', content: { text: 'Welcome!' }, messageType: 'TEXT', messageDate: '2026-11-20T09:30:01.000Z', sendBy: 'BOT', debugInfo: null },
  {
    oid: 'm4',
    content: {},
    messageType: 'LOG',
    messageDate: '2026-11-20T09:30:02.000Z',
    sendBy: 'BOT',
    debugInfo: { moduleId: 'ask-name', moduleType: 'INPUT', text: 'Waiting for the name' },
  },
];

const cellTexts = (row: HTMLElement) => [...row.querySelectorAll('[role=rowheader], [role=gridcell]')].map((c) => c.textContent);

type Load = (id: string, signal: AbortSignal) => Promise<ConversationMessage[]>;

function show(conversationId: string | null, load = vi.fn<Load>(async () => entries)) {
  renderRoute(<BotLogsView conversationId={conversationId} companyId="company-1" load={load} />, { path: '/reporting/analysis/botlogs' });
  return { load, user: userEvent.setup() };
}

describe('bot logs page', () => {
  it("lists the conversation's messages and module logs in order, with module ids and types", async () => {
    const { load } = show('conv-1');
    const table = await screen.findByRole('grid', { name: 'Messages and module logs of the conversation, in order' });
    expect(load).toHaveBeenCalledWith('conv-1', expect.anything());
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cellTexts)).toEqual([
      [listDate(entries[0]!.messageDate), 'CLIENT', 'TEXT', '-', '-', 'Hi'],
      [listDate(entries[1]!.messageDate), 'BOT', 'Log', 'welcome', 'MESSAGE', 'Entered Welcome'],
      [listDate(entries[2]!.messageDate), 'BOT', 'TEXT', '-', '-', 'Welcome!'],
      [listDate(entries[3]!.messageDate), 'BOT', 'Log', 'ask-name', 'INPUT', 'Waiting for the name'],
    ]);
    expect(rows[1]!.className).toContain('row-log');
    expect(screen.getByText('Conversation conv-1')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Conversations' }).getAttribute('href')).toBe('/conversations?companyId=company-1');
  });

  it('says when there is nothing yet, and when no conversation is named', async () => {
    show(
      'conv-2',
      vi.fn<Load>(async () => []),
    );
    expect(await screen.findByText('This conversation has no messages or logs yet.')).toBeTruthy();
    cleanup();
    const { load } = show(null);
    expect(screen.getByText('Open the bot logs from a conversation on the Conversations screen.')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it("shows a failed read with the server's message and reads again on Try again", async () => {
    const load = vi.fn<Load>().mockRejectedValueOnce(httpFailure(404, 'The conversation does not exist.')).mockResolvedValue(entries);
    const { user } = show('conv-3', load);
    expect((await screen.findByRole('alert')).textContent).toBe('The conversation does not exist.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('grid')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
