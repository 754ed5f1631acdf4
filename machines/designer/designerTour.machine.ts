import { assign, setup } from 'xstate';

/**
 * The first-login guide of the designer (spec 03 section 2): with firstLogin in the query,
 * eight guided previews of the design area, one area each. NEXT and BACK move between
 * them, SKIP ends the guide at any step, DONE ends it on the last one. Ending calls the
 * app's endTour (which removes firstLogin from the address).
 */
export const TOUR_STEPS = ['palette', 'drag', 'canvas', 'select', 'sideMenu', 'fallback', 'save', 'test'] as const;
export type TourStep = (typeof TOUR_STEPS)[number];

/** The part of the design area each step highlights. */
export const TOUR_AREAS: Record<TourStep, 'palette' | 'canvas' | 'sideMenu' | 'toolbar'> = {
  palette: 'palette',
  drag: 'palette',
  canvas: 'canvas',
  select: 'canvas',
  sideMenu: 'sideMenu',
  fallback: 'sideMenu',
  save: 'toolbar',
  test: 'toolbar',
};

export type DesignerTourContext = { step: number };
export type DesignerTourEvent = { type: 'NEXT' } | { type: 'BACK' } | { type: 'SKIP' } | { type: 'DONE' };

export const TOUR_LENGTH = TOUR_STEPS.length;

/** The step shown (1..8) by its name. */
export const tourStepOf = (context: DesignerTourContext): TourStep => TOUR_STEPS[context.step - 1] ?? TOUR_STEPS[0];

export const designerTourMachine = setup({
  types: { context: {} as DesignerTourContext, events: {} as DesignerTourEvent },
  guards: {
    hasNext: ({ context }) => context.step < TOUR_LENGTH,
    hasPrevious: ({ context }) => context.step > 1,
    isLast: ({ context }) => context.step === TOUR_LENGTH,
  },
  actions: {
    next: assign({ step: ({ context }) => context.step + 1 }),
    back: assign({ step: ({ context }) => context.step - 1 }),
    // Provided by the app:
    endTour: () => {},
  },
}).createMachine({
  id: 'designerTour',
  initial: 'showing',
  context: { step: 1 },
  states: {
    showing: {
      on: {
        NEXT: { guard: 'hasNext', actions: 'next' },
        BACK: { guard: 'hasPrevious', actions: 'back' },
        SKIP: { target: 'ended' },
        DONE: { guard: 'isLast', target: 'ended' },
      },
    },
    ended: { type: 'final', entry: 'endTour' },
  },
});
