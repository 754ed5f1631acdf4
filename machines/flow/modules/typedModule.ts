import type { z } from 'zod';
import type { FlowModule, ModuleType } from '../../../services/contracts/flow';
import { moduleSettingsSchemas, type SettingsOf, type TypedFlowModule } from '../../../services/contracts/modules';
import { migrateModule } from '../../../services/contracts/modules/migrate';

/**
 * A stored module (format 1: settings an untyped record) as the compile steps read it: its
 * settings parsed once by the contract's schema of its type (services/contracts/modules).
 *
 * The engine runs what was stored, also what the save check would refuse, so a module is
 * never refused here:
 * - a format-1 spelling is read as format 2 stores it (the migration's handover modes);
 * - a value of the wrong shape (a text where a list belongs, a value outside its list) is
 *   left out, read as not set, as the engine has always read such a value: a field, or the
 *   entry of a list (a button without its id, a payload that is no payload) with the
 *   list's other entries kept;
 * - a field of the right shape past a limit or a check (a text too long, a validator that
 *   does not compile) is kept as it is: the engine says the long text, and a validator that
 *   does not compile accepts no reply.
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
export function typedSettings<T extends ModuleType>(type: T, stored: Record<string, unknown>): SettingsOf<T> {
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

const typed = new WeakMap<FlowModule, TypedFlowModule>();

/** A stored module with its settings typed by its type (parsed once per module object). */
export function typedModuleOf(stored: FlowModule): TypedFlowModule {
  const known = typed.get(stored);
  if (known) return known;
  const module = migrateModule(stored);
  // The settings parsed by the schema of module.type belong to that type: TypeScript does not pair the two through the union of types.
  const result = { ...module, settings: typedSettings(module.type, module.settings) } as TypedFlowModule;
  typed.set(stored, result);
  // A typed module read again (a guard of the compiled flow) is itself.
  typed.set(result, result);
  return result;
}
