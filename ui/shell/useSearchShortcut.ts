import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The search box of the /search page (ui/pages/search/SearchView.tsx). */
const SEARCH_BOX = '.search-field input';

function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Whether a key press asks for the search: Ctrl+K (⌘K) anywhere, or "/" when not typing in a field. */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>): boolean {
  if (event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !typingIn(event.target);
}

/** "/" or Ctrl+K from any signed-in page opens the search, or focuses its box when it is open. */
export function useSearchShortcut(): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      if (pathname === '/search') document.querySelector<HTMLInputElement>(SEARCH_BOX)?.focus();
      else void navigate('/search');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate, pathname]);
}
