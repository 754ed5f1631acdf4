// @vitest-environment jsdom
import '../../testing/dom';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { SEARCH_DEBOUNCE_MS } from '../../../machines/search/search.machine';
import type { SearchHit } from '../../../services/contracts/search';
import { initTestI18n } from '../../testing/i18n';
import { httpFailure } from '../../testing/manualActor';
import { renderRoute } from '../../testing/renderRoute';
import { searchHitHref } from './searchHref';
import { SearchView, type SearchCall } from './SearchView';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const hits: SearchHit[] = [
  { kind: 'company', id: 'c1', title: 'Bakery', companyId: 'c1', companyName: 'Bakery', botId: null, botName: null, detail: null },
  { kind: 'assistant', id: 'b1', title: 'Bakery helper', companyId: 'c1', companyName: 'Bakery', botId: 'b1', botName: 'Bakery helper', detail: null },
  { kind: 'conversation', id: 'conv-1', title: 'Grace Hopper', companyId: 'c1', companyName: 'Bakery', botId: 'b1', botName: 'Bakery helper', detail: 'MicroWebChat' },
  { kind: 'module', id: 'hello', title: 'Greeting', companyId: 'c1', companyName: 'Bakery', botId: 'b1', botName: 'Bakery helper', detail: 'MESSAGE' },
];

function show(search: SearchCall) {
  const clock = new SimulatedClock();
  const onOpen = vi.fn<(hit: SearchHit) => void>();
  renderRoute(<SearchView search={search} onOpen={onOpen} clock={clock} />, { path: '/search' });
  return { clock, onOpen, user: userEvent.setup() };
}

const box = () => screen.getByRole('searchbox', { name: 'Search companies, assistants, conversations and modules' });

describe('search page', () => {
  it('is focused on open, searches after a pause in typing, groups the results and opens one with the keyboard', async () => {
    const search = vi.fn<SearchCall>(async () => hits);
    const { clock, onOpen, user } = show(search);
    // The box takes the focus as the page mounts (react-aria focuses it in an effect).
    await vi.waitFor(() => expect(document.activeElement).toBe(box()));
    expect(screen.getByText('Type at least 2 characters to search your companies.')).toBeTruthy();

    await user.keyboard('bak');
    // Nothing is asked while typing goes on.
    expect(search).not.toHaveBeenCalled();
    await act(async () => clock.increment(SEARCH_DEBOUNCE_MS));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('bak', expect.anything());

    const results = await screen.findByRole('listbox', { name: 'Search results' });
    expect(screen.getByText('Results for "bak": 4')).toBeTruthy();
    const groups = within(results).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-label') ?? group.textContent?.split('\n')[0])).toHaveLength(4);
    expect(within(results).getByText('Companies')).toBeTruthy();
    expect(within(results).getByText('Modules')).toBeTruthy();
    expect(within(results).getByText('MESSAGE module of Bakery helper, Bakery')).toBeTruthy();
    expect(within(results).getByText('Conversation conv-1 with Bakery helper, Bakery')).toBeTruthy();

    // ArrowDown moves from the box into the results, arrows move on, Enter opens.
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('Bakery');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onOpen).toHaveBeenCalledWith(hits[2]);
  });

  it('says when nothing matches, and shows a failure with a retry that searches again', async () => {
    const search = vi
      .fn<SearchCall>()
      .mockResolvedValueOnce([])
      .mockRejectedValueOnce(httpFailure(400, 'Type at least 2 characters to search.'))
      .mockResolvedValueOnce(hits.slice(0, 1));
    const { clock, user } = show(search);
    await user.keyboard('zz');
    await act(async () => clock.increment(SEARCH_DEBOUNCE_MS));
    expect(await screen.findByText('Nothing in your companies matches "zz".')).toBeTruthy();

    await user.keyboard('z');
    await act(async () => clock.increment(SEARCH_DEBOUNCE_MS));
    expect(await screen.findByText('Type at least 2 characters to search.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listbox', { name: 'Search results' })).toBeTruthy();
    expect(search).toHaveBeenLastCalledWith('zzz', expect.anything());
  });

  it('searches nothing for a single character and clears with Escape', async () => {
    const search = vi.fn<SearchCall>(async () => hits);
    const { clock, user } = show(search);
    await user.keyboard('b');
    await act(async () => clock.increment(SEARCH_DEBOUNCE_MS * 10));
    expect(search).not.toHaveBeenCalled();
    await user.keyboard('a');
    await act(async () => clock.increment(SEARCH_DEBOUNCE_MS));
    expect(await screen.findByRole('listbox')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect((box() as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('where a result opens', () => {
  it('opens a company profile, the designer of an assistant or module, and a conversation’s bot logs', () => {
    expect(hits.map(searchHitHref)).toEqual([
      '/company-profile?id=c1',
      '/chatbot-designer?id=b1&companyId=c1',
      '/reporting/analysis/botlogs?id=conv-1&companyId=c1',
      '/chatbot-designer?id=b1&companyId=c1',
    ]);
  });
});
