import type { IntegrationAnswer, IntegrationRequest } from '../../machines/flow/compile';
import { substitute } from '../../machines/flow/rules';
import type { SettingsOf } from '../../services/contracts/modules';
import { SECRET_REFERENCE } from '../../services/contracts/secrets';
import { checkedUrl, createSafeFetch, isPrivateAddress, SafeFetchError, topLevelValues, type SafeFetchOptions } from '../http/safeFetch';

/**
 * The INTEGRATION module's HTTP call (spec 03 sections 2.10, 3.2, 3.3, 5.8): method, query
 * parameters, headers, authorization, body, timeout 3-300 s, and response variables
 * ("name" → "Response.path.to.value") kept as conversation parameters. Every value may use
 * #parameters. Addresses in loopback, private and link-local ranges are refused unless the
 * deployment allows them (a designer must not reach the server's own network).
 */

export type IntegrationCallOptions = SafeFetchOptions & {
  /** The company's secrets a call names ({{secret.NAME}}), keyed by lower-cased name; none: a reference is unknown. */
  secrets?: (names: string[]) => Promise<Map<string, string>>;
};

/** A failure whose reason the conversation's log may show (it names a secret, never its value). */
export class IntegrationCallError extends Error {
  constructor(
    message: string,
    readonly reason?: string,
  ) {
    super(message);
  }
}

type Fill = (text: string) => string;

/** The secret names a call's settings refer to. */
export function secretReferences(settings: unknown): string[] {
  return [...new Set([...JSON.stringify(settings ?? {}).matchAll(SECRET_REFERENCE)].map((match) => match[1]!))];
}

/**
 * A settings text with its #parameters and {{secret.NAME}} references filled in: the parameters
 * are substituted around the references only, so neither a parameter's value can name a
 * secret nor a secret's value be read as a parameter.
 */
function filler(params: Record<string, string>, secrets: Map<string, string>): Fill {
  return (text) => {
    let out = '';
    let last = 0;
    for (const match of text.matchAll(SECRET_REFERENCE)) {
      out += substitute(text.slice(last, match.index), params) + (secrets.get(match[1]!.toLowerCase()) ?? '');
      last = match.index + match[0].length;
    }
    return out + substitute(text.slice(last), params);
  };
}

export { isPrivateAddress };

type Settings = SettingsOf<'INTEGRATION'>;
type Pair = { key: string; value: string };
/** The rows with a key (trimmed); a row without one is not sent. */
const pairs = (rows: readonly Pair[] | undefined): Pair[] => (rows ?? []).flatMap(({ key, value }) => (key.trim() ? [{ key: key.trim(), value }] : []));

export const TIMEOUT_MIN_S = 3;
export const TIMEOUT_MAX_S = 300;
const DEFAULT_TIMEOUT_S = 30;

/** The value at a dotted path ("Response.order.status", "Response.items.0.name") of an answer. */
export function valueAt(root: unknown, path: string): string | null {
  const parts = path.split('.').filter(Boolean);
  if (parts[0]?.toLowerCase() === 'response') parts.shift();
  let current: unknown = root;
  for (const part of parts) {
    if (current === null || typeof current !== 'object') return null;
    current = (current as Record<string, unknown>)[part];
  }
  if (current === undefined || current === null) return null;
  return typeof current === 'object' ? JSON.stringify(current) : String(current);
}

function authorization(settings: Settings, fill: Fill): Record<string, string> {
  const auth = settings.authParams ?? {};
  const value = (key: 'username' | 'password' | 'token' | 'accessToken' | 'headerPrefix') => fill(auth[key] ?? '');
  switch (settings.authOption) {
    case 'Bearer Token':
      return value('token') ? { authorization: `${value('headerPrefix') || 'Bearer'} ${value('token')}` } : {};
    case 'Basic':
      return value('username') ? { authorization: `Basic ${Buffer.from(`${value('username')}:${value('password')}`).toString('base64')}` } : {};
    case 'OAuth2':
      return value('accessToken') ? { authorization: `${value('headerPrefix') || 'Bearer'} ${value('accessToken')}` } : {};
    default:
      return {};
  }
}

const RAW_CONTENT_TYPES: Partial<Record<NonNullable<Settings['bodyRawOption']>, string>> = { XML: 'application/xml', Text: 'text/plain' };

function body(settings: Settings, params: Record<string, string>, fill: Fill, method: string): { body?: string | FormData; type?: string } {
  if (method === 'GET' || method === 'DELETE') return {};
  if (settings.bodySendOption !== 'manually') return { body: JSON.stringify(params), type: 'application/json' };
  const option = settings.bodyOption ?? 'none';
  const stored = settings.bodyParameter;
  if (option === 'none') return {};
  if (option === 'raw') {
    const raw = fill(typeof stored === 'string' ? stored : (settings.bodyRaw ?? ''));
    return { body: raw, type: (settings.bodyRawOption && RAW_CONTENT_TYPES[settings.bodyRawOption]) ?? 'application/json' };
  }
  const fields = pairs(typeof stored === 'string' ? [] : stored).map((p) => [p.key, fill(p.value)] as const);
  if (option === 'form-data') {
    // multipart/form-data: fetch sets the content type with its boundary.
    const form = new FormData();
    for (const [key, value] of fields) form.append(key, value);
    return { body: form };
  }
  return { body: new URLSearchParams(fields.map(([k, v]) => [k, v])).toString(), type: 'application/x-www-form-urlencoded' };
}

export function createIntegrationCall(options: IntegrationCallOptions) {
  const safeFetch = createSafeFetch(options);
  return async function integrationCall(request: IntegrationRequest): Promise<IntegrationAnswer> {
    try {
      return await call(request);
    } catch (error) {
      if (error instanceof SafeFetchError) throw new IntegrationCallError(error.message);
      throw error;
    }
  };

  async function call(request: IntegrationRequest): Promise<IntegrationAnswer> {
    const { settings, params } = request;
    const names = secretReferences(settings);
    const secrets = names.length && options.secrets ? await options.secrets(names) : new Map<string, string>();
    const missing = names.find((name) => !secrets.has(name.toLowerCase()));
    if (missing) {
      const reason = `the secret ${missing} is not in the company's secret manager`;
      throw new IntegrationCallError(`The integration refers to ${missing}, which is not a secret of the company.`, reason);
    }
    const fill = filler(params, secrets);
    const url = await checkedUrl(fill(settings.url ?? ''), options, 'integration');
    for (const { key, value } of pairs(settings.queryParams)) url.searchParams.append(key, fill(value));
    const method = settings.requestMethod ?? 'POST';
    const headers: Record<string, string> = {};
    for (const { key, value } of pairs(settings.headers)) headers[key.toLowerCase()] = fill(value);
    Object.assign(headers, authorization(settings, fill));
    const payload = body(settings, params, fill, method);
    if (payload.type && !headers['content-type']) headers['content-type'] = payload.type;
    const seconds = settings.integrationTimeout;
    const timeout = seconds === undefined ? DEFAULT_TIMEOUT_S : Math.min(TIMEOUT_MAX_S, Math.max(TIMEOUT_MIN_S, seconds));
    const response = await safeFetch(url, { method, headers, ...(payload.body !== undefined ? { body: payload.body } : {}), timeoutMs: timeout * 1000, what: 'integration' });
    const text = response.text;
    if (!response.ok) throw new IntegrationCallError(`The integration answered ${response.status}.`);
    let parsed: unknown = text;
    if (settings.responseFormat !== 'xml') {
      try {
        parsed = text ? JSON.parse(text) : {};
      } catch {
        throw new IntegrationCallError('The integration answered something that is not JSON.');
      }
    }
    const variables: Record<string, string> = settings.responseReceiveOption !== 'manually' ? topLevelValues(parsed) : {};
    for (const [name, path] of Object.entries(settings.variables ?? {})) {
      const value = valueAt(parsed, path);
      if (value !== null) variables[name.replace(/^#/, '')] = value;
    }
    return { status: response.status, variables };
  }
}
