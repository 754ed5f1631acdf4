import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { aiTrainingMachine, type AiTrainingContext, type ToastParams } from './aiTraining.machine';
import { aiPanelTexts as T } from './panel/texts';
import { aiTrainingModel } from '../../tests/paths/models/aiTraining.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { guardedPaths } from '../../tests/paths/model';

const { paths, failure: generationFailure } = guardedPaths(aiTrainingModel);
const ctx = (d: Driver) => d.snapshot().context as AiTrainingContext;
const toasts = (d: Driver) => d.lastCalls().map((c) => c.params as ToastParams);
type Step = Parameters<StateChecks[string]>[1];
const output = (step: Step) => (step.event as { output?: { status?: string; statusId?: string; success?: boolean } }).output;
const errorMessage = (step: Step) => (step.event as { error?: { body?: { message?: string } } }).error?.body?.message;

const TRAINED: Record<string, string> = { LuisOnPre: T.beginLuisOnPre, LuisCloud: T.successLuisCloud, CLU: T.beginClu, DialogFlow: T.completedDialogflow };

function expectFailureToast(d: Driver, step: Step) {
  const message = errorMessage(step);
  const text = message ? { key: T.trainingServerMessage, values: { message } } : { key: T.trainingFailure };
  expect(toasts(d)).toEqual([{ kind: 'error', text }]);
  return text;
}

const checks: StateChecks = {
  idle: (d, step) => {
    const type = ctx(d).providerType;
    const e = step.event.type;
    if (e === 'xstate.init') {
      expect(ctx(d).statusLine).toBeNull();
      expect(d.calls).toEqual([]);
    } else if (e === 'xstate.done.actor.train') {
      // Only the providers without a publish step come back to idle after a training answer, each with its own text.
      expect(['DialogFlow', 'BuiltInNlu', 'Watson']).toContain(type);
      if (output(step)?.statusId === '1') {
        const trained = { DialogFlow: T.completedDialogflow, BuiltInNlu: T.completedBuiltInNlu, Watson: T.completedWatson }[type as 'DialogFlow'];
        expect(ctx(d).statusLine).toEqual({ key: trained });
        expect(toasts(d)).toEqual([{ kind: 'success', text: { key: trained } }]);
      } else {
        expect(ctx(d).statusLine).toEqual({ key: T.trainingProblem });
        expect(toasts(d)).toEqual([{ kind: 'error', text: { key: T.trainingProblem } }]);
      }
    } else if (e === 'xstate.error.actor.train') {
      expect(ctx(d).statusLine).toEqual(expectFailureToast(d, step));
    } else if (e === 'xstate.done.actor.trainingStatus') {
      const status = output(step)?.status ?? '';
      if (['Fail', 'failed'].includes(status)) {
        expect(toasts(d)).toEqual([{ kind: 'error', text: { key: T.statusFailed } }]);
        // A failed training leaves no status line behind.
        expect(ctx(d).statusLine).toBeNull();
      } else {
        expect(['partiallyCompleted', 'unknown', 'cancelled', 'cancelling']).toContain(status);
        expect(toasts(d)).toEqual([{ kind: 'error', text: { key: T.statusOther, values: { status } } }]);
        expect(ctx(d).statusLine).toEqual({ key: T.statusOther, values: { status } });
      }
    } else if (e === 'xstate.done.actor.publish') {
      // Only a publish the provider took comes back to idle.
      expect(output(step)?.success).toBe(true);
      expect(toasts(d)).toEqual([{ kind: 'success', text: { key: T.published } }]);
      expect(ctx(d).statusLine).toEqual(type === 'CLU' ? null : { key: T.trainingFinished });
    }
    expect(d.snapshot().can({ type: 'TRAIN' })).toBe(true);
    expect(d.snapshot().can({ type: 'PUBLISH' })).toBe(false);
  },
  training: (d) => {
    expect(d.invocations['train']?.at(-1)).toEqual({ aiId: 'ai1' });
    expect(d.snapshot().can({ type: 'TRAIN' })).toBe(false);
    expect(d.snapshot().can({ type: 'PUBLISH' })).toBe(false);
  },
  readyToPublish: (d, step) => {
    const type = ctx(d).providerType;
    expect(['LuisOnPre', 'LuisCloud', 'CLU']).toContain(type);
    const e = step.event.type;
    if (e === 'xstate.done.actor.train') {
      expect(ctx(d).statusLine).toEqual({ key: TRAINED[type] });
      expect(toasts(d)).toEqual([{ kind: 'success', text: { key: TRAINED[type] } }]);
    }
    if (e === 'xstate.done.actor.trainingStatus') {
      const status = output(step)?.status ?? '';
      const expected: Record<string, ToastParams> = {
        Queued: { kind: 'warning', text: { key: T.statusQueued }, durationMs: 5000 },
        notStarted: { kind: 'warning', text: { key: T.statusQueued }, durationMs: 5000 },
        InProgress: { kind: 'warning', text: { key: T.statusInProgress }, durationMs: 5000 },
        running: { kind: 'warning', text: { key: T.statusInProgress }, durationMs: 5000 },
        '': { kind: 'error', text: { key: T.statusMissing } },
      };
      expect(toasts(d)).toEqual([expected[status]]);
    }
    if (e === 'xstate.error.actor.trainingStatus') expect(toasts(d)).toEqual([{ kind: 'error', text: { key: T.statusMissing } }]);
    if (e === 'xstate.done.actor.publish') {
      expect(output(step)?.success).not.toBe(true);
      expect(toasts(d)).toEqual([{ kind: 'error', text: { key: T.publishFailed } }]);
    }
    if (e === 'xstate.error.actor.publish') {
      expect(toasts(d)).toEqual([{ kind: 'error', text: { key: T.trainingServerMessage, values: { message: 'Publishing is not allowed now.' } } }]);
    }
    expect(d.snapshot().can({ type: 'PUBLISH' })).toBe(true);
  },
  checkingStatus: (d) => {
    expect(d.invocations['trainingStatus']?.at(-1)).toEqual({ aiId: 'ai1' });
  },
  publishing: (d, step) => {
    const status = output(step)?.status;
    expect(['Success', 'succeeded', 'UpToDate']).toContain(status);
    expect(toasts(d)).toEqual([
      status === 'UpToDate' ? { kind: 'warning', text: { key: T.statusUpToDate }, durationMs: 5000 } : { kind: 'success', text: { key: T.statusCompleted } },
    ]);
    expect(d.invocations['publish']?.at(-1)).toEqual({ aiId: 'ai1' });
  },
};

describe('aiTrainingMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(aiTrainingMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(aiTrainingModel, path, checks);
  });
});

describe('a provider that answers nothing', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const run = (providerType: string, status?: { status: string; statusId: string }) => {
    const shown: ToastParams[] = [];
    const actor = createActor(
      aiTrainingMachine.provide({
        actors: {
          train: fromPromise(async () => undefined) as never,
          trainingStatus: fromPromise(async () => status) as never,
          publish: fromPromise(async () => undefined) as never,
        },
        actions: { showToast: (_, params) => void shown.push(params) },
      }),
      { input: { aiId: 'ai1', providerType } },
    ).start();
    return { actor, shown };
  };

  it('has not trained a provider without a publish step', async () => {
    const { actor, shown } = run('DialogFlow');
    actor.send({ type: 'TRAIN' });
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.statusLine).toEqual({ key: T.trainingProblem });
    expect(shown).toEqual([{ kind: 'error', text: { key: T.trainingProblem } }]);
    actor.stop();
  });

  it('gives no training status to publish on, and has not published', async () => {
    const { actor, shown } = run('CLU');
    actor.send({ type: 'TRAIN' });
    await settle();
    actor.send({ type: 'PUBLISH' });
    await settle();
    expect(actor.getSnapshot().value).toBe('readyToPublish');
    expect(shown.at(-1)).toEqual({ kind: 'error', text: { key: T.statusMissing } });
    actor.stop();
  });

  it('has not published when the publish call answers nothing', async () => {
    const { actor, shown } = run('CLU', { status: 'Success', statusId: '1' });
    actor.send({ type: 'TRAIN' });
    await settle();
    actor.send({ type: 'PUBLISH' });
    await settle();
    expect(actor.getSnapshot().value).toBe('readyToPublish');
    expect(shown.at(-1)).toEqual({ kind: 'error', text: { key: T.publishFailed } });
    actor.stop();
  });
});
