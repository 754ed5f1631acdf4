import { createActor, fromCallback, SimulatedClock, type AnyEventObject, type AnyStateMachine, type StateValue } from 'xstate';
import type { ExportedLog } from './exportLog';

/** Events XState makes itself when an actor starts or stops: not sent again. */
const LIFECYCLE = new Set(['xstate.init', 'xstate.stop']);

export type ReplayStep = { eventType: string; value: StateValue };
export type ReplayResult = { steps: ReplayStep[]; final: StateValue; status: string };

/**
 * Sends the events an exported log recorded, in order, to a fresh actor of the machine
 * and answers the state after each one. The machine's actors are replaced by ones that
 * never answer and its clock never ticks: their answers and timer events are in the log
 * (as `xstate.done.actor.*`, `xstate.after.*`) and arrive from there, once.
 */
export function replayLog(machine: AnyStateMachine, log: ExportedLog, input: unknown = log.actor.input): ReplayResult {
  const silent = Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, fromCallback(() => {})]));
  const actor = createActor(machine.provide({ actors: silent }), { input, clock: new SimulatedClock() });
  actor.start();
  const steps: ReplayStep[] = [{ eventType: 'xstate.init', value: actor.getSnapshot().value }];
  for (const entry of log.entries) {
    if (LIFECYCLE.has(entry.eventType) || typeof entry.event !== 'object' || entry.event === null || Array.isArray(entry.event)) continue;
    actor.send(entry.event as AnyEventObject);
    steps.push({ eventType: entry.eventType, value: actor.getSnapshot().value });
  }
  const snapshot = actor.getSnapshot();
  actor.stop();
  return { steps, final: snapshot.value, status: snapshot.status };
}
