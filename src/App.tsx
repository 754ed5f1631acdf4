import { useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { readConsoleConfig } from '../services/consoleConfig';
import { ConsoleActorsProvider } from '../ui/app/ConsoleActorsContext';
import { ConsoleConfigContext } from '../ui/app/ConsoleConfigContext';
import { browserActors } from './app/actors';

/** The router inside the console's settings and actors, so every page finds them. */
export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  const [config] = useState(readConsoleConfig);
  return (
    <ConsoleConfigContext.Provider value={config}>
      <ConsoleActorsProvider actors={browserActors}>
        <RouterProvider router={router} />
      </ConsoleActorsProvider>
    </ConsoleConfigContext.Provider>
  );
}
