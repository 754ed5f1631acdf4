import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { IntegrationAnswer, IntegrationRequest } from '../../machines/flow/compile';
import { substitute } from '../../machines/flow/rules';
import type { SettingsOf } from '../../services/contracts/modules';

/**
 * The INTEGRATION module's HTTP call (spec 03 sections 2.10, 3.2, 3.3, 5.8): method, query
 * parameters, headers, authorization, body, timeout 3-300 s, and response variables
 * ("name" → "Response.path.to.value") kept as conversation parameters. Every value may use
 * #parameters. Addresses in loopback, private and link-local ranges are refused unless the
 * deployment allows them (a designer must not reach the server's own network).
 */

export type IntegrationCallOptions = { allowPrivateAddresses: boolean; fetch?: typeof fetch };

export class IntegrationCallError extends Error {}

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
blocked.addAddress('::', 'ipv6');
blocked.addAddress('::1', 'ipv6');
blocked.addSubnet('fc00::', 7, 'ipv6');
blocked.addSubnet('fe80::', 10, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const plain = mapped ?? address;
  const family = isIP(plain);
  if (family === 0) return true;
  return blocked.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

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

function authorization(settings: Settings, params: Record<string, string>): Record<string, string> {
  const auth = settings.authParams ?? {};
  const value = (key: 'username' | 'password' | 'token' | 'accessToken' | 'headerPrefix') => substitute(auth[key] ?? '', params);
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

function body(settings: Settings, params: Record<string, string>, method: string): { body?: string | FormData; type?: string } {
  if (method === 'GET' || method === 'DELETE') return {};
  if (settings.bodySendOption !== 'manually') return { body: JSON.stringify(params), type: 'application/json' };
  const option = settings.bodyOption ?? 'none';
  const stored = settings.bodyParameter;
  if (option === 'none') return {};
  if (option === 'raw') {
    const raw = substitute(typeof stored === 'string' ? stored : (settings.bodyRaw ?? ''), params);
    return { body: raw, type: (settings.bodyRawOption && RAW_CONTENT_TYPES[settings.bodyRawOption]) ?? 'application/json' };
  }
  const fields = pairs(typeof stored === 'string' ? [] : stored).map((p) => [p.key, substitute(p.value, params)] as const);
  if (option === 'form-data') {
    // multipart/form-data: fetch sets the content type with its boundary.
    const form = new FormData();
    for (const [key, value] of fields) form.append(key, value);
    return { body: form };
  }
  return { body: new URLSearchParams(fields.map(([k, v]) => [k, v])).toString(), type: 'application/x-www-form-urlencoded' };
}

export function createIntegrationCall(options: IntegrationCallOptions) {
  const doFetch = options.fetch ?? fetch;
  return async function integrationCall(request: IntegrationRequest): Promise<IntegrationAnswer> {
    const { settings, params } = request;
    let url: URL;
    try {
      url = new URL(substitute(settings.url ?? '', params));
    } catch {
      throw new IntegrationCallError('The integration URL is not valid.');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new IntegrationCallError('The integration URL must use http or https.');
    if (!options.allowPrivateAddresses) {
      const host = url.hostname.replace(/^\[|\]$/g, '');
      const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
      if (!addresses.length || addresses.some(isPrivateAddress)) throw new IntegrationCallError('The integration URL points to a private network address.');
    }
    for (const { key, value } of pairs(settings.queryParams)) url.searchParams.append(key, substitute(value, params));
    const method = settings.requestMethod ?? 'POST';
    const headers: Record<string, string> = {};
    for (const { key, value } of pairs(settings.headers)) headers[key.toLowerCase()] = substitute(value, params);
    Object.assign(headers, authorization(settings, params));
    const payload = body(settings, params, method);
    if (payload.type && !headers['content-type']) headers['content-type'] = payload.type;
    const seconds = settings.integrationTimeout;
    const timeout = seconds === undefined ? DEFAULT_TIMEOUT_S : Math.min(TIMEOUT_MAX_S, Math.max(TIMEOUT_MIN_S, seconds));
    const response = await doFetch(url, {
      method,
      headers,
      ...(payload.body !== undefined ? { body: payload.body } : {}),
      redirect: 'error',
      signal: AbortSignal.timeout(timeout * 1000),
    });
    const text = await response.text();
    if (!response.ok) throw new IntegrationCallError(`The integration answered ${response.status}.`);
    let parsed: unknown = text;
    if (settings.responseFormat !== 'xml') {
      try {
        parsed = text ? JSON.parse(text) : {};
      } catch {
        throw new IntegrationCallError('The integration answered something that is not JSON.');
      }
    }
    const variables: Record<string, string> = {};
    if (settings.responseReceiveOption !== 'manually' && parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
        if (value !== null && typeof value !== 'object') variables[key] = String(value);
      }
    }
    for (const [name, path] of Object.entries(settings.variables ?? {})) {
      const value = valueAt(parsed, path);
      if (value !== null) variables[name.replace(/^#/, '')] = value;
    }
    return { status: response.status, variables };
  };
}
