import { describe, expect, it } from 'vitest';
import { cloudApiKeyModel, validCloudKey } from '../../tests/paths/models/cloudApiKey.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { guardedPaths } from '../../tests/paths/model';
import { cloudApiKeyMachine, type CloudApiKeyContext } from './cloudApiKey.machine';

const { paths, failure: generationFailure } = guardedPaths(cloudApiKeyModel);
const ctx = (d: Driver) => d.snapshot().context as CloudApiKeyContext;

const checks: StateChecks = {
  manage: (d) => {
    expect(ctx(d).maskedKey).toBe('********');
    expect(ctx(d).draft).toBe('');
  },
  replace: (d, step) => {
    const c = ctx(d);
    // SAVE is disabled until the key is filled.
    expect(d.snapshot().can({ type: 'SAVE' })).toBe(c.draft.trim() !== '');
    if (step.event.type === 'SAVE') expect(c.error).toEqual({ key: 'channels.errors.invalidApiKey' });
    if (step.event.type === 'xstate.error.actor.setCloudApiKey') {
      const error = (step.event as { error?: { kind: string; status?: number } }).error;
      const expected = error?.kind === 'network' ? 'common.errors.noInternet' : error?.status === 408 ? 'channels.errors.unauthorized' : 'channels.errors.keyFailed';
      expect(c.error).toEqual({ key: expected });
    }
  },
  confirming: (d) => {
    expect(ctx(d).draft).toBe(validCloudKey);
  },
  saving: (d) => {
    expect(d.invocations['setCloudApiKey']?.at(-1)).toEqual({ channelId: 'ch1', apiKey: validCloudKey, userId: 'u1' });
  },
  closed: (d, step) => {
    expect(d.called('keySaved')).toHaveLength(step.event.type === 'xstate.done.actor.setCloudApiKey' ? 1 : 0);
  },
};

describe('cloudApiKeyMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(cloudApiKeyMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(cloudApiKeyModel, path, checks);
  });
});
