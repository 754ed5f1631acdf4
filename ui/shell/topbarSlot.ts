import { useSyncExternalStore } from 'react';

/**
 * A place in the signed-in top bar for tools that belong to no page (the developer
 * Inspector button): there they sit beside the language switch instead of floating over
 * the page. Outside the shell (sign-in pages) there is no slot and such tools float.
 */
let slot: HTMLElement | null = null;
const listeners = new Set<() => void>();

/** The shell's ref callback for its slot element (null when the shell goes away). */
export function registerTopbarSlot(element: HTMLElement | null): void {
  if (slot === element) return;
  slot = element;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The top bar's slot while a signed-in page is shown, otherwise null. */
export function useTopbarSlot(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => slot,
    () => null,
  );
}
