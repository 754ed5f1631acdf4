import { expect } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, StateValue } from 'xstate';
import type { CatalogueEntry } from './model';
import { createDriver } from './driver';

/**
 * The milliseconds of an `after` step whose delay is computed from the context (the
 * driver passes only fixed delays): the machine's own delay function, at this moment.
 */
function computedDelay(entry: CatalogueEntry, snapshot: AnyMachineSnapshot, event: AnyEventObject): number | undefined {
  const [prefix, kind, name] = event.type.split('.');
  if (prefix !== 'xstate' || kind !== 'after' || name === undefined) return undefined;
  const delay: unknown = entry.machine.implementations.delays[name];
  if (typeof delay !== 'function') return undefined;
  return (delay as (args: { context: unknown; event: AnyEventObject }) => number)({ context: snapshot.context, event });
}

/** One step of a generated test: the event and the state value the machine must then be in. */
export type ExpectedStep = { event: AnyEventObject; state: StateValue };

/**
 * Replays steps on a fresh actor of the machine (actors settled by the done/error steps,
 * delays passed on a simulated clock, app actions recorded: machines/testing/driver.ts),
 * starting from the input of the given scenario, and checks the state after every step.
 * Used by the files `npm run paths -- <machine> --format vitest` writes.
 */
export async function replaySteps(entry: CatalogueEntry, scenario: number, steps: readonly ExpectedStep[]): Promise<void> {
  const chosen = entry.scenarios[scenario];
  if (!chosen) throw new Error(`${entry.machine.id} has no scenario ${scenario}`);
  const driver = createDriver(entry, chosen.input);
  try {
    for (const [index, step] of steps.entries()) {
      const wait = computedDelay(entry, driver.snapshot(), step.event);
      if (wait === undefined) await driver.apply(step.event);
      else {
        driver.clock.increment(wait);
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      expect(driver.snapshot().value, `step ${index + 1}: ${step.event.type}`).toEqual(step.state);
    }
  } finally {
    driver.actor.stop();
  }
}
