import { z } from 'zod';
import { moduleSettings } from './common';
import { keyValueRow, keyValueRows, oneOf, textsByKey, textUpTo, wholeNumberIn } from './fields';

/**
 * INTEGRATION, the integration call (spec 03 sections 2.10, 3.2, 3.3, 5.8, 9): an HTTP request
 * the conversation makes and what it keeps from the answer. Values are stored as the
 * enumerations of spec 3.3 name them; query parameters, headers and form bodies are
 * key/value rows, a raw body is its text, variables map a parameter to a path of the answer
 * (Response.order.status).
 */
export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export const AUTH_TYPES = ['No Auth', 'Bearer Token', 'Basic', 'OAuth2'] as const;
export const BODY_TYPES = ['none', 'form-data', 'x-www-form-urlencoded', 'raw'] as const;
export const RAW_TYPES = ['JSON', 'XML', 'Text', 'HTML', 'JavaScript'] as const;
export const SEND_MODES = ['automatically', 'manually'] as const;
export const RESPONSE_FORMATS = ['json', 'xml'] as const;
export const SERVICE_TYPES = ['internal', 'external'] as const;

export const URL_MAX = 500;
export const COMMENT_MAX = 2000;
export const TIMEOUT_MIN = 3;
export const TIMEOUT_MAX = 300;

/** Spec 5.8: header keys allow only letters, digits and _ . ! ^ + % & - * */
const HEADER_KEY = /^[A-Za-z0-9_.!^+%&*-]+$/;
const headerRow = keyValueRow.refine((row) => HEADER_KEY.test(row.key), {
  path: ['key'],
  message: 'Header keys can contain only letters, digits and _ . ! ^ + % & - *',
});

export const authParams = z.looseObject({
  username: z.string().optional(),
  password: z.string().optional(),
  token: z.string().optional(),
  accessToken: z.string().optional(),
  headerPrefix: z.string().optional(),
});

export const integrationSettings = moduleSettings({
  url: textUpTo(URL_MAX, `The URL can be at most ${URL_MAX} characters.`).optional(),
  queryParams: keyValueRows().optional(),
  /** POST when not stored. */
  requestMethod: oneOf(METHODS, 'The method is GET, POST, PUT, PATCH or DELETE.').optional(),
  authOption: oneOf(AUTH_TYPES, 'The authorization is No Auth, Bearer Token, Basic or OAuth2.').optional(),
  authParams: authParams.optional(),
  bodySendOption: oneOf(SEND_MODES, 'The body is sent automatically or manually.').optional(),
  bodyOption: oneOf(BODY_TYPES, 'The body type is none, form-data, x-www-form-urlencoded or raw.').optional(),
  /** Form bodies: key/value rows; a raw body: its text. */
  bodyParameter: z.union([z.string(), keyValueRows()], { error: 'The body is a text or a list of key/value rows.' }).optional(),
  bodyRawOption: oneOf(RAW_TYPES, 'The raw body type is JSON, XML, Text, HTML or JavaScript.').optional(),
  /** The raw body text as older flows kept it (read when bodyParameter is not a text). */
  bodyRaw: z.string().optional(),
  headers: keyValueRows(headerRow).optional(),
  responseReceiveOption: oneOf(SEND_MODES, 'The answer is received automatically or manually.').optional(),
  responseFormat: oneOf(RESPONSE_FORMATS, 'The answer format is json or xml.').optional(),
  /** Parameter name → path in the answer. */
  variables: textsByKey.optional(),
  serviceType: oneOf(SERVICE_TYPES, 'The service is internal or external.').optional(),
  /** Seconds; the engine's default when not stored. */
  integrationTimeout: wholeNumberIn(TIMEOUT_MIN, TIMEOUT_MAX, `The timeout must be a whole number of seconds from ${TIMEOUT_MIN} to ${TIMEOUT_MAX}.`).optional(),
  comment: textUpTo(COMMENT_MAX, `The comment can be at most ${COMMENT_MAX} characters.`).optional(),
});
export type IntegrationSettings = z.infer<typeof integrationSettings>;
