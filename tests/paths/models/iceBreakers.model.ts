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
        done('loadIceBreakers', { icebreaker: [{ question: '', payload: '' }] }),
        failed('loadIceBreakers', networkFailure),
        { type: 'QUESTION_CHANGED', index: 0, value: 'When are you open?' },
        { type: 'ACTION_CHANGED', index: 0, value: 'OPENING_HOURS' },
        { type: 'ACTION_CHANGED', index: 0, value: 'HOURS' },
        { type: 'REMOVE', index: 0 },
        { type: 'SAVE' },
        { type: 'CLOSE' },
        done('saveIceBreakers', { icebreaker: [] }),
        failed('saveIceBreakers', httpFailure(424)),
        done('deleteIceBreakers', { icebreaker: [] }),
        failed('deleteIceBreakers', httpFailure(424)),
      ],
    },
    {
      name: 'add questions up to the most Instagram shows',
      input: { channelId: 'ch1' },
      events: [done('loadIceBreakers', { icebreaker: [{ question: 'Open?', payload: 'OPEN' }] }), { type: 'ADD' }, { type: 'REMOVE', index: 0 }, { type: 'CLOSE' }],
    },
    {
      name: 'ice breakers Instagram holds beyond the editor',
      input: { channelId: 'ch1' },
      events: [
        done('loadIceBreakers', { icebreaker: Array.from({ length: 5 }, (_, i) => ({ question: `Q${i + 1}?`, payload: `Q${i + 1}` })) }),
        { type: 'SAVE' },
        { type: 'CLOSE' },
      ],
    },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as IceBreakersContext;
    return [c.items, c.problems, c.listProblem];
  }),
};
