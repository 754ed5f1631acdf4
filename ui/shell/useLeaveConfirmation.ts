import { useEffect } from 'react';
import { useBlocker, type Location } from 'react-router-dom';

/** Moving to another page, or to another thing of the same page (its `key` query parameter), counts as leaving. */
function leaves(current: Location, next: Location, key: string): boolean {
  if (current.pathname !== next.pathname) return true;
  return new URLSearchParams(current.search).get(key) !== new URLSearchParams(next.search).get(key);
}

/**
 * Leaving a page with unsaved changes asks first (spec 2 for the designer, whose `key` is the
 * assistant's `id`). In-app navigation is held by the router's blocker (the page shows the
 * question); closing or reloading the tab gets the browser's own prompt.
 */
export function useLeaveConfirmation(dirty: boolean, key = 'id') {
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
