import { releaseCheckMachine, type ReleaseCheckContext } from '../../../machines/shell/releaseCheck.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

export const runningRelease = '1.0.0+2026-11-01T10:00:00.000Z';
export const newerRelease = '1.0.0+2026-11-28T10:00:00.000Z';

export const releaseCheckModel: CatalogueEntry = {
  machine: releaseCheckMachine,
  appActions: ['loadRelease'],
  scenarios: [
    {
      name: 'a signed-in person checks for a new console release',
      input: { runningReleaseId: runningRelease },
      events: [
        done('availableRelease', { releaseId: runningRelease }),
        done('availableRelease', { releaseId: newerRelease }),
        failed('availableRelease', httpFailure(404)),
        failed('availableRelease', networkFailure),
        { type: 'CHECK' },
        { type: 'RETRY' },
        { type: 'RELOAD' },
      ],
    },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as ReleaseCheckContext;
    return [c.availableReleaseId, c.error?.key ?? null];
  }),
};
