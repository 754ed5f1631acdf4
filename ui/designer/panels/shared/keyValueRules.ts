/**
 * The rules of the key/value editors (spec 03 section 5.5), as pure functions: code
 * station parameters, integration-call query params, headers, form bodies and variables.
 * Texts are keys of the panelsLogic namespace.
 */
export type KeyValueRow = { key: string; value: string };

export type KeyValueOptions = {
  /** Whether a row may have an empty key (e.g. a raw value list); off by default. */
  allowEmptyKeys?: boolean;
};

/** Spec 9: key/value lists scroll beyond 150 px. */
export const KEY_VALUE_LIST_MAX_HEIGHT = 150;

export const keyValueTexts = {
  duplicateKey: 'keyValue.duplicateKey',
  staleKey: 'keyValue.staleKey',
} as const;

function isRow(item: unknown): item is KeyValueRow {
  if (typeof item !== 'object' || item === null) return false;
  const { key, value } = item as { key?: unknown; value?: unknown };
  return typeof key === 'string' && typeof value === 'string';
}

/**
 * The rows of a stored setting: a list of { key, value } (parameters, headers) or a plain
 * object of key → text (integration variables). Anything else reads as no rows.
 */
export function rowsOf(stored: unknown): KeyValueRow[] {
  if (Array.isArray(stored)) return stored.filter(isRow).map(({ key, value }) => ({ key, value }));
  if (typeof stored === 'object' && stored !== null) {
    return Object.entries(stored).flatMap(([key, value]) => (typeof value === 'string' ? [{ key, value }] : []));
  }
  return [];
}

/** The rows as an object of key → value, for settings stored that way (integration variables). */
export function recordOf(rows: readonly KeyValueRow[]): Record<string, string> {
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/** Add is enabled when the value is filled in, and the key too unless empty keys are allowed. */
export function canAddRow(draft: KeyValueRow, options: KeyValueOptions = {}): boolean {
  if (draft.value.trim() === '') return false;
  return options.allowEmptyKeys === true || draft.key.trim() !== '';
}

export type AddRowResult = { ok: true; rows: KeyValueRow[] } | { ok: false; error: typeof keyValueTexts.duplicateKey };

/** Adds the draft (its key trimmed) unless a row already has that key. */
export function addRow(rows: readonly KeyValueRow[], draft: KeyValueRow): AddRowResult {
  const key = draft.key.trim();
  if (rows.some((row) => row.key === key)) return { ok: false, error: keyValueTexts.duplicateKey };
  return { ok: true, rows: [...rows, { key, value: draft.value }] };
}

export function removeRow(rows: readonly KeyValueRow[], index: number): KeyValueRow[] {
  return rows.filter((_, i) => i !== index);
}

/**
 * Whether a saved row's key is no longer offered (the code block version's parameters
 * changed): only when a list of allowed keys is known.
 */
export function isStaleKey(key: string, allowedKeys: readonly string[] | null | undefined): boolean {
  return allowedKeys != null && !allowedKeys.includes(key);
}
