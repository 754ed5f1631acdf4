import { describe, expect, it } from 'vitest';
import { validateFlow } from './validate';
import { done } from '../../tests/paths/models/fixtures';
import { backToV1, liveV1, liveV2, neverPublished, publishEvents, publishInput, publishModel, refusedByServer } from '../../tests/paths/models/publish.model';
import { problemFlow } from '../../tests/paths/models/designer.model';
import { publishMachine, publishTexts, type PublishContext } from './publish.machine';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { createDriver, replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { expectedFailure } from '../../tests/paths/expectedFailure';
import { guardedPaths } from '../../tests/paths/model';

const { paths, failure: generationFailure } = guardedPaths(publishModel);
const ctx = (d: Driver) => d.snapshot().context as PublishContext;
const errorOf = (step: { event: unknown }) => (step.event as { error?: unknown }).error;
const isPublishAnswer = (type: string) => type === 'xstate.done.actor.publishVersion';
const isPublishFailure = (type: string) => type === 'xstate.error.actor.publishVersion';

/** After a publication the app is told which version is live and how; otherwise nothing. */
function expectNotice(d: Driver, type: string) {
  if (!isPublishAnswer(type)) return expect(d.lastCalls()).toEqual([]);
  const live = ctx(d).state?.live;
  expect(d.lastCalls()).toEqual([{ type: 'notifyPublished', params: { versionName: live?.versionName, kind: live?.kind } }]);
}

const checks: StateChecks = {
  loading: (d) => {
    expect(d.invocations.loadPublishState?.at(-1)).toEqual({ botId: 'b1' });
    expect(d.calls).toEqual([]);
  },
  loadFailed: (d, step) => {
    expect(ctx(d).state).toBeNull();
    expect(ctx(d).error).toEqual(expectedFailure(errorOf(step), publishTexts.loadFailed));
  },
  idle: (d, step) => {
    const c = ctx(d);
    expect(c.state).not.toBeNull();
    expect(c.target).toBeNull();
    expect(c.problems).toEqual([]);
    expectNotice(d, step.event.type);
    // A refusal is shown with the server's message (the save check's problems, say); nothing became live.
    if (isPublishFailure(step.event.type)) {
      expect(c.error).toEqual(expectedFailure(errorOf(step), publishTexts.publishFailed));
      if (errorOf(step) === refusedByServer) expect(c.error?.message).toMatch(/^v2 cannot be published\. Problems found by the save check: 1\./);
    } else if (step.event.type !== 'xstate.init') {
      expect(c.error).toBeNull();
    }
    if (isPublishAnswer(step.event.type)) expect(c.state).toEqual((step.event as { output?: unknown }).output);
  },
  blocked: (d) => {
    const c = ctx(d);
    // Exactly the designer's save check, listed; the server is not asked.
    expect(c.problems).toEqual(validateFlow(problemFlow));
    expect(c.problems.map((p) => p.kind).sort()).toEqual(['inputParamMissing', 'unreachable']);
    expect(c.target).toEqual({ versionId: 'v3', versionName: 'v3' });
    expect(c.error).toBeNull();
    expect(d.lastCalls()).toEqual([]);
  },
  confirmingPublish: (d, step) => {
    const c = ctx(d);
    const asked = step.event as { versionId?: string; versionName?: string };
    expect(c.target).toEqual({ versionId: asked.versionId, versionName: asked.versionName });
    expect(c.target?.versionId).not.toBe(c.state?.live?.versionId);
    expect(c.readOnly).toBe(false);
    expect(c.error).toBeNull();
    // A version with nothing to list.
    expect(c.problems).toEqual([]);
  },
  publishing: (d) => {
    expect(d.invocations.publishVersion?.at(-1)).toEqual({ botId: 'b1', versionId: ctx(d).target?.versionId });
  },
  history: (d, step) => {
    const c = ctx(d);
    expect(c.target).toBeNull();
    expectNotice(d, step.event.type);
    // Opening the history clears a failure shown before.
    if (step.event.type === 'OPEN_HISTORY') expect(c.error).toBeNull();
    if (isPublishFailure(step.event.type)) expect(c.error).toEqual(expectedFailure(errorOf(step), publishTexts.publishFailed));
    if (isPublishAnswer(step.event.type)) expect(c.state).toEqual(backToV1);
  },
  confirmingRollback: (d, step) => {
    const c = ctx(d);
    const asked = (step.event as { versionId?: string }).versionId;
    const earlier = c.state?.history.find((p) => p.versionId === asked);
    expect(earlier).toBeDefined();
    expect(c.target).toEqual({ versionId: asked, versionName: earlier?.versionName });
    expect(c.state?.live?.versionId).not.toBe(asked);
  },
  rollingBack: (d) => {
    expect(d.invocations.publishVersion?.at(-1)).toEqual({ botId: 'b1', versionId: ctx(d).target?.versionId });
  },
};

describe('publishMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(publishMachine, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(publishModel, path, checks);
  });
});

describe('publishMachine rules', () => {
  it('lists the problems of a version saved with them and never asks the server', async () => {
    const d = createDriver(publishModel, publishInput);
    await d.apply(done('loadPublishState', liveV1));
    await d.apply(publishEvents.publishProblems);
    expect(d.snapshot().value).toBe('blocked');
    expect(d.invocations.publishVersion).toBeUndefined();
    await d.apply(publishEvents.close);
    expect(ctx(d)).toMatchObject({ target: null, problems: [] });
    d.actor.stop();
  });

  const accepts = (state: typeof liveV1, event: Parameters<ReturnType<typeof publishMachine.resolveState>['can']>[0], readOnly = false) => {
    const snapshot = publishMachine.resolveState({ value: 'idle', context: { botId: 'b1', readOnly, state, target: null, problems: [], error: null } });
    return snapshot.can(event);
  };
  it('publishes a saved version that is not live, for a designer only', () => {
    expect(accepts(liveV1, publishEvents.publishV2)).toBe(true);
    expect(accepts(liveV1, publishEvents.publishUnsaved)).toBe(false);
    expect(accepts(liveV1, publishEvents.publishLive)).toBe(false);
    expect(accepts(neverPublished, publishEvents.publishLive)).toBe(true);
    expect(accepts(liveV2, publishEvents.publishV2)).toBe(false);
    expect(accepts(liveV1, publishEvents.publishV2, true)).toBe(false);
    // The save check's problems do not hide the button: they are listed when it is pressed.
    expect(accepts(liveV1, publishEvents.publishProblems)).toBe(true);
  });
});

describe('a publication the server answers without a live version', () => {
  it('tells the app the version asked for went live by a publish', async () => {
    const d = createDriver(publishModel, publishInput);
    await d.apply(done('loadPublishState', liveV1));
    await d.apply(publishEvents.publishV2);
    await d.apply(publishEvents.confirm);
    await d.apply(done('publishVersion', neverPublished));
    expect(d.snapshot().value).toBe('idle');
    expect(d.called('notifyPublished')).toEqual([{ versionName: 'v2', kind: 'PUBLISH' }]);
    d.actor.stop();
  });
});
