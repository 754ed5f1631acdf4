/**
 * Secret values in channel properties, addressed by dotted paths ("jsonKey.private_key").
 * Pure functions over plain objects: the registry (index.ts) feeds them each kind's paths,
 * the server uses them to seal values at rest.
 */

/** What a secret reads as in every answer and log: fixed, never a part of the secret. */
export const SECRET_MASK = '••••••••';

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at a dotted path, or undefined. */
export function valueAt(object: unknown, path: string): unknown {
  let here: unknown = object;
  for (const part of path.split('.')) {
    if (!isPlain(here)) return undefined;
    here = here[part];
  }
  return here;
}

/** A copy of `object` with `path` set to `value` (only where the parents exist as objects). */
export function withValueAt<T>(object: T, path: string, value: unknown): T {
  if (!isPlain(object)) return object;
  const [head, ...rest] = path.split('.');
  if (head === undefined || !(head in object)) return object;
  const next = rest.length === 0 ? value : withValueAt(object[head], rest.join('.'), value);
  return { ...object, [head]: next };
}

/** Applies `change` to the text at each path that holds a non-empty text; the rest stays as it is. */
export function mapSecretTexts<T>(object: T, paths: readonly string[], change: (value: string, path: string) => string): T {
  let result = object;
  for (const path of paths) {
    const value = valueAt(result, path);
    if (typeof value === 'string' && value !== '') result = withValueAt(result, path, change(value, path));
  }
  return result;
}

/** Every secret that is set reads as the mask; an empty or missing one stays so (a reader sees whether one is set). */
export function maskSecrets<T>(object: T, paths: readonly string[]): T {
  return mapSecretTexts(object, paths, () => SECRET_MASK);
}

/**
 * An update that sends back the mask of an answer keeps the stored secret: the mask is never
 * stored in its place.
 */
export function keepMaskedSecrets<T>(incoming: T, stored: unknown, paths: readonly string[]): T {
  let result = incoming;
  for (const path of paths) {
    if (valueAt(result, path) !== SECRET_MASK) continue;
    const kept = valueAt(stored, path);
    result = withValueAt(result, path, typeof kept === 'string' ? kept : undefined);
  }
  return result;
}
