/**
 * The AI Agent (LLM) module's product button texts (spec 03 sections 5.10 and 9): a
 * default text and localized texts, one per locale, each 2 to 20 characters.
 */

export const BUTTON_TEXT_MIN = 2;
export const BUTTON_TEXT_MAX = 20;
export const MAX_BUTTON_LOCALES = 20;

export type ButtonTextError = 'required' | 'length';

/** A button text: required, 2 to 20 characters. */
export function buttonTextError(text: string): ButtonTextError | null {
  const trimmed = text.trim();
  if (!trimmed) return 'required';
  return trimmed.length < BUTTON_TEXT_MIN || trimmed.length > BUTTON_TEXT_MAX ? 'length' : null;
}

/** A row of the localized button texts; `locale` null while the row is temporary (no locale chosen yet). */
export type ButtonTextRow = { id: string; locale: string | null; text: string };

export type RowErrors = { locale?: 'localeRequired'; text?: ButtonTextError };

/** Rows with neither locale nor text are blank: ignored, not checked, not saved. */
export function isBlankRow(row: ButtonTextRow): boolean {
  return row.locale === null && !row.text.trim();
}

export function rowErrors(row: ButtonTextRow): RowErrors {
  if (isBlankRow(row)) return {};
  const errors: RowErrors = {};
  if (row.locale === null) errors.locale = 'localeRequired';
  const text = buttonTextError(row.text);
  if (text) errors.text = text;
  return errors;
}

export type ButtonTextsErrors = { defaultText: ButtonTextError | null; rows: Record<string, RowErrors> };

export function buttonTextsErrors(defaultText: string, rows: readonly ButtonTextRow[]): ButtonTextsErrors {
  const found: Record<string, RowErrors> = {};
  for (const row of rows) {
    const errors = rowErrors(row);
    if (errors.locale || errors.text) found[row.id] = errors;
  }
  return { defaultText: buttonTextError(defaultText), rows: found };
}

export function hasErrors(errors: ButtonTextsErrors): boolean {
  return errors.defaultText !== null || Object.keys(errors.rows).length > 0;
}

/** What is stored: rows with a chosen locale; blank and temporary rows are not saved. */
export function savedButtonTexts(rows: readonly ButtonTextRow[]): Record<string, string> {
  return Object.fromEntries(rows.filter((r) => r.locale !== null).map((r) => [r.locale as string, r.text.trim()]));
}

/** The stored texts as rows, one per locale. */
export function rowsOf(texts: unknown): ButtonTextRow[] {
  if (typeof texts !== 'object' || texts === null) return [];
  return Object.entries(texts as Record<string, unknown>).map(([locale, text]) => ({ id: `locale-${locale}`, locale, text: typeof text === 'string' ? text : '' }));
}

/** The locales a row may choose: those no other row uses. */
export function localesFor(all: readonly string[], rows: readonly ButtonTextRow[], rowId: string): string[] {
  const used = new Set(rows.filter((r) => r.id !== rowId && r.locale !== null).map((r) => r.locale));
  return all.filter((l) => !used.has(l));
}
