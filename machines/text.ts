/**
 * A text a machine wants shown: an i18n key (see machines/README.md and locales/),
 * optionally the server's own message, which the UI shows instead of the key's text
 * when present ("Server message or 'General error ...'").
 */
export type TextRef = { key: string; message?: string; values?: Record<string, string | number> };

export function text(key: string, message?: string): TextRef {
  return message ? { key, message } : { key };
}

/** Keys shared by several machines. */
export const commonTexts = {
  internet: 'common.errors.internet',
  noInternet: 'common.errors.noInternet',
  unexpected: 'common.errors.unexpected',
} as const;
