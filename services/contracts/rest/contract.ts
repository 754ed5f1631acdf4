import { z } from 'zod';

/**
 * The contract of one REST route the server registers: what it reads from the request (path
 * parameters, query string, headers, body), each a schema the server validates with (a
 * failure is a 400 with the first problem in words), and its 2xx answer, which the server's
 * answer satisfies and the console's client parses with. Routes are keyed by method and path
 * as the server registers them: 'POST /auth/signin', 'GET /channel/:id'.
 */
export type RestContract = {
  params?: z.ZodType;
  query?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  answer: z.ZodType;
};

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RestRouteKey = `${RestMethod} /${string}`;
export type RestContracts = Record<RestRouteKey, RestContract>;

/** A route that answers with a redirect (302 and a Location header), no body. */
export const redirectAnswer = z.undefined().describe('a redirect');
/** A route that answers 204 No Content. */
export const noContent = z.undefined().describe('no content (204)');
/** A route that answers an HTML page (a popup, a sign-in page of the development tools). */
export const htmlPage = z.string().describe('an HTML page');

/** Path parameters: each named one is a text (what a path segment can only be). */
export const pathParams = <const Names extends readonly [string, ...string[]]>(...names: Names) =>
  z.object(Object.fromEntries(names.map((name) => [name, z.string()])) as { [N in Names[number]]: z.ZodString });
