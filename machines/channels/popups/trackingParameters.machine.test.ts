import { describe, expect, it } from 'vitest';
import { trackingParametersModel } from '../../../tests/paths/models/trackingParameters.model';
import { assertFullCoverage } from '../../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../../tests/paths/driver';
import { generatePaths } from '../../../tests/paths/model';
import { trackingParametersMachine, type TrackingParametersContext } from './trackingParameters.machine';

const paths = generatePaths(trackingParametersModel);
const ctx = (d: Driver) => d.snapshot().context as TrackingParametersContext;

const checks: StateChecks = {
  loading: (d) => {
    expect(d.invocations['loadTrackingParameters']?.at(-1)).toEqual({ channelId: 'ch1' });
  },
  editing: (d, step) => {
    if (step.event.type === 'xstate.done.actor.loadTrackingParameters') expect(ctx(d).removeTrackingParams).toBe(false);
  },
  saving: (d) => {
    expect(d.invocations['saveTrackingParameters']?.at(-1)).toEqual({ channelId: 'ch1', removeTrackingParams: ctx(d).removeTrackingParams });
  },
  closed: (d, step) => {
    const outcomes: Record<string, unknown> = {
      'xstate.done.actor.saveTrackingParameters': { kind: 'success', text: { key: 'channels.whatsappCloudPopups.trackingUpdated', values: { channel: 'Shop' } } },
      'xstate.error.actor.saveTrackingParameters': { kind: 'error', text: { key: 'channels.whatsappCloudPopups.trackingFailed' } },
      'xstate.error.actor.loadTrackingParameters': { kind: 'error', text: { key: 'channels.whatsappCloudPopups.fetchFailed' } },
    };
    expect(ctx(d).outcome).toEqual(outcomes[step.event.type] ?? null);
  },
};

describe('trackingParametersMachine paths', () => {
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(trackingParametersMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(trackingParametersModel, path, checks);
  });
});
