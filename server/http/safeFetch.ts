import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * The outbound HTTP client of the conversation engine (INTEGRATION, ZAPIER, GENERIC): only
 * http and https, addresses in loopback, private and link-local ranges refused unless the
 * deployment allows them (a designer must not reach the server's own network), no redirects
 * (a redirect could lead there), a timeout and a response size limit (the body is read as it
 * streams and the call fails once it is larger). Errors say what went wrong in words, never a
 * header, a token or a body.
 */

export type SafeFetchOptions = { allowPrivateAddresses: boolean; fetch?: typeof fetch };

/** The largest answer read, in bytes. */
export const RESPONSE_LIMIT_BYTES = 1024 * 1024;

export class SafeFetchError extends Error {}

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

/** The address as a URL the client may call: http(s), and a public address unless private ones are allowed. */
export async function checkedUrl(address: string, options: Pick<SafeFetchOptions, 'allowPrivateAddresses'>, what: string): Promise<URL> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new SafeFetchError(`The ${what} URL is not valid.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new SafeFetchError(`The ${what} URL must use http or https.`);
  if (!options.allowPrivateAddresses) {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    let addresses: string[];
    try {
      addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
    } catch {
      throw new SafeFetchError(`The ${what} host cannot be found.`);
    }
    if (!addresses.length || addresses.some(isPrivateAddress)) throw new SafeFetchError(`The ${what} URL points to a private network address.`);
  }
  return url;
}

/** The body as text, read up to `limit` bytes; a larger answer is cut off and refused. */
async function limitedText(response: Response, limit: number, what: string): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel();
    throw new SafeFetchError(`The ${what} answered more than ${limit} bytes.`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new SafeFetchError(`The ${what} answered more than ${limit} bytes.`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export type SafeRequest = {
  method: string;
  headers: Record<string, string>;
  body?: string | FormData;
  timeoutMs: number;
  /** What is called, in the errors' words ('integration', 'zap'). */
  what: string;
  limitBytes?: number;
};

export type SafeAnswer = { status: number; ok: boolean; text: string };

/** One call through the client: the URL must already be checked (checkedUrl). */
export function createSafeFetch(options: SafeFetchOptions) {
  const doFetch = options.fetch ?? fetch;
  return async function safeFetch(url: URL, request: SafeRequest): Promise<SafeAnswer> {
    let response: Response;
    try {
      response = await doFetch(url, {
        method: request.method,
        headers: request.headers,
        ...(request.body !== undefined ? { body: request.body } : {}),
        redirect: 'error',
        signal: AbortSignal.timeout(request.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new SafeFetchError(timedOut ? `The ${request.what} did not answer within ${Math.round(request.timeoutMs / 1000)} s.` : `The ${request.what} cannot be reached.`);
    }
    const text = await limitedText(response, request.limitBytes ?? RESPONSE_LIMIT_BYTES, request.what);
    return { status: response.status, ok: response.ok, text };
  };
}

/** The top-level values of a JSON object answer that are not objects, as parameters. */
export function topLevelValues(parsed: unknown): Record<string, string> {
  const variables: Record<string, string> = {};
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
    for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
      if (value !== null && typeof value !== 'object') variables[key] = String(value);
    }
  }
  return variables;
}
