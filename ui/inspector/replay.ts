import type { AnyEventObject, AnyStateMachine, StateValue } from 'xstate';
import { replayInert } from '../../machines/inspect/inertReplay';
import type { ExportedLog } from './exportLog';

export type ReplayStep = { eventType: string; value: StateValue };
export type ReplayResult = { steps: ReplayStep[]; final: StateValue; status: string };

/** An entry's event as it came out of JSON: sent only when it is an event object. */
function isEventObject(event: unknown): event is AnyEventObject {
  return typeof event === 'object' && event !== null && !Array.isArray(event) && typeof (event as { type?: unknown }).type === 'string';
}

/**
 * Sends the events an exported log recorded, in order, to a fresh actor of the machine
 * and answers the state after each one. The machine's actors never answer and its clock
 * never ticks (machines/inspect/inertReplay.ts, shared with the coverage of generated
 * paths): their answers and timer events are in the log (as `xstate.done.actor.*`,
 * `xstate.after.*`) and arrive from there, once.
 */
export function replayLog(machine: AnyStateMachine, log: ExportedLog, input: unknown = log.actor.input): ReplayResult {
  const events = log.entries.map((entry) => entry.event).filter(isEventObject);
  const run = replayInert(machine, input, events);
  const steps: ReplayStep[] = [{ eventType: 'xstate.init', value: run.initial.value }, ...run.steps.map((step) => ({ eventType: step.event.type, value: step.snapshot.value }))];
  return { steps, final: run.final.value, status: run.final.status };
}
