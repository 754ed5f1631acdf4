import { createActor, fromCallback, SimulatedClock, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine, type InspectionEvent } from 'xstate';

/** Events XState makes itself when an actor starts or stops: never sent again. */
const LIFECYCLE = new Set(['xstate.init', 'xstate.stop']);

export function isLifecycleEvent(type: string): boolean {
  return LIFECYCLE.has(type);
}

const inertCopies = new WeakMap<AnyStateMachine, AnyStateMachine>();

/**
 * The same machine with every named actor replaced by one that never answers. Replays
 * bring the actors' answers themselves (as `xstate.done.actor.*` / `xstate.error.actor.*`
 * events), so a real actor would answer twice, or call a server. One copy per machine:
 * `provide` rebuilds every state node, which coverage would otherwise pay for each path.
 */
export function inertMachine(machine: AnyStateMachine): AnyStateMachine {
  let inert = inertCopies.get(machine);
  if (!inert) {
    const actors = Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, fromCallback(() => {})]));
    inert = machine.provide({ actors });
    inertCopies.set(machine, inert);
  }
  return inert;
}

export type InertReplay = {
  /** The snapshot right after start. */
  initial: AnyMachineSnapshot;
  /** Every event sent, with the snapshot after it (lifecycle events are left out). */
  steps: Array<{ event: AnyEventObject; snapshot: AnyMachineSnapshot }>;
  /** The snapshot after the last event (the actor is stopped by then). */
  final: AnyMachineSnapshot;
};

/**
 * Sends recorded events, in order, to a fresh actor of the inert machine (see inertMachine)
 * on a clock that never ticks: timer events arrive from the recording (`xstate.after.*`),
 * once, like the actors' answers. Used by the coverage measure of generated paths
 * (tests/paths/coverage.ts) and by the inspector's replay of an exported log
 * (ui/inspector/replay.ts); `inspect` sees the replay's microsteps.
 */
export function replayInert(machine: AnyStateMachine, input: unknown, events: Iterable<AnyEventObject>, inspect?: (event: InspectionEvent) => void): InertReplay {
  const actor = createActor(inertMachine(machine), { input, clock: new SimulatedClock(), ...(inspect ? { inspect } : {}) });
  actor.start();
  const initial = actor.getSnapshot();
  const steps: InertReplay['steps'] = [];
  for (const event of events) {
    if (isLifecycleEvent(event.type)) continue;
    actor.send(event);
    steps.push({ event, snapshot: actor.getSnapshot() });
  }
  const final = actor.getSnapshot();
  actor.stop();
  return { initial, steps, final };
}
