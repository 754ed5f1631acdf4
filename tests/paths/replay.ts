import { expect } from 'vitest';
import type { AnyEventObject, StateValue } from 'xstate';
import type { CatalogueEntry } from './model';
import { createDriver } from './driver';

/** One step of a generated test: the event and the state value the machine must then be in. */
export type ExpectedStep = { event: AnyEventObject; state: StateValue };

/**
 * Replays steps on a fresh actor of the machine (actors settled by the done/error steps,
 * delays, computed ones included, passed on a simulated clock, app actions recorded:
 * tests/paths/driver.ts), starting from the input of the given scenario, and checks
 * the state after every step. Used by the files `npm run paths -- <machine> --format vitest` writes.
 */
export async function replaySteps(entry: CatalogueEntry, scenario: number, steps: readonly ExpectedStep[]): Promise<void> {
  const chosen = entry.scenarios[scenario];
  if (!chosen) throw new Error(`${entry.machine.id} has no scenario ${scenario}`);
  const driver = createDriver(entry, chosen.input);
  try {
    for (const [index, step] of steps.entries()) {
      await driver.apply(step.event);
      expect(driver.snapshot().value, `step ${index + 1}: ${step.event.type}`).toEqual(step.state);
    }
  } finally {
    driver.actor.stop();
  }
}
