/** A value that survives JSON.stringify and structured cloning unchanged. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

const MAX_DEPTH = 8;
const MAX_ITEMS = 200;
const MAX_STRING = 2000;

/** Values under such keys (passwords, tokens, secrets, codes) are never kept by the inspector. */
const SECRET_KEY = /pass(word)?|secret|token|api[-_]?key|private[-_]?key|(backup|verification|otp|tfa)[-_]?code/i;
/** Events whose type names a secret carry it in their fields (e.g. PASSWORD_CHANGED { value }). */
const SECRET_EVENT = /PASSWORD|SECRET|TOKEN|CODE/i;
export const MASK = '••••••••';

/** A JSON-safe copy of an event with the fields of a secret-bearing event masked. */
export function jsonSafeEvent(event: { type: string } & Record<string, unknown>): JsonValue {
  if (!SECRET_EVENT.test(event.type)) return jsonSafe(event);
  return Object.fromEntries(Object.entries(event).map(([key, value]) => [key, key === 'type' ? event.type : typeof value === 'string' && value ? MASK : jsonSafe(value)]));
}

function isActorRefLike(value: object): value is { sessionId: string; id?: string } {
  return 'sessionId' in value && typeof (value as { sessionId: unknown }).sessionId === 'string' && 'send' in value;
}

/**
 * A JSON-safe copy of what a snapshot or an event holds. Snapshots carry functions,
 * actor refs, DOM nodes, errors and cycles; the inspector stores, shows, exports and
 * broadcasts copies only, so it never keeps the page's objects alive or throws while
 * cloning. Actor refs become `{ "@actor": sessionId }`; depth and sizes are capped; strings
 * under secret-looking keys (password, token, secret, codes) are masked.
 */
export function jsonSafe(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): JsonValue {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'boolean':
      return value;
    case 'number':
      return Number.isFinite(value) ? value : String(value);
    case 'string':
      return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
    case 'bigint':
      return `${value.toString()}n`;
    case 'function':
      return `[function ${value.name || 'anonymous'}]`;
    case 'symbol':
      return value.toString();
    default:
      break;
  }
  const object = value as object;
  if (seen.has(object)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[…]';
  if (isActorRefLike(object)) return { '@actor': object.sessionId, ...(typeof object.id === 'string' ? { id: object.id } : {}) };
  if (object instanceof Date) return Number.isNaN(object.getTime()) ? 'Invalid Date' : object.toISOString();
  if (object instanceof Error) return { name: object.name, message: object.message };
  if (typeof Node !== 'undefined' && object instanceof Node) return `[element ${object.nodeName.toLowerCase()}]`;
  seen.add(object);
  try {
    if (Array.isArray(object) || object instanceof Set) {
      const items = [...object];
      const copy = items.slice(0, MAX_ITEMS).map((item) => jsonSafe(item, depth + 1, seen));
      if (items.length > MAX_ITEMS) copy.push(`[${items.length - MAX_ITEMS} more]`);
      return copy;
    }
    const entries = object instanceof Map ? [...object.entries()].map(([k, v]) => [String(k), v] as const) : Object.entries(object);
    const copy: { [key: string]: JsonValue } = {};
    for (const [key, item] of entries.slice(0, MAX_ITEMS)) {
      if (item === undefined) continue;
      copy[key] = typeof item === 'string' && item && SECRET_KEY.test(key) ? MASK : jsonSafe(item, depth + 1, seen);
    }
    if (entries.length > MAX_ITEMS) copy['…'] = `[${entries.length - MAX_ITEMS} more]`;
    return copy;
  } finally {
    seen.delete(object);
  }
}
