import { useLayoutEffect, useRef } from 'react';

/**
 * A box holding the latest value a component rendered with, for callbacks that outlive the
 * render (machine actions, listeners): they read `.current` when they run and see the newest
 * props. The box is updated after each render is committed, before effects and events run.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  return latest;
}
