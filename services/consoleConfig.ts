import type { ConsoleConfig } from './contracts/consoleConfig';
import { CONSOLE_CONFIG_ELEMENT_ID, readConsoleConfigValue } from './contracts/consoleConfigReader';

let cached: ConsoleConfig | undefined;

/** The run-time settings the server put into the page; defaults when there are none (tests, dev server). */
export function readConsoleConfig(): ConsoleConfig {
  if (cached) return cached;
  const element = typeof document === 'undefined' ? null : document.getElementById(CONSOLE_CONFIG_ELEMENT_ID);
  let raw: unknown;
  try {
    raw = element?.textContent ? JSON.parse(element.textContent) : {};
  } catch {
    raw = {};
  }
  cached = readConsoleConfigValue(raw);
  return cached;
}
