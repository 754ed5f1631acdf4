import { rowsOf, type KeyValueRow } from '../../shared/keyValueRules';
import type { RuleText } from '../moduleEdit';
import { textSetting } from '../moduleEdit';

/**
 * The integration-call module (spec 03 sections 2.10, 3.2, 3.3, 4.2, 5.8, 9): an HTTP request
 * the conversation makes, and what it keeps from the answer. Values are stored as the
 * enumerations of spec 3.3 name them.
 */
export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export const AUTH_TYPES = ['No Auth', 'Bearer Token', 'Basic', 'OAuth2'] as const;
export const BODY_TYPES = ['none', 'form-data', 'x-www-form-urlencoded', 'raw'] as const;
export const RAW_TYPES = ['JSON', 'XML', 'Text', 'HTML', 'JavaScript'] as const;
export const SEND_MODES = ['automatically', 'manually'] as const;
export const RESPONSE_FORMATS = ['json', 'xml'] as const;
export const SERVICE_TYPES = ['internal', 'external'] as const;

export type Method = (typeof METHODS)[number];
export type AuthType = (typeof AUTH_TYPES)[number];
export type BodyType = (typeof BODY_TYPES)[number];
export type RawType = (typeof RAW_TYPES)[number];
export type SendMode = (typeof SEND_MODES)[number];
export type ResponseFormat = (typeof RESPONSE_FORMATS)[number];
export type ServiceType = (typeof SERVICE_TYPES)[number];
export type AuthParam = 'username' | 'password' | 'token' | 'accessToken' | 'headerPrefix';

/** Spec 9 limits. */
export const URL_MAX = 500;
export const COMMENT_MAX = 2000;
export const TIMEOUT_MIN = 3;
export const TIMEOUT_MAX = 300;
export const LABEL_MAX = 30;

/** Which auth params each auth type asks for. */
export const AUTH_FIELDS: Record<AuthType, readonly AuthParam[]> = {
  'No Auth': [],
  'Bearer Token': ['token'],
  Basic: ['username', 'password'],
  OAuth2: ['accessToken', 'headerPrefix'],
};

export const integrationTexts = {
  urlTooLong: 'integration.errors.urlTooLong',
  commentTooLong: 'integration.errors.commentTooLong',
  timeout: 'integration.errors.timeout',
  headerKey: 'integration.errors.headerKey',
} as const;

export type IntegrationSettings = {
  url: string;
  queryParams: KeyValueRow[];
  requestMethod: Method;
  authOption: AuthType;
  authParams: Partial<Record<AuthParam, string>>;
  bodySendOption: SendMode;
  bodyOption: BodyType | null;
  /** Form bodies are key/value rows; a raw body is its text. */
  bodyParameter: KeyValueRow[] | string;
  bodyRawOption: RawType | null;
  headers: KeyValueRow[];
  responseReceiveOption: SendMode;
  responseFormat: ResponseFormat;
  variables: KeyValueRow[];
  serviceType: ServiceType;
  integrationTimeout: string;
  comment: string;
};

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T => ((values as readonly unknown[]).includes(value) ? (value as T) : fallback);

function authParamsOf(value: unknown): Partial<Record<AuthParam, string>> {
  if (typeof value !== 'object' || value === null) return {};
  const params: Partial<Record<AuthParam, string>> = {};
  for (const key of ['username', 'password', 'token', 'accessToken', 'headerPrefix'] as const) {
    const v = (value as Record<string, unknown>)[key];
    if (typeof v === 'string') params[key] = v;
  }
  return params;
}

/** The stored settings with the defaults of spec 3.2: POST, automatically, internal. */
export function integrationOf(settings: Record<string, unknown>): IntegrationSettings {
  const bodyOption = oneOf<BodyType | 'unset'>([...BODY_TYPES, 'unset'], settings['bodyOption'], 'unset');
  return {
    url: textSetting(settings, 'url'),
    queryParams: rowsOf(settings['queryParams']),
    requestMethod: oneOf(METHODS, settings['requestMethod'], 'POST'),
    authOption: oneOf(AUTH_TYPES, settings['authOption'], 'No Auth'),
    authParams: authParamsOf(settings['authParams']),
    bodySendOption: oneOf(SEND_MODES, settings['bodySendOption'], 'automatically'),
    bodyOption: bodyOption === 'unset' ? null : bodyOption,
    bodyParameter: bodyOption === 'raw' ? textSetting(settings, 'bodyParameter') : rowsOf(settings['bodyParameter']),
    bodyRawOption: RAW_TYPES.find((r) => r === settings['bodyRawOption']) ?? null,
    headers: rowsOf(settings['headers']),
    responseReceiveOption: oneOf(SEND_MODES, settings['responseReceiveOption'], 'automatically'),
    responseFormat: oneOf(RESPONSE_FORMATS, settings['responseFormat'], 'json'),
    variables: rowsOf(settings['variables']),
    serviceType: oneOf(SERVICE_TYPES, settings['serviceType'], 'internal'),
    integrationTimeout: textSetting(settings, 'integrationTimeout'),
    comment: textSetting(settings, 'comment'),
  };
}

export function urlError(url: string): RuleText | null {
  return url.length > URL_MAX ? { key: integrationTexts.urlTooLong, values: { max: URL_MAX } } : null;
}

export function commentError(comment: string): RuleText | null {
  return comment.length > COMMENT_MAX ? { key: integrationTexts.commentTooLong, values: { max: COMMENT_MAX } } : null;
}

/** Empty leaves the timeout unset (the engine's default); otherwise whole seconds from 3 to 300. */
export function timeoutError(typed: string): RuleText | null {
  const text = typed.trim();
  if (text === '') return null;
  const seconds = Number(text);
  return /^\d+$/.test(text) && seconds >= TIMEOUT_MIN && seconds <= TIMEOUT_MAX ? null : { key: integrationTexts.timeout, values: { min: TIMEOUT_MIN, max: TIMEOUT_MAX } };
}

/** The timeout as stored: a number of seconds, or removed when left empty. */
export function timeoutPatch(typed: string): Record<string, unknown> {
  const text = typed.trim();
  return { integrationTimeout: text === '' ? undefined : Number(text) };
}

/** Spec 5.8: header keys allow only letters, digits and _ . ! ^ + % & - * */
export function headerKeyError(key: string): RuleText | null {
  return /^[A-Za-z0-9_.!^+%&*-]+$/.test(key) ? null : { key: integrationTexts.headerKey };
}

/** Spec 4.2: changing the auth type clears the auth params. */
export function authTypePatch(authOption: AuthType): Record<string, unknown> {
  return { authOption, authParams: {} };
}

/** Spec 4.2: changing the send option clears the body option (and so the body it described). */
export function sendOptionPatch(bodySendOption: SendMode): Record<string, unknown> {
  return { bodySendOption, bodyOption: undefined, bodyParameter: undefined, bodyRawOption: undefined };
}

/** Spec 4.2: changing the body type resets the body and the raw type (JSON for a raw body). */
export function bodyTypePatch(bodyOption: BodyType): Record<string, unknown> {
  return {
    bodyOption,
    bodyParameter: bodyOption === 'raw' ? '' : bodyOption === 'none' ? undefined : [],
    bodyRawOption: bodyOption === 'raw' ? 'JSON' : undefined,
  };
}

/** Spec 4.2: changing the receive option clears the variables. */
export function receiveOptionPatch(responseReceiveOption: SendMode): Record<string, unknown> {
  return { responseReceiveOption, variables: {} };
}

/** Spec 9: labels longer than 30 characters show 29 and an ellipsis. */
export function truncateLabel(text: string, max = LABEL_MAX): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}
