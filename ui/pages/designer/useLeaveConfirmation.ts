import { useEffect } from 'react';
import { useBlocker, type Location } from 'react-router-dom';

/** Moving to another page, or to another version of this assistant, counts as leaving. */
function leaves(current: Location, next: Location): boolean {
  if (current.pathname !== next.pathname) return true;
  return new URLSearchParams(current.search).get('id') !== new URLSearchParams(next.search).get('id');
}

/**
 * Spec 2: leaving the designer with unsaved changes asks first. In-app navigation is held
 * by the router's blocker (the page shows the question); closing or reloading the tab gets
 * the browser's own prompt.
 */
export function useLeaveConfirmation(dirty: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && leaves(currentLocation, nextLocation));
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
