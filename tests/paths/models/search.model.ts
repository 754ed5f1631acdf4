import type { SearchHit } from '../../../services/contracts/search';
import { searchMachine, type SearchContext } from '../../../machines/search/search.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { after, done, failed, httpFailure, networkFailure } from './fixtures';

export const searchHits: SearchHit[] = [
  { kind: 'company', id: 'c1', title: 'Bakery', companyId: 'c1', companyName: 'Bakery', botId: null, botName: null, detail: null },
  { kind: 'module', id: 'hello', title: 'Greeting', companyId: 'c1', companyName: 'Bakery', botId: 'b1', botName: 'Bakery helper', detail: 'MESSAGE' },
];

export const searchModel: CatalogueEntry = {
  machine: searchMachine,
  appActions: [],
  scenarios: [
    {
      name: 'search while typing',
      events: [
        { type: 'TYPE', value: 'ba' },
        { type: 'TYPE', value: 'b' },
        { type: 'TYPE', value: 'x'.repeat(101) },
        { type: 'CLEAR' },
        after('debounce', 'search.debouncing'),
        done('search', searchHits),
        done('search', []),
        failed('search', httpFailure(400, { message: 'Type at least 2 characters to search.' })),
        failed('search', httpFailure(500)),
        failed('search', networkFailure),
        { type: 'RETRY' },
      ],
    },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as SearchContext;
    return [c.text, c.searched, c.hits.length, c.error];
  }),
};
