import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { z } from 'zod';
import type { customRequest } from '../../services/contracts/channels/webChatWidget';
import { isPrivateAddress } from '../engine/integrationCall';
import { PROVIDER_TIMEOUT_MS } from './providerAccess';

export type CustomRequest = z.output<typeof customRequest>;

/** What fills a request's placeholders: {{phone}}, {{code}}, {{name}}, {{email}}. */
export type RequestValues = Record<'phone' | 'code' | 'name' | 'email', string>;

export type CustomCallOptions = { allowPrivateAddresses: boolean; fetch?: typeof fetch; timeoutMs?: number };

/** How a custom request went: answered 2xx, answered otherwise, or not reached (never the body: it may hold the code). */
export type CustomAnswer = { kind: 'ok' } | { kind: 'refused'; status: number } | { kind: 'unreachable'; reason: string };

const PLACEHOLDER = /\{\{\s*(phone|code|name|email)\s*\}\}/g;

/** `text` with each placeholder replaced by `escape(value)`. */
export function fillPlaceholders(text: string, values: RequestValues, escape: (value: string) => string = (value) => value): string {
  return text.replace(PLACEHOLDER, (_, name: keyof RequestValues) => escape(values[name]));
}

/** A value as it may stand inside a JSON string: quotes, backslashes and control characters escaped. */
export const jsonEscaped = (value: string): string => JSON.stringify(value).slice(1, -1);

/** Whether every address the URL's host resolves to is public (no private, loopback or link-local network). */
export async function isPublic(url: URL): Promise<boolean> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  return addresses.length > 0 && !addresses.some(isPrivateAddress);
}

/**
 * Sends a channel's customSMS or customOtpValidation request: placeholders filled (URL-encoded
 * in the url, JSON-escaped in the body, as they are in the headers), the method it names, a
 * timeout, no redirects, and (outside developer mode) no private network address, as every
 * call to a provider.
 */
export async function callCustomRequest(request: CustomRequest, values: RequestValues, options: CustomCallOptions): Promise<CustomAnswer> {
  let url: URL;
  try {
    url = new URL(fillPlaceholders(request.url, values, encodeURIComponent));
  } catch {
    return { kind: 'unreachable', reason: 'the url is not valid' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'unreachable', reason: 'the url must use http or https' };
  try {
    if (!options.allowPrivateAddresses && !(await isPublic(url))) return { kind: 'unreachable', reason: `${url.host} is a private network address` };
  } catch {
    return { kind: 'unreachable', reason: `${url.host} could not be resolved` };
  }
  const headers: Record<string, string> = {};
  for (const { name, value } of request.headers) headers[name.toLowerCase()] = fillPlaceholders(value, values);
  const body = request.method === 'GET' || !request.body ? undefined : fillPlaceholders(request.body, values, jsonEscaped);
  if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  const timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url.href, {
      method: request.method,
      headers,
      ...(body === undefined ? {} : { body }),
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return { kind: 'unreachable', reason: timedOut ? `${url.host} did not answer in ${timeoutMs} ms` : `${url.host} could not be reached` };
  }
  await response.body?.cancel().catch(() => undefined);
  return response.ok ? { kind: 'ok' } : { kind: 'refused', status: response.status };
}
