import { leavePageMachine, type LeavePageContext } from '../../../machines/shell/leavePage.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

export const leavePageModel: CatalogueEntry = {
  machine: leavePageMachine,
  appActions: ['proceed', 'stay'],
  scenarios: [
    {
      name: 'leave a page with unsaved changes',
      events: [
        { type: 'BLOCKED' },
        { type: 'CANCEL' },
        { type: 'DISCARD' },
        { type: 'SAVE' },
        done('save', undefined),
        failed('save', httpFailure(400, { message: 'The name is empty.' })),
        failed('save', networkFailure),
        failed('save', { key: 'designer.errors.saveFailed' }),
      ],
    },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as LeavePageContext;
    return [c.error];
  }),
};
