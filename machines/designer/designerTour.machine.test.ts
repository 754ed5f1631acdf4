import { describe, expect, it } from 'vitest';
import { designerTourMachine, TOUR_AREAS, TOUR_LENGTH, TOUR_STEPS, tourStepOf, type DesignerTourContext } from './designerTour.machine';
import { designerTourEvents as e, designerTourModel } from '../../tests/paths/models/designerTour.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { guardedPaths } from '../../tests/paths/model';

const { paths, failure: generationFailure } = guardedPaths(designerTourModel);
const ctx = (d: Driver) => d.snapshot().context as DesignerTourContext;

/** The step each path should be on, counted from its events: NEXT forward, BACK back, never past 1 or 8. */
function expectedStep(events: ReadonlyArray<{ type: string }>): number {
  return events.reduce((step, event) => (event.type === 'NEXT' ? step + 1 : event.type === 'BACK' ? step - 1 : step), 1);
}

const checks: StateChecks = {
  showing: (d, step) => {
    const c = ctx(d);
    const snapshot = d.snapshot();
    const path = paths.find((p) => p.steps.includes(step));
    const upTo = path ? path.steps.slice(0, path.steps.indexOf(step) + 1).map((s) => s.event) : [];
    // Eight previews, one at a time, starting with the palette.
    expect(c.step).toBe(expectedStep(upTo));
    expect(c.step).toBeGreaterThanOrEqual(1);
    expect(c.step).toBeLessThanOrEqual(8);
    // Back from the second step on, Next up to the seventh, Done on the eighth, Skip always.
    expect(snapshot.can(e.back)).toBe(c.step > 1);
    expect(snapshot.can(e.next)).toBe(c.step < 8);
    expect(snapshot.can(e.done)).toBe(c.step === 8);
    expect(snapshot.can(e.skip)).toBe(true);
    expect(d.called('endTour')).toEqual([]);
  },
  ended: (d, step) => {
    // Skipping or finishing ends the guide once (the page then removes firstLogin from the address).
    expect(['SKIP', 'DONE']).toContain(step.event.type);
    expect(d.called('endTour')).toHaveLength(1);
    expect(d.snapshot().status).toBe('done');
  },
};

describe('designerTourMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(designerTourMachine, paths).transitions.missing).toEqual([]);
  });
  it('walk through all eight steps', () => {
    expect(new Set(paths.flatMap((p) => p.steps.map((s) => (s.state.context as DesignerTourContext).step)))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
  });
  it.each(paths.map((p, i) => [i + 1, p.description, p] as const))('path %i: %s', async (_, __, path) => {
    await replayPath(designerTourModel, path, checks);
  });
});

describe('tour steps', () => {
  it('explain the palette, dragging, the canvas and connections, selecting, the side menu, fallback, saving and versions, and testing, in that order', () => {
    expect(TOUR_STEPS).toEqual(['palette', 'drag', 'canvas', 'select', 'sideMenu', 'fallback', 'save', 'test']);
    expect(TOUR_LENGTH).toBe(8);
    expect(tourStepOf({ step: 1 })).toBe('palette');
    expect(tourStepOf({ step: 8 })).toBe('test');
  });
  it('highlight the area each explains', () => {
    expect(TOUR_STEPS.map((s) => TOUR_AREAS[s])).toEqual(['palette', 'palette', 'canvas', 'canvas', 'sideMenu', 'sideMenu', 'toolbar', 'toolbar']);
  });
});
