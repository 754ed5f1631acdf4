import type { z } from 'zod';
import { moduleSettingsSchemas, type SettingsOf } from './index';
import type { ModuleType } from './moduleBase';

/**
 * The settings of a stored module read by the schema of its type, leniently: the engine runs
 * what was stored, also what the save check would refuse, and the designer opens it, so a
 * module is never refused here:
 * - a value of the wrong shape (a text where a list belongs, a value outside its list) is
 *   left out, read as not set, as the engine has always read such a value: a field, or the
 *   entry of a list (a button without its id, a payload that is no payload) with the
 *   list's other entries kept;
 * - a field of the right shape past a limit or a check (a text too long, a validator that
 *   does not compile) is kept as it is: the engine says the long text, a validator that
 *   does not compile accepts no reply, and the save check lists it until it is fixed.
 */

/** Issues that say a value has another shape than the schema's type (the others are limits and checks). */
const SHAPE_ISSUES: ReadonlySet<string> = new Set(['invalid_type', 'invalid_value', 'invalid_union', 'invalid_key', 'invalid_element', 'unrecognized_keys']);

type Path = readonly PropertyKey[];

/** The value at a path of settings (undefined when it is not there). */
function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((at, key) => (typeof at === 'object' && at !== null ? (at as Record<PropertyKey, unknown>)[key] : undefined), value);
}

/** What a shape issue leaves out: the value of the wrong shape, or the entry that misses a value it needs. */
const leftOutBy = (settings: unknown, path: Path): Path => (path.length > 0 && valueAt(settings, path) === undefined ? path.slice(0, -1) : path);

/** The value without what is at the paths (none of them empty): fields are left out, list entries taken out of their list. */
function without(value: unknown, paths: readonly Path[]): unknown {
  const here = new Set(paths.filter((p) => p.length === 1).map((p) => p[0]));
  const inner = (key: PropertyKey) => paths.filter((p) => p.length > 1 && p[0] === key).map((p) => p.slice(1));
  if (Array.isArray(value)) return value.flatMap((entry: unknown, index) => (here.has(index) ? [] : [inner(index).length ? without(entry, inner(index)) : entry]));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).flatMap(([key, entry]) => (here.has(key) ? [] : [[key, inner(key).length ? without(entry, inner(key)) : entry]])));
}

/** The settings of a module of `type`, typed by its schema, following the rules above. */
export function readSettings<T extends ModuleType>(type: T, stored: Record<string, unknown>): SettingsOf<T> {
  // The registry's schema of T parses to SettingsOf<T> (that is its definition); a lookup by a generic key loses the pairing.
  const schema = moduleSettingsSchemas[type] as unknown as z.ZodType<SettingsOf<T>>;
  let settings: unknown = stored;
  // Each round leaves out at least one value of the settings, and they hold fewer values than their JSON has characters.
  const rounds = (JSON.stringify(stored) ?? '').length + 1;
  for (let round = 0; round < rounds; round += 1) {
    const parsed = schema.safeParse(settings);
    if (parsed.success) return parsed.data;
    const shapeIssues = parsed.error.issues.filter((issue) => SHAPE_ISSUES.has(issue.code));
    // Only limits and checks fail: every value has its schema's type, which is what the type says.
    if (!shapeIssues.length) return settings as SettingsOf<T>;
    const paths = shapeIssues.map((issue) => leftOutBy(settings, issue.path));
    if (paths.some((path) => path.length === 0)) return schema.parse({});
    settings = without(settings, paths);
  }
  return schema.parse({});
}
