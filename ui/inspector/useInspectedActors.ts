import { useSyncExternalStore } from 'react';
import type { InspectionStore } from './inspectionStore';
import type { InspectedActor } from './types';

const none: InspectedActor[] = [];
const noop = () => () => {};

/** The store's actors, re-rendered when they change; none when inspection is off. */
export function useInspectedActors(store: InspectionStore | undefined): InspectedActor[] {
  return useSyncExternalStore(store?.subscribe ?? noop, store?.getActors ?? (() => none));
}
