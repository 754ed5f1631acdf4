import type { ConsoleConfig } from '../services/contracts/consoleConfig';
import { CONSOLE_CONFIG_ELEMENT_ID } from '../services/contracts/consoleConfigReader';

/** The settings as a JSON script element, safe to put into HTML (no `<` can close the script). */
export function consoleConfigScript(config: ConsoleConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script id="${CONSOLE_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
}

/** index.html with the settings placed before </head>. */
export function withConsoleConfig(html: string, config: ConsoleConfig): string {
  return html.replace('</head>', `${consoleConfigScript(config)}</head>`);
}
