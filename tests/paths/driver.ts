import { createActor, fromPromise, SimulatedClock, type Actor, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import type { CatalogueEntry, GeneratedPath } from './model';

type Deferred = { resolve: (value: unknown) => void; reject: (error: unknown) => void };
export type ActionCall = { type: string; params: unknown };

/**
 * A real actor of a machine whose actors are promises settled by hand and whose app
 * actions are recorded, on a simulated clock.
 */
export type Driver = {
  actor: Actor<AnyStateMachine>;
  clock: SimulatedClock;
  /** Every app action called so far, in order. */
  calls: ActionCall[];
  /** The inputs each actor was invoked with, in order. */
  invocations: Record<string, unknown[]>;
  snapshot: () => AnyMachineSnapshot;
  /** The app actions called while the last event was applied. */
  lastCalls: () => ActionCall[];
  /** The params of every call of one app action. */
  called: (type: string) => unknown[];
  /** Sends a user event, settles an actor (done/error events) or lets a delay pass (after events, fixed or computed). */
  apply: (event: AnyEventObject) => Promise<void>;
};

// A promise actor settles in microtasks; setImmediate runs once they are drained, without the
// millisecond a zero timeout takes, over ten thousand paths a noticeable part of the suite.
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createDriver(entry: CatalogueEntry, input?: unknown): Driver {
  const machine = entry.machine;
  const pending = new Map<string, Deferred>();
  const invocations: Record<string, unknown[]> = {};
  const calls: ActionCall[] = [];
  const actorNames = Object.keys(machine.implementations.actors).filter((name) => !entry.childActors?.[name]);
  const actors = Object.fromEntries(
    actorNames.map((name) => [
      name,
      fromPromise<unknown, unknown>(({ input: actorInput }) => {
        (invocations[name] ??= []).push(actorInput);
        return new Promise((resolve, reject) => pending.set(name, { resolve, reject }));
      }),
    ]),
  );
  const actions = Object.fromEntries(entry.appActions.map((type) => [type, (_: unknown, params: unknown) => void calls.push({ type, params })]));
  const clock = new SimulatedClock();
  const actor = createActor(machine.provide({ actors: { ...actors, ...entry.childActors }, actions }), { input, clock });
  actor.start();

  const settle = (id: string, how: (d: Deferred) => void) => {
    const deferred = pending.get(id);
    if (!deferred) throw new Error(`no call of ${id} is pending`);
    pending.delete(id);
    how(deferred);
  };
  /** A named delay's milliseconds: fixed, or computed by the machine from its context at this moment. */
  const delayOf = (name: string, event: AnyEventObject): number => {
    const delay: unknown = machine.implementations.delays[name];
    if (typeof delay === 'number') return delay;
    if (typeof delay === 'function') return (delay as (args: { context: unknown; event: AnyEventObject }) => number)({ context: actor.getSnapshot().context, event });
    throw new Error(`${machine.id} has no delay ${name}`);
  };
  let mark = 0;
  const apply = async (event: AnyEventObject) => {
    mark = calls.length;
    const [prefix, kind, name] = event.type.split('.');
    if (prefix === 'xstate' && kind === 'done' && name === 'actor') {
      settle(event.type.slice('xstate.done.actor.'.length), (d) => d.resolve((event as { output?: unknown }).output));
    } else if (prefix === 'xstate' && kind === 'error' && name === 'actor') {
      settle(event.type.slice('xstate.error.actor.'.length), (d) => d.reject((event as { error?: unknown }).error));
    } else if (prefix === 'xstate' && kind === 'after' && name !== undefined) {
      clock.increment(delayOf(name, event));
    } else if (event.type !== 'xstate.init') {
      actor.send(event);
    }
    await flush();
  };
  return {
    actor,
    clock,
    calls,
    invocations,
    snapshot: () => actor.getSnapshot(),
    lastCalls: () => calls.slice(mark),
    called: (type) => calls.filter((c) => c.type === type).map((c) => c.params),
    apply,
  };
}

export type StateChecks = Record<string, (driver: Driver, step: GeneratedPath['steps'][number]) => void>;

/**
 * Replays a generated path on a real actor. After every step the real state must equal
 * the model's; then each check whose key (a state value like 'editing.ready') matches
 * the state runs against the real actor.
 */
export async function replayPath(entry: CatalogueEntry, path: GeneratedPath, checks: StateChecks = {}): Promise<Driver> {
  const driver = createDriver(entry, path.input);
  const eventTypes = new Set(path.steps.map((s) => s.event.type));
  // The step being replayed: its state is checked right after its event. A step whose event
  // leaves the snapshot as it was has the same state object as an earlier step, so the state
  // alone cannot tell which step it is.
  let current: GeneratedPath['steps'][number] | undefined;
  const events = Object.fromEntries(
    [...eventTypes].map((type) => [
      type,
      async (step: GeneratedPath['steps'][number]) => {
        current = step;
        await driver.apply(step.event);
        const real = JSON.stringify(driver.snapshot().value);
        const expected = JSON.stringify(step.state.value);
        if (real !== expected) throw new Error(`after ${step.event.type}: real state ${real}, model ${expected}`);
        const realContext = JSON.stringify(driver.snapshot().context);
        const expectedContext = JSON.stringify(step.state.context);
        if (realContext !== expectedContext) {
          throw new Error(`after ${step.event.type}: real context ${realContext}, model ${expectedContext}`);
        }
      },
    ]),
  );
  const states = Object.fromEntries(
    Object.entries(checks).map(([key, check]) => [
      key,
      (state: AnyMachineSnapshot) => {
        const step = current?.state === state ? current : (path.steps.find((s) => s.state === state) ?? path.steps[path.steps.length - 1]!);
        check(driver, step);
      },
    ]),
  );
  await path.test({ events, states });
  driver.actor.stop();
  return driver;
}
