import { useEffect } from 'react';
import { useBlocker, type Location } from 'react-router-dom';

/** Moving to another page, or to another thing or part of the same page (any of its `key` query parameters), counts as leaving. */
function leaves(current: Location, next: Location, key: string | readonly string[]): boolean {
  if (current.pathname !== next.pathname) return true;
  const [before, after] = [new URLSearchParams(current.search), new URLSearchParams(next.search)];
  return (typeof key === 'string' ? [key] : key).some((name) => before.get(name) !== after.get(name));
}

/**
 * Leaving a page with unsaved changes asks first (spec 2 for the designer, whose `key` is the
 * assistant's `id`). In-app navigation is held by the router's blocker (the page shows the
 * question); closing or reloading the tab gets the browser's own prompt.
 */
export function useLeaveConfirmation(dirty: boolean, key: string | readonly string[] = 'id') {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && leaves(currentLocation, nextLocation, key));
  useEffect(() => {
    if (!dirty) return undefined;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [dirty]);
  return blocker;
}
