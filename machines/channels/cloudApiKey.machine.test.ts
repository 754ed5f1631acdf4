import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
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

describe('replacing the API key', () => {
  const open = () => {
    const sent: unknown[] = [];
    const actor = createActor(
      cloudApiKeyMachine.provide({
        actors: {
          setCloudApiKey: fromPromise(async ({ input }) => void sent.push(input)),
        },
      }),
      { input: { channelId: 'ch1', userId: 'u1', maskedKey: '********' } },
    ).start();
    actor.send({ type: 'REPLACE' });
    return { actor, sent };
  };

  it('takes a key typed with spaces around it and saves it without them', async () => {
    const { actor, sent } = open();
    actor.send({ type: 'KEY_CHANGED', value: `  ${validCloudKey} ` });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'YES' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual([{ channelId: 'ch1', apiKey: validCloudKey, userId: 'u1' }]);
  });

  it('says nothing for a key of only spaces, and says why a wrong key is refused', () => {
    const { actor } = open();
    actor.send({ type: 'KEY_CHANGED', value: '   ' });
    actor.send({ type: 'SAVE' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error]).toEqual(['replace', null]);
    actor.send({ type: 'KEY_CHANGED', value: ' INS.short ' });
    actor.send({ type: 'SAVE' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error]).toEqual(['replace', { key: 'channels.errors.invalidApiKey' }]);
  });
});
