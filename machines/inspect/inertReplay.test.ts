import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup, type InspectionEvent } from 'xstate';
import { inertMachine, replayInert } from './inertReplay';

/** A small machine that calls a server and waits a second: what a replay must not do itself. */
function fetchMachine(calls: string[]) {
  return setup({
    types: { input: {} as { name: string }, context: {} as { name: string; answer: string | null } },
    actors: {
      fetch: fromPromise<string, string>(async ({ input }) => {
        calls.push(input);
        return `real answer for ${input}`;
      }),
    },
  }).createMachine({
    id: 'fetcher',
    context: ({ input }) => ({ name: input.name, answer: null }),
    initial: 'idle',
    states: {
      idle: { on: { GO: 'loading' } },
      loading: {
        invoke: {
          src: 'fetch',
          input: ({ context }) => context.name,
          onDone: { target: 'waiting', actions: assign({ answer: ({ event }) => event.output }) },
          onError: 'idle',
        },
      },
      waiting: { after: { 1000: 'done' } },
      done: { type: 'final' },
    },
  });
}

describe('replaying recorded events into an inert machine', () => {
  it('moves only on the recorded events: the actors never run and the clock never ticks', () => {
    const calls: string[] = [];
    const run = replayInert(fetchMachine(calls), { name: 'Ada' }, [
      { type: 'xstate.init', input: { name: 'ignored' } },
      { type: 'GO' },
      { type: 'xstate.done.actor.0.fetcher.loading', output: 'recorded answer' },
    ]);
    expect(calls).toEqual([]);
    expect(run.initial.value).toBe('idle');
    expect(run.initial.context).toEqual({ name: 'Ada', answer: null });
    // The lifecycle event is not sent again; the others are, each with the state after it.
    expect(run.steps.map((s) => [s.event.type, s.snapshot.value])).toEqual([
      ['GO', 'loading'],
      ['xstate.done.actor.0.fetcher.loading', 'waiting'],
    ]);
    // The recorded answer, not the real one; no time passes without a recorded timer event.
    expect(run.final.context.answer).toBe('recorded answer');
    expect(run.final.value).toBe('waiting');
    expect(run.final.status).toBe('active');
  });

  it('takes a timer transition when the recording has its after event, and ends in a final state', () => {
    const run = replayInert(fetchMachine([]), { name: 'Ada' }, [
      { type: 'GO' },
      { type: 'xstate.done.actor.0.fetcher.loading', output: 'x' },
      { type: 'xstate.after.1000.fetcher.waiting' },
    ]);
    expect(run.final.value).toBe('done');
    expect(run.final.status).toBe('done');
  });

  it('shows the transitions it takes to an inspector', () => {
    const taken: string[] = [];
    const inspect = (e: InspectionEvent) => {
      if (e.type === '@xstate.microstep') e._transitions.forEach((t) => taken.push(`${t.source.id} --${t.eventType}--> ${t.target?.map((n) => n.id).join()}`));
    };
    replayInert(fetchMachine([]), { name: 'Ada' }, [{ type: 'GO' }, { type: 'xstate.done.actor.0.fetcher.loading', output: 'x' }], inspect);
    expect(taken).toEqual(['fetcher.idle --GO--> fetcher.loading', 'fetcher.loading --xstate.done.actor.0.fetcher.loading--> fetcher.waiting']);
  });

  it('makes one inert copy per machine and leaves the machine itself untouched', () => {
    const calls: string[] = [];
    const machine = fetchMachine(calls);
    expect(inertMachine(machine)).toBe(inertMachine(machine));
    expect(inertMachine(machine)).not.toBe(machine);
    expect(machine.implementations.actors.fetch).not.toBe(inertMachine(machine).implementations.actors.fetch);
  });
});
