import { designerTourMachine, type DesignerTourContext } from '../../../machines/designer/designerTour.machine';
import { serializeWith, type CatalogueEntry } from '../model';

export const designerTourEvents = {
  next: { type: 'NEXT' },
  back: { type: 'BACK' },
  skip: { type: 'SKIP' },
  done: { type: 'DONE' },
} as const;

const e = designerTourEvents;

export const designerTourModel: CatalogueEntry = {
  machine: designerTourMachine,
  appActions: ['endTour'],
  scenarios: [{ name: 'first login guide', events: [e.next, e.back, e.skip, e.done] }],
  serialize: serializeWith(({ context }) => (context as DesignerTourContext).step),
};
