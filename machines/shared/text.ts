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
  /** "Problem in internet connection" (a 5xx answer). */
  internet: 'common.errors.internet',
  /** "Please check your internet connection." (no answer at all). */
  noInternet: 'common.errors.noInternet',
  /** "An error occurred fetching data." (any other non-ok answer). */
  other: 'common.errors.other',
  /** "The field cannot be empty" (a required field left empty). */
  fieldEmpty: 'common.errors.fieldEmpty',
  /** "The name must be at least 2 charachters" (spelt thus in the spec). */
  nameTooShort: 'common.errors.nameTooShort',
  /** "Company status is pending on admin's permission!" (a company that is not enterprise). */
  companyPending: 'common.errors.companyPending',
  /** "You don't have admin permissions on this company." */
  notAdmin: 'common.errors.notAdmin',
} as const;
