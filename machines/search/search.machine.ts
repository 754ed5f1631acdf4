import { assign, fromPromise, setup } from 'xstate';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, type SearchHit } from '../../services/contracts/search';
import { actorError } from '../shared/apiError';
import { failureText } from '../shared/failureText';
import type { TextRef } from '../shared/text';

/**
 * The console's search (/search): what the person types is searched once they stop typing for
 * a moment (delay `debounce`); a text shorter than 2 characters searches nothing and one longer
 * than 100 is refused on the spot. The answer is shown grouped by kind (results) or says
 * nothing matched (empty); a failure offers RETRY. Typing again at any time starts over, and a
 * search still under way is dropped. The `search` actor is provided by the screen.
 */

/** Milliseconds of quiet after the last keystroke before the search starts. */
export const SEARCH_DEBOUNCE_MS = 300;

export type SearchContext = {
  text: string;
  /** The text the shown results (or the empty answer) are for. */
  searched: string;
  hits: SearchHit[];
  error: TextRef | null;
};

export type SearchEvent = { type: 'TYPE'; value: string } | { type: 'CLEAR' } | { type: 'RETRY' };

export const searchTexts = {
  failed: 'search.errors.failed',
  tooLong: 'search.errors.tooLong',
} as const;

const trimmed = (event: SearchEvent) => (event.type === 'TYPE' ? event.value.trim() : '');

export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
  },
  actors: {
    search: fromPromise<SearchHit[], { text: string }>(async () => {
      throw new Error('search not provided');
    }),
  },
  delays: { debounce: SEARCH_DEBOUNCE_MS },
  guards: {
    tooLong: ({ event }) => trimmed(event).length > SEARCH_MAX_LENGTH,
    searchable: ({ event }) => trimmed(event).length >= SEARCH_MIN_LENGTH,
    found: ({ event }) => ((event as { output?: SearchHit[] }).output ?? []).length > 0,
  },
  actions: {
    takeText: assign({ text: ({ event }) => (event.type === 'TYPE' ? event.value : '') }),
    refuseLong: assign({ hits: [], searched: '', error: { key: searchTexts.tooLong, values: { max: SEARCH_MAX_LENGTH } } }),
    forget: assign({ hits: [], searched: '', error: null }),
    keepHits: assign(({ context, event }) => ({ hits: (event as unknown as { output: SearchHit[] }).output, searched: context.text.trim(), error: null })),
    showFailure: assign(({ event }) => ({ hits: [], error: failureText(actorError(event), searchTexts.failed) })),
  },
}).createMachine({
  id: 'search',
  initial: 'idle',
  context: { text: '', searched: '', hits: [], error: null },
  on: {
    TYPE: [
      { guard: 'tooLong', target: '.tooLong', actions: ['takeText', 'refuseLong'] },
      { guard: 'searchable', target: '.debouncing', reenter: true, actions: 'takeText' },
      { target: '.idle', actions: ['takeText', 'forget'] },
    ],
    CLEAR: { target: '.idle', actions: ['takeText', 'forget'] },
  },
  states: {
    // Fewer than 2 characters typed: nothing to show.
    idle: {},
    tooLong: {},
    debouncing: {
      after: { debounce: 'searching' },
    },
    searching: {
      invoke: {
        id: 'search',
        src: 'search',
        input: ({ context }) => ({ text: context.text.trim() }),
        onDone: [
          { guard: 'found', target: 'results', actions: 'keepHits' },
          { target: 'empty', actions: 'keepHits' },
        ],
        onError: { target: 'failed', actions: 'showFailure' },
      },
    },
    results: {},
    empty: {},
    failed: {
      on: { RETRY: 'searching' },
    },
  },
});
