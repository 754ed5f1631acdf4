import { CONSOLE_CONFIG_ELEMENT_ID, consoleConfig, type ConsoleConfig } from './contracts/consoleConfig';

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
  const parsed = consoleConfig.safeParse(raw);
  cached = parsed.success ? parsed.data : consoleConfig.parse({});
  return cached;
}
