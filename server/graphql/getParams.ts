import type { FastifyRequest } from 'fastify';

/**
 * What is wrong with a GraphQL GET request's query string before GraphQL Yoga reads it: an
 * escape that does not decode, or `variables` / `extensions` that are not JSON objects (Yoga
 * would throw on either as if it were its own fault). Undefined when it is fine.
 */
export function getParamsProblem(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET') return undefined;
  const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
  const values = new Map<string, string>();
  for (const part of search.split('&')) {
    if (part === '') continue;
    const [rawKey = '', rawValue = ''] = part.split(/=(.*)/s);
    try {
      values.set(decodeURIComponent(rawKey.replace(/\+/g, ' ')), decodeURIComponent(rawValue.replace(/\+/g, ' ')));
    } catch {
      return 'The address is not valid.';
    }
  }
  for (const name of ['variables', 'extensions']) {
    const text = values.get(name);
    if (text === undefined || text === '') continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return `${name} must be a JSON object.`;
    }
    if (parsed !== null && (typeof parsed !== 'object' || Array.isArray(parsed))) return `${name} must be a JSON object.`;
  }
  return undefined;
}
