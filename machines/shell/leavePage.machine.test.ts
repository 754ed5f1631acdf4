import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { commonTexts } from '../shared/text';
import { failureStatus } from '../shared/apiError';
import { leavePageMachine, leavePageTexts, type LeavePageContext } from './leavePage.machine';
import { leavePageModel } from '../../tests/paths/models/leavePage.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { guardedPaths } from '../../tests/paths/model';

const { paths, failure: generationFailure } = guardedPaths(leavePageModel);
const ctx = (d: Driver) => d.snapshot().context as LeavePageContext;

const checks: StateChecks = {
  idle: (d, step) => {
    expect(ctx(d).error).toBeNull();
    // Only a successful save lets the held navigation go on from here.
    if (step.event.type === 'xstate.done.actor.save') expect(d.lastCalls()).toEqual([{ type: 'proceed', params: undefined }]);
    else expect(d.calls).toEqual([]);
  },
  asking: (d, step) => {
    const error = ctx(d).error;
    if (step.event.type === 'xstate.error.actor.save') {
      // The save failed: the question stays open with the reason, and nothing moved.
      const failure = (step.event as { error?: unknown }).error;
      // The screen's own text is shown as it is; a call's failure is read as usual.
      if ((failure as { key?: string }).key) expect(error).toEqual({ key: 'designer.errors.saveFailed' });
      else if (failureStatus(failure) === undefined) expect(error).toEqual({ key: commonTexts.noInternet });
      else expect(error).toEqual({ key: leavePageTexts.saveFailed, message: 'The name is empty.' });
    } else {
      expect(error).toBeNull();
    }
    // Asking neither releases nor drops the held navigation.
    expect(d.lastCalls()).toEqual([]);
  },
  saving: (d) => {
    expect(ctx(d).error).toBeNull();
    expect(d.invocations.save?.length).toBeGreaterThan(0);
    expect(d.lastCalls()).toEqual([]);
  },
  discarding: (d) => {
    expect(ctx(d).error).toBeNull();
    expect(d.lastCalls()).toEqual([{ type: 'proceed', params: undefined }]);
  },
  cancelled: (d) => {
    expect(ctx(d).error).toBeNull();
    expect(d.lastCalls()).toEqual([{ type: 'stay', params: undefined }]);
  },
};

describe('leavePageMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(leavePageMachine, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(leavePageModel, path, checks);
  });
});

describe('leavePageMachine: the reason a save failed', () => {
  /** The question after a save that failed with `failure`. */
  async function afterFailedSave(failure: unknown, provide = true): Promise<LeavePageContext['error']> {
    const logic = provide ? leavePageMachine.provide({ actors: { save: fromPromise(() => Promise.reject(failure)) } }) : leavePageMachine;
    const actor = createActor(logic).start();
    actor.send({ type: 'BLOCKED' });
    actor.send({ type: 'SAVE' });
    const asking = await waitFor(actor, (snapshot) => snapshot.matches('asking') && snapshot.context.error !== null);
    actor.stop();
    return asking.context.error;
  }

  it('shows the screen’s own text as it is, with its message and values and nothing else', async () => {
    expect(await afterFailedSave({ key: 'designer.errors.saveFailed', message: 'The flow has no start.', values: { count: 2 }, extra: 'x' })).toEqual({
      key: 'designer.errors.saveFailed',
      message: 'The flow has no start.',
      values: { count: 2 },
    });
    const bare = await afterFailedSave({ key: 'designer.errors.saveFailed', message: '' });
    expect(bare).toEqual({ key: 'designer.errors.saveFailed' });
    expect(Object.keys(bare ?? {})).toEqual(['key']);
  });

  it('reads anything else as a call’s failure: no answer, a server error, a refusal with its message', async () => {
    expect(await afterFailedSave(null)).toEqual({ key: commonTexts.noInternet });
    expect(await afterFailedSave('the save broke')).toEqual({ key: commonTexts.noInternet });
    expect(await afterFailedSave({ key: 7 })).toEqual({ key: commonTexts.noInternet });
    expect(await afterFailedSave({ kind: 'http', status: 503 })).toEqual({ key: commonTexts.internet });
    expect(await afterFailedSave({ kind: 'http', status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'The name is empty.' } })).toEqual({
      key: leavePageTexts.saveFailed,
      message: 'The name is empty.',
    });
  });

  it('says the connection failed when the screen gave no save', async () => {
    expect(await afterFailedSave(undefined, false)).toEqual({ key: commonTexts.noInternet });
  });
});
