import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { ConversationInspection } from '../../services/contracts/conversationInspect';
import { conversationInspectorMachine, conversationInspectorTexts, INSPECT_POLL_MS, type ConversationInspectorContext } from './conversationInspector.machine';
import { conversationInspectorModel, endedInspection, liveInspection } from '../../tests/paths/models/conversationInspector.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { expectedFailure } from '../../tests/paths/expectedFailure';
import { guardedPaths } from '../../tests/paths/model';

const { paths, failure: generationFailure } = guardedPaths(conversationInspectorModel);
const ctx = (d: Driver) => d.snapshot().context as ConversationInspectorContext;
const errorOf = (event: unknown) => (event as { error?: unknown }).error;

const asksFor = { conversationId: 'conv-1', companyId: 'company-1' };

const checks: StateChecks = {
  loading: (d, step) => {
    expect(d.invocations.loadInspection?.at(-1)).toEqual(asksFor);
    expect(ctx(d).error).toBeNull();
    if (step.event.type === 'xstate.init') expect(ctx(d)).toEqual({ ...asksFor, inspection: null, selectedModuleId: null, error: null });
  },
  'showing.live': (d) => {
    expect(ctx(d).inspection).toEqual(liveInspection);
    expect(ctx(d).error).toBeNull();
    // Open: a poll is due.
    expect(d.snapshot().can({ type: 'xstate.after.poll.conversationInspector.showing.live' } as never)).toBe(true);
  },
  'showing.refreshing': (d, step) => {
    expect(d.invocations.loadInspection?.at(-1)).toEqual(asksFor);
    // What was shown stays while it is read again.
    expect(ctx(d).inspection).toEqual(liveInspection);
    if (step.event.type === 'RETRY') expect(ctx(d).error).toBeNull();
  },
  'showing.stale': (d, step) => {
    expect(ctx(d).inspection).toEqual(liveInspection);
    if (step.event.type === 'xstate.error.actor.loadInspection') expect(ctx(d).error).toEqual(expectedFailure(errorOf(step.event), conversationInspectorTexts.refreshFailed));
    else expect(ctx(d).error).not.toBeNull();
    expect(Object.keys(d.snapshot().children)).toEqual([]);
  },
  'showing.ended': (d) => {
    expect(ctx(d).inspection).toEqual(endedInspection);
    expect(ctx(d).error).toBeNull();
    // Polling stops: nothing is pending and no poll is due.
    expect(Object.keys(d.snapshot().children)).toEqual([]);
    expect(d.snapshot().can({ type: 'RETRY' })).toBe(false);
  },
  showing: (d, step) => {
    const event = step.event as { type: string; moduleId?: string };
    if (event.type === 'SELECT_MODULE') expect(ctx(d).selectedModuleId).toBe(event.moduleId);
    if (event.type === 'CLEAR_SELECTION') expect(ctx(d).selectedModuleId).toBeNull();
    expect([ctx(d).conversationId, ctx(d).companyId]).toEqual(['conv-1', 'company-1']);
    expect(d.snapshot().can({ type: 'SELECT_MODULE', moduleId: 'ask' })).toBe(true);
    // Only modules of the conversation's flow can be selected.
    expect(d.snapshot().can({ type: 'SELECT_MODULE', moduleId: 'not-in-the-flow' })).toBe(false);
    expect([null, 'ask']).toContain(ctx(d).selectedModuleId);
  },
  error: (d, step) => {
    expect(ctx(d).inspection).toBeNull();
    if (step.event.type === 'xstate.error.actor.loadInspection') expect(ctx(d).error).toEqual(expectedFailure(errorOf(step.event), conversationInspectorTexts.failed));
    else expect(ctx(d).error).not.toBeNull();
  },
  notFound: (d) => {
    expect(ctx(d).error).toBeNull();
    expect(Object.keys(d.snapshot().children)).toEqual([]);
    expect(d.snapshot().can({ type: 'RETRY' })).toBe(false);
  },
};

describe('conversationInspectorMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(conversationInspectorMachine, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(conversationInspectorModel, path, checks);
  });
});

describe('conversation inspector on a simulated clock', () => {
  it('reads an open conversation every 2 s and stops once it ended', async () => {
    const answers: ConversationInspection[] = [liveInspection, liveInspection, endedInspection];
    let calls = 0;
    const clock = new SimulatedClock();
    const actor = createActor(
      conversationInspectorMachine.provide({
        actors: {
          loadInspection: fromPromise(async () => {
            const answer = answers[calls];
            calls += 1;
            if (!answer) throw new Error('read after polling should have stopped');
            return answer;
          }),
        },
      }),
      { input: { conversationId: 'conv-1', companyId: null }, clock },
    ).start();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    expect(calls).toBe(1);
    expect(actor.getSnapshot().value).toEqual({ showing: 'live' });
    clock.increment(INSPECT_POLL_MS - 1);
    await settle();
    expect(calls).toBe(1);
    clock.increment(1);
    await settle();
    expect(calls).toBe(2);
    clock.increment(INSPECT_POLL_MS);
    await settle();
    expect(calls).toBe(3);
    expect(actor.getSnapshot().value).toEqual({ showing: 'ended' });
    clock.increment(INSPECT_POLL_MS * 10);
    await settle();
    expect(calls).toBe(3);
    actor.stop();
  });
});

describe('selecting a module of the inspected conversation', () => {
  it('shows its details until the selection is cleared; a module of no flow, or before the flow is read, is not taken', async () => {
    const actor = createActor(conversationInspectorMachine.provide({ actors: { loadInspection: fromPromise(async () => endedInspection) } }), {
      input: { conversationId: 'conv-1', companyId: null },
    }).start();
    expect(actor.getSnapshot().can({ type: 'SELECT_MODULE', moduleId: 'ask' })).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'SELECT_MODULE', moduleId: 'not-in-the-flow' });
    expect(actor.getSnapshot().context.selectedModuleId).toBeNull();
    actor.send({ type: 'SELECT_MODULE', moduleId: 'ask' });
    expect(actor.getSnapshot().context.selectedModuleId).toBe('ask');
    actor.send({ type: 'CLEAR_SELECTION' });
    expect(actor.getSnapshot().context.selectedModuleId).toBeNull();
    actor.stop();
  });

  it('takes none while the conversation has no flow to show', async () => {
    const withoutFlow: ConversationInspection = { ...liveInspection, flow: null };
    const actor = createActor(conversationInspectorMachine.provide({ actors: { loadInspection: fromPromise(async () => withoutFlow) } }), {
      input: { conversationId: 'conv-1', companyId: null },
    }).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.inspection).toEqual(withoutFlow);
    expect(actor.getSnapshot().can({ type: 'SELECT_MODULE', moduleId: 'ask' })).toBe(false);
    actor.stop();
  });
});
