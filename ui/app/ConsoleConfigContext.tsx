import { createContext, useContext } from 'react';
import type { ConsoleConfig } from '../../services/contracts/consoleConfig';
import { CONSOLE_CONFIG_DEFAULTS } from '../../services/contracts/consoleConfigReader';

/**
 * The run-time settings the server put into the page (services/contracts/consoleConfig.ts),
 * read once by the app (src/App.tsx). Without a provider (a test) the defaults apply, the
 * same settings a page without server settings gets.
 */
export const ConsoleConfigContext = createContext<ConsoleConfig>(CONSOLE_CONFIG_DEFAULTS);

export function useConsoleConfig(): ConsoleConfig {
  return useContext(ConsoleConfigContext);
}
