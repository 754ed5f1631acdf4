import { describe, expect, it } from 'vitest';
import { createActor, createMachine, SimulatedClock } from 'xstate';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { guardedPaths } from '../../tests/paths/model';
import { messengerWindowModel, savedKey, windowInput } from '../../tests/paths/models/messengerWindow.model';
import { isOngoing, messengerWindowMachine, type MessengerWindowContext, type MessengerWindowInput } from './messengerWindow.machine';

const { paths, failure: generationFailure } = guardedPaths(messengerWindowModel);
const ctx = (d: Driver) => d.snapshot().context as MessengerWindowContext;
const conversation = (d: Driver) => d.snapshot().children['conversation'];

/** What must hold in each state, judged from what the visitor sees and what the page stored or told the server. */
const checks: StateChecks = {
  'window.closed': (d, step) => {
    if (step.event.type === 'DISMISS_CALLOUT') expect(ctx(d).calloutDismissed).toBe(true);
    if (step.event.type === 'END_CONVERSATION') {
      expect(d.lastCalls()).toEqual([{ type: 'endConversation', params: { channelId: 'ch1', key: savedKey } }]);
      // Ended: nothing runs, and the next opening starts a new conversation.
      expect(conversation(d)).toBeUndefined();
      expect(ctx(d)).toMatchObject({ saved: null, key: null, ongoing: false });
    } else expect(d.lastCalls()).toEqual([]);
    // Closing never stops a conversation that was not ended: its answers count as unread.
    if (step.event.type === 'CLOSE' || step.event.type === 'KEEP_CONVERSATION')
      expect(conversation(d) !== undefined).toBe(ctx(d).openedOnce && !ctx(d).signInNeeded && !ctx(d).approvalNeeded);
  },
  'window.open.signingIn': (d) => {
    expect(ctx(d).signInNeeded).toBe(true);
    expect(conversation(d)).toBeUndefined();
  },
  'window.open.approving': (d, step) => {
    expect(ctx(d)).toMatchObject({ signInNeeded: false, approvalNeeded: true });
    expect(conversation(d)).toBeUndefined();
    // The approval, once given, is not asked again.
    expect(step.event.type).not.toBe('APPROVE');
    expect(d.called('rememberApproval')).toEqual([]);
  },
  'window.open.chatting': (d, step) => {
    expect(ctx(d)).toMatchObject({ signInNeeded: false, approvalNeeded: false, openedOnce: true });
    expect(conversation(d)).toBeDefined();
    if (step.event.type === 'APPROVE') expect(d.lastCalls()).toEqual([{ type: 'rememberApproval', params: { channelId: 'ch1' } }]);
  },
  'window.open.confirmingClose': (d) => {
    expect(ctx(d)).toMatchObject({ closingPopup: true, ongoing: true });
  },
};

describe('messengerWindowMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(messengerWindowMachine, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.description, p] as const))('path %i: %s', async (_, __, path) => {
    await replayPath(messengerWindowModel, path, checks);
  });
});

describe('an ongoing conversation', () => {
  it('has a key from the server and has not ended', () => {
    expect(isOngoing({ value: { chatting: 'idle' }, context: { conversation: savedKey } })).toBe(true);
    expect(isOngoing({ value: 'ended', context: { conversation: savedKey } })).toBe(false);
    expect(isOngoing({ value: 'starting', context: { conversation: null } })).toBe(false);
  });
});

/** A window whose conversation records the input it started with; time passes only when told. */
function openWindow(input: Partial<MessengerWindowInput>) {
  const clock = new SimulatedClock();
  const recorder = createMachine({ context: ({ input: given }: { input: unknown }) => ({ conversation: null, given }) });
  const actor = createActor(messengerWindowMachine.provide({ actors: { conversation: recorder as never } }), { input: { ...windowInput, ...input }, clock }).start();
  const windowState = () => (actor.getSnapshot().value as { window: unknown }).window;
  return { actor, clock, windowState };
}

describe('the messenger window', () => {
  it('starts closed, the callout shown, nothing opened yet and no conversation', () => {
    const { actor, windowState } = openWindow({ saved: savedKey });
    expect(windowState()).toBe('closed');
    expect(actor.getSnapshot().context).toEqual({ ...windowInput, saved: savedKey, key: savedKey, ongoing: false, calloutDismissed: false, openedOnce: false });
    expect(actor.getSnapshot().children['conversation']).toBeUndefined();
    actor.stop();
  });

  it('opens by itself when the start delay has passed, not before', () => {
    const { actor, clock, windowState } = openWindow({ startDelayMs: 5000 });
    clock.increment(4999);
    expect(windowState()).toBe('closed');
    clock.increment(1);
    expect(windowState()).toEqual({ open: 'chatting' });
    actor.stop();
  });

  it('opens by itself once only: not again after it was closed, nor after the visitor opened it', () => {
    const byItself = openWindow({ startDelayMs: 5000 });
    byItself.clock.increment(5000);
    byItself.actor.send({ type: 'CLOSE' });
    byItself.clock.increment(60_000);
    expect(byItself.windowState()).toBe('closed');
    byItself.actor.stop();

    const byVisitor = openWindow({ startDelayMs: 5000 });
    byVisitor.actor.send({ type: 'OPEN' });
    byVisitor.actor.send({ type: 'CLOSE' });
    byVisitor.clock.increment(60_000);
    expect(byVisitor.windowState()).toBe('closed');
    byVisitor.actor.stop();
  });

  it('never opens by itself without a start delay', () => {
    const { actor, clock, windowState } = openWindow({ startDelayMs: null });
    clock.increment(3_600_000);
    expect(windowState()).toBe('closed');
    actor.stop();
  });

  it("starts the conversation for the channel with the kept conversation's key", () => {
    const { actor } = openWindow({ saved: savedKey });
    actor.send({ type: 'OPEN' });
    const conversation = actor.getSnapshot().children['conversation'];
    expect((conversation?.getSnapshot() as unknown as { context: { given: unknown } }).context.given).toEqual({ channelId: 'ch1', saved: savedKey });
    actor.stop();
  });

  it('asks for the approval once: given, it is remembered for the channel and the conversation shows', () => {
    const remembered: unknown[] = [];
    const actor = createActor(
      messengerWindowMachine.provide({
        actors: { conversation: createMachine({ context: { conversation: null } }) as never },
        actions: { rememberApproval: (_, params) => void remembered.push(params) },
      }),
      { input: { ...windowInput, approvalNeeded: true } },
    ).start();
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toMatchObject({ window: { open: 'approving' } });
    actor.send({ type: 'APPROVE' });
    expect(actor.getSnapshot().value).toMatchObject({ window: { open: 'chatting' } });
    expect(actor.getSnapshot().context.approvalNeeded).toBe(false);
    expect(remembered).toEqual([{ channelId: 'ch1' }]);
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toMatchObject({ window: { open: 'chatting' } });
    actor.stop();
  });
});
