import { createContext, useContext, type ReactNode } from 'react';
import type { ConsoleActors } from './consoleActors';

/** The console's calls and stored session (src/app/actors.ts in the browser, a test's own in tests). */
const ConsoleActorsContext = createContext<ConsoleActors | null>(null);

export function ConsoleActorsProvider({ actors, children }: { actors: ConsoleActors; children: ReactNode }) {
  return <ConsoleActorsContext.Provider value={actors}>{children}</ConsoleActorsContext.Provider>;
}

/** What a page plugs into its machines; a page outside a provider is a wiring mistake, said loudly. */
export function useConsoleActors(): ConsoleActors {
  const actors = useContext(ConsoleActorsContext);
  if (!actors) throw new Error('No console actors: render the page inside a ConsoleActorsProvider.');
  return actors;
}
