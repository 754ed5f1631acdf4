import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { trackingParametersModel } from '../../../tests/paths/models/trackingParameters.model';
import { assertFullCoverage } from '../../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../../tests/paths/driver';
import { guardedPaths } from '../../../tests/paths/model';
import { trackingParametersMachine, type TrackingParametersContext } from './trackingParameters.machine';

const { paths, failure: generationFailure } = guardedPaths(trackingParametersModel);
const ctx = (d: Driver) => d.snapshot().context as TrackingParametersContext;

const opened = { channelId: 'ch1', channelName: 'Shop' };

const checks: StateChecks = {
  loading: (d) => {
    expect(ctx(d)).toEqual({ ...opened, removeTrackingParams: false, outcome: null });
    expect(d.invocations['loadTrackingParameters']).toEqual([{ channelId: 'ch1' }]);
    expect(d.snapshot().can({ type: 'SAVE' })).toBe(false);
  },
  editing: (d, step) => {
    if (step.event.type === 'xstate.done.actor.loadTrackingParameters') expect(ctx(d).removeTrackingParams).toBe(false);
    expect(ctx(d).outcome).toBeNull();
    expect(d.invocations['saveTrackingParameters']).toBeUndefined();
  },
  saving: (d) => {
    expect(ctx(d).outcome).toBeNull();
    expect(d.invocations['saveTrackingParameters']?.at(-1)).toEqual({ channelId: 'ch1', removeTrackingParams: ctx(d).removeTrackingParams });
    expect(d.snapshot().can({ type: 'CLOSE' })).toBe(false);
  },
  closed: (d, step) => {
    const outcomes: Record<string, unknown> = {
      'xstate.done.actor.saveTrackingParameters': { kind: 'success', text: { key: 'channels.whatsappCloudPopups.trackingUpdated', values: { channel: 'Shop' } } },
      'xstate.error.actor.saveTrackingParameters': { kind: 'error', text: { key: 'channels.whatsappCloudPopups.trackingFailed' } },
      'xstate.error.actor.loadTrackingParameters': { kind: 'error', text: { key: 'channels.whatsappCloudPopups.fetchFailed' } },
    };
    expect(ctx(d).outcome).toEqual(outcomes[step.event.type] ?? null);
    expect(d.snapshot().status).toBe('done');
  },
};

describe('trackingParametersMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(trackingParametersMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(trackingParametersModel, path, checks);
  });
});

describe('the tracking parameters popup', () => {
  it('shows the stored setting and each TOGGLE switches it; SAVE sends the switched one', async () => {
    const saved: unknown[] = [];
    const actor = createActor(
      trackingParametersMachine.provide({
        actors: {
          loadTrackingParameters: fromPromise(async () => ({ removeTrackingParams: true as boolean })),
          saveTrackingParameters: fromPromise(async ({ input }) => void saved.push(input)),
        },
      }),
      { input: opened },
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.removeTrackingParams).toBe(true);
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().context.removeTrackingParams).toBe(false);
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'SAVE' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(saved).toEqual([{ channelId: 'ch1', removeTrackingParams: false }]);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
