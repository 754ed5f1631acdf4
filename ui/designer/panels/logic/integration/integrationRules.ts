import {
  AUTH_TYPES,
  BODY_TYPES,
  COMMENT_MAX,
  METHODS,
  RAW_TYPES,
  RESPONSE_FORMATS,
  SEND_MODES,
  SERVICE_TYPES,
  TIMEOUT_MAX,
  TIMEOUT_MIN,
  URL_MAX,
  type IntegrationSettings as StoredIntegration,
} from '../../../../../services/contracts/modules/integration';
import type { KeyValueRow } from '../../shared/keyValueRules';
import type { RuleText } from '../moduleEdit';

/**
 * The integration-call module (spec 03 sections 2.10, 3.2, 3.3, 4.2, 5.8, 9): an HTTP request
 * the conversation makes, and what it keeps from the answer. Values are stored as the
 * enumerations of spec 3.3 name them.
 */
export { AUTH_TYPES, BODY_TYPES, COMMENT_MAX, METHODS, RAW_TYPES, RESPONSE_FORMATS, SEND_MODES, SERVICE_TYPES, TIMEOUT_MAX, TIMEOUT_MIN, URL_MAX };

export type Method = (typeof METHODS)[number];
export type AuthType = (typeof AUTH_TYPES)[number];
export type BodyType = (typeof BODY_TYPES)[number];
export type RawType = (typeof RAW_TYPES)[number];
export type SendMode = (typeof SEND_MODES)[number];
export type ResponseFormat = (typeof RESPONSE_FORMATS)[number];
export type ServiceType = (typeof SERVICE_TYPES)[number];
export type AuthParam = 'username' | 'password' | 'token' | 'accessToken' | 'headerPrefix';

/** Spec 9: a label longer than this is cut (the other limits are the contract's). */
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

const rowsOf = (rows: readonly KeyValueRow[] | undefined): KeyValueRow[] => (rows ?? []).map(({ key, value }) => ({ key, value }));

/** The stored settings with the defaults of spec 3.2: POST, automatically, internal. */
export function integrationOf(settings: StoredIntegration): IntegrationSettings {
  const bodyOption = settings.bodyOption ?? null;
  const body = settings.bodyParameter;
  return {
    url: settings.url ?? '',
    queryParams: rowsOf(settings.queryParams),
    requestMethod: settings.requestMethod ?? 'POST',
    authOption: settings.authOption ?? 'No Auth',
    authParams: authParamsOf(settings.authParams ?? {}),
    bodySendOption: settings.bodySendOption ?? 'automatically',
    bodyOption,
    bodyParameter: bodyOption === 'raw' ? (typeof body === 'string' ? body : '') : rowsOf(typeof body === 'string' ? [] : body),
    bodyRawOption: settings.bodyRawOption ?? null,
    headers: rowsOf(settings.headers),
    responseReceiveOption: settings.responseReceiveOption ?? 'automatically',
    responseFormat: settings.responseFormat ?? 'json',
    variables: Object.entries(settings.variables ?? {}).map(([key, value]) => ({ key, value })),
    serviceType: settings.serviceType ?? 'internal',
    integrationTimeout: settings.integrationTimeout === undefined ? '' : String(settings.integrationTimeout),
    comment: settings.comment ?? '',
  };
}

/** The auth params the panel edits, without whatever else is kept beside them. */
function authParamsOf(params: NonNullable<StoredIntegration['authParams']>): Partial<Record<AuthParam, string>> {
  const { username, password, token, accessToken, headerPrefix } = params;
  const all = { username, password, token, accessToken, headerPrefix };
  return Object.fromEntries(Object.entries(all).filter((entry): entry is [AuthParam, string] => entry[1] !== undefined));
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
export function timeoutPatch(typed: string): Partial<StoredIntegration> {
  const text = typed.trim();
  return { integrationTimeout: text === '' ? undefined : Number(text) };
}

/** Spec 5.8: header keys allow only letters, digits and _ . ! ^ + % & - * */
export function headerKeyError(key: string): RuleText | null {
  return /^[A-Za-z0-9_.!^+%&*-]+$/.test(key) ? null : { key: integrationTexts.headerKey };
}

/** Spec 4.2: changing the auth type clears the auth params. */
export function authTypePatch(authOption: AuthType): Partial<StoredIntegration> {
  return { authOption, authParams: {} };
}

/** Spec 4.2: changing the send option clears the body option (and so the body it described). */
export function sendOptionPatch(bodySendOption: SendMode): Partial<StoredIntegration> {
  return { bodySendOption, bodyOption: undefined, bodyParameter: undefined, bodyRawOption: undefined };
}

/** Spec 4.2: changing the body type resets the body and the raw type (JSON for a raw body). */
export function bodyTypePatch(bodyOption: BodyType): Partial<StoredIntegration> {
  return {
    bodyOption,
    bodyParameter: bodyOption === 'raw' ? '' : bodyOption === 'none' ? undefined : [],
    bodyRawOption: bodyOption === 'raw' ? 'JSON' : undefined,
  };
}

/** Spec 4.2: changing the receive option clears the variables. */
export function receiveOptionPatch(responseReceiveOption: SendMode): Partial<StoredIntegration> {
  return { responseReceiveOption, variables: {} };
}

/** Spec 9: labels longer than 30 characters show 29 and an ellipsis. */
export function truncateLabel(text: string, max = LABEL_MAX): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}
