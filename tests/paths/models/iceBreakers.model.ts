import { iceBreakersMachine, type IceBreakersContext } from '../../../machines/channels/popups/iceBreakers.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

export const iceBreakersModel: CatalogueEntry = {
  machine: iceBreakersMachine,
  appActions: [],
  scenarios: [
    {
      name: 'edit a question',
      input: { channelId: 'ch1' },
      events: [
        done('loadList', [{ question: '', payload: '' }]),
        failed('loadList', networkFailure),
        { type: 'FIELD_CHANGED', index: 0, field: 'question', value: 'When are you open?' },
        { type: 'FIELD_CHANGED', index: 0, field: 'action', value: 'OPENING_HOURS' },
        { type: 'FIELD_CHANGED', index: 0, field: 'action', value: 'HOURS' },
        { type: 'REMOVE', index: 0 },
        { type: 'SAVE' },
        { type: 'CLOSE' },
        done('saveList', { icebreaker: [] }),
        failed('saveList', httpFailure(424)),
        done('deleteList', { icebreaker: [] }),
        failed('deleteList', httpFailure(424)),
      ],
    },
    {
      name: 'add questions up to the most Instagram shows',
      input: { channelId: 'ch1' },
      events: [done('loadList', [{ question: 'Open?', payload: 'OPEN' }]), { type: 'ADD' }, { type: 'REMOVE', index: 0 }, { type: 'CLOSE' }],
    },
    {
      name: 'ice breakers Instagram holds beyond the editor',
      input: { channelId: 'ch1' },
      events: [
        done(
          'loadList',
          Array.from({ length: 5 }, (_, i) => ({ question: `Q${i + 1}?`, payload: `Q${i + 1}` })),
        ),
        { type: 'SAVE' },
        { type: 'CLOSE' },
      ],
    },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as IceBreakersContext;
    return [c.rows, c.problems, c.listProblem];
  }),
};
