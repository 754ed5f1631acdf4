import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { MESSAGE_POLL_MS, messagePollingMachine, type MessagePollingContext } from './messagePolling.machine';
import { messagePollingModel, pollMessages } from '../../tests/paths/models/messagePolling.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { expectedFailure } from '../../tests/paths/expectedFailure';
import { guardedPaths } from '../../tests/paths/model';
import { failureStatus } from '../shared/apiError';
import { commonTexts } from '../shared/text';
import { networkFailure } from '../../tests/paths/models/fixtures';

const { paths, failure: generationFailure } = guardedPaths(messagePollingModel);
const ctx = (d: Driver) => d.snapshot().context as MessagePollingContext;

const checks: StateChecks = {
  fetching: (d, step) => {
    expect(d.invocations.loadMessages?.at(-1)).toEqual({ conversationId: 'conv-1' });
    if (step.event.type === 'xstate.error.actor.loadMessages') {
      // Only a failure without an answer is read again, once and at once, without showing an error.
      expect(failureStatus((step.event as { error?: unknown }).error)).toBeUndefined();
      expect(ctx(d)).toEqual({ conversationId: 'conv-1', messages: [], error: null, refetched: true });
    } else {
      expect(ctx(d)).toEqual({ conversationId: 'conv-1', messages: [], error: null, refetched: false });
    }
  },
  waiting: (d) => {
    expect(ctx(d)).toEqual({ conversationId: 'conv-1', messages: [], error: null, refetched: false });
  },
  shown: (d) => {
    expect(ctx(d)).toEqual({ conversationId: 'conv-1', messages: pollMessages, error: null, refetched: false });
    // Polling stops: nothing is pending and no timer is left.
    expect(Object.keys(d.snapshot().children)).toEqual([]);
  },
  error: (d, step) => {
    const error = (step.event as { error?: unknown }).error;
    expect(ctx(d).messages).toEqual([]);
    expect(ctx(d).error).toEqual(expectedFailure(error, commonTexts.other));
    // A failure without an answer shows only when it is the second in a row.
    if (failureStatus(error) === undefined) expect(ctx(d).refetched).toBe(true);
  },
};

describe('messagePollingMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(messagePollingMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(messagePollingModel, path, checks);
  });
});

describe('message polling on a simulated clock', () => {
  it('reads every 3500 ms until messages arrive, then stops; one refetch after a network error', async () => {
    const answers: Array<() => Promise<unknown>> = [
      async () => [],
      async () => {
        throw networkFailure;
      },
      async () => [],
      async () => pollMessages,
    ];
    let calls = 0;
    const clock = new SimulatedClock();
    const actor = createActor(
      messagePollingMachine.provide({
        actors: {
          loadMessages: fromPromise(async () => {
            const answer = answers[calls];
            calls += 1;
            if (!answer) throw new Error('read after polling should have stopped');
            return answer() as Promise<typeof pollMessages>;
          }),
        },
      }),
      { input: { conversationId: 'conv-1' }, clock },
    ).start();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    expect(calls).toBe(1);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(MESSAGE_POLL_MS - 1);
    await settle();
    expect(calls).toBe(1);
    clock.increment(1);
    await settle();
    await settle();
    // The second read failed without status: the third follows at once, without waiting.
    expect(calls).toBe(3);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(MESSAGE_POLL_MS);
    await settle();
    expect(calls).toBe(4);
    expect(actor.getSnapshot().value).toBe('shown');
    clock.increment(MESSAGE_POLL_MS * 10);
    await settle();
    expect(calls).toBe(4);
    actor.stop();
  });
});

describe('a read that answers nothing', () => {
  it('counts as no messages yet: the popup keeps waiting for the next read', async () => {
    const actor = createActor(messagePollingMachine.provide({ actors: { loadMessages: fromPromise(async () => undefined as unknown as typeof pollMessages) } }), {
      input: { conversationId: 'conv-1' },
      clock: new SimulatedClock(),
    }).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context.messages).toEqual([]);
    actor.stop();
  });
});
