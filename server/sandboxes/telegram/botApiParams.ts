/**
 * A Bot API call's parameters as Telegram reads them: from the query string and a JSON or form
 * body alike. A form or query sends every value as text, objects (reply_markup,
 * allowed_updates) JSON-serialized; a JSON body sends them as they are.
 */
export type Params = Record<string, unknown>;

/** The failure of a call the way Telegram words it ("Bad Request: ..."). */
export class BotApiError extends Error {
  constructor(
    readonly code: number,
    description: string,
    readonly retryAfter?: number,
  ) {
    super(description);
  }
}

export const badRequest = (words: string) => new BotApiError(400, `Bad Request: ${words}`);

export function paramsOf(query: unknown, body: unknown): Params {
  const asObject = (value: unknown): Params => (typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : {});
  return { ...asObject(query), ...asObject(body) };
}

export function stringParam(params: Params, name: string): string | undefined {
  const value = params[name];
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
}

export function intParam(params: Params, name: string): number | undefined {
  const text = stringParam(params, name);
  if (text === undefined) return undefined;
  if (!/^-?[0-9]{1,16}$/.test(text.trim())) throw badRequest(`invalid ${name} specified`);
  return Number(text);
}

export function boolParam(params: Params, name: string): boolean {
  const value = params[name];
  return value === true || value === 'true' || value === '1' || value === 1;
}

/** An object parameter: as it is in a JSON body, JSON text in a form. */
export function jsonParam(params: Params, name: string): unknown {
  const value = params[name];
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw badRequest(`can't parse ${name} JSON object`);
  }
}
