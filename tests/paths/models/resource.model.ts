import { resourceMachine, type ResourceContext } from '../../../machines/shared/resource.machine';
import { commonTexts } from '../../../machines/shared/text';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

export const resourceFailures = [httpFailure(404, { message: 'This integration does not exist.' }), httpFailure(500), networkFailure];

export const resourceModel: CatalogueEntry = {
  machine: resourceMachine,
  appActions: [],
  scenarios: [
    {
      name: 'read a list for a panel',
      input: { query: { companyId: 'c1' } },
      events: [
        done('load', [{ id: 'i1', name: 'Shop' }]),
        ...resourceFailures.map((f) => failed('load', f)),
        { type: 'RELOAD' },
        { type: 'RELOAD', query: { companyId: 'c1', type: 'GENESYS' } },
      ],
    },
    {
      name: 'read a page list that may be empty, refreshed after a change',
      input: { query: {}, failureKey: commonTexts.other, emptyOnNone: true },
      events: [
        done('load', [{ id: 'c1', name: 'Shop' }]),
        done('load', []),
        failed('load', httpFailure(400, { message: '' })),
        failed('load', networkFailure),
        { type: 'REFRESH' },
        { type: 'RELOAD' },
      ],
    },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as ResourceContext;
    return [c.query, c.data, c.error];
  }),
};
