/**
 * Secret values in AI connection settings, addressed by dotted paths in which `*` stands for
 * every item of a list ("generativeAIProviderProperties.generativeModels.*.azureKey"). Pure
 * functions over plain values: the server seals what `secretValues` returns and answers what
 * `maskSecrets` returns.
 */
export { SECRET_MASK } from '../channels/secrets';
import { SECRET_MASK } from '../channels/secrets';

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The concrete paths (list indexes filled in) a pattern names in `object`, whether set or not. */
export function expandPath(object: unknown, pattern: string): string[] {
  const [head, ...rest] = pattern.split('.');
  if (head === undefined) return [];
  if (head === '*') {
    if (!Array.isArray(object)) return [];
    return object.flatMap((item, index) => (rest.length ? expandPath(item, rest.join('.')).map((tail) => `${index}.${tail}`) : [String(index)]));
  }
  if (!rest.length) return [head];
  const inner = isPlain(object) ? object[head] : undefined;
  return expandPath(inner, rest.join('.')).map((tail) => `${head}.${tail}`);
}

/** The value at a concrete dotted path (list indexes as numbers), or undefined. */
export function valueAt(object: unknown, path: string): unknown {
  let here: unknown = object;
  for (const part of path.split('.')) {
    if (Array.isArray(here)) here = here[Number(part)];
    else if (isPlain(here)) here = here[part];
    else return undefined;
  }
  return here;
}

/**
 * A copy of `object` with the concrete `path` set to `value` (`undefined` removes it). Only
 * where its parents exist, unless `createParents`: then missing objects on the way are made
 * (list items are never added).
 */
export function withValueAt<T>(object: T, path: string, value: unknown, createParents = false): T {
  const [head, ...rest] = path.split('.');
  if (head === undefined) return object;
  const inner = (current: unknown) => (rest.length ? withValueAt(createParents ? (current ?? {}) : current, rest.join('.'), value, createParents) : value);
  if (Array.isArray(object)) {
    const index = Number(head);
    if (!Number.isInteger(index) || index < 0 || index >= object.length) return object;
    const copy = [...object];
    copy[index] = inner(copy[index]);
    return copy as T;
  }
  if (!isPlain(object) || (!createParents && !(head in object))) return object;
  const next = inner(object[head]);
  const copy: Plain = { ...object };
  if (next === undefined) delete copy[head];
  else copy[head] = next;
  return copy as T;
}

const concretePaths = (object: unknown, patterns: readonly string[]) => patterns.flatMap((pattern) => expandPath(object, pattern));

/** The secrets that are set, by concrete path: what is sealed at rest. */
export function secretValues(settings: unknown, patterns: readonly string[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const path of concretePaths(settings, patterns)) {
    const value = valueAt(settings, path);
    if (typeof value === 'string' && value !== '') found[path] = value;
  }
  return found;
}

/** The settings without their secrets: what is stored in the clear. */
export function withoutSecrets<T>(settings: T, patterns: readonly string[]): T {
  let result = settings;
  for (const path of concretePaths(settings, patterns)) result = withValueAt(result, path, undefined);
  return result;
}

/** The settings with the sealed secrets put back at their paths. */
export function withSecrets<T>(settings: T, secrets: Record<string, string>): T {
  let result = settings;
  for (const [path, value] of Object.entries(secrets)) result = withValueAt(result, path, value, true);
  return result;
}

/** Every secret that is set reads as the mask; a missing one stays missing (a reader sees whether one is set). */
export function maskSecrets<T>(settings: T, patterns: readonly string[]): T {
  let result = settings;
  for (const path of concretePaths(settings, patterns)) {
    const value = valueAt(result, path);
    if (typeof value === 'string' && value !== '') result = withValueAt(result, path, SECRET_MASK);
  }
  return result;
}

/**
 * An update that sends back the mask keeps the stored secret at the same path: the mask is
 * never stored in its place.
 */
export function keepMaskedSecrets<T>(incoming: T, stored: unknown, patterns: readonly string[]): T {
  let result = incoming;
  for (const path of concretePaths(incoming, patterns)) {
    if (valueAt(result, path) !== SECRET_MASK) continue;
    const kept = valueAt(stored, path);
    result = withValueAt(result, path, typeof kept === 'string' ? kept : undefined);
  }
  return result;
}
