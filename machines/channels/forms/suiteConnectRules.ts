import { channelFieldMessages } from '../../../services/contracts/channels';
import { normaliseSuiteUrl, suiteLoginForm, suiteMessages, type SUITE_TYPES } from '../../../services/contracts/channels/suite';
import type { SuiteCaptcha } from '../../../services/contracts/rest/suiteConnect';
import { failureStatus } from '../../shared/apiError';
import { commonTexts, type TextRef } from '../../shared/text';
import { callFailureText, channelTexts, contractText } from '../channelTexts';

export type SuiteType = (typeof SUITE_TYPES)[number];
export const SUITE_FIELDS = ['username', 'password', 'captcha', 'url', 'suiteCompanyId', 'suitePoolId'] as const;
export type SuiteField = (typeof SUITE_FIELDS)[number];

/** What the suite form's rules read. */
export type SuiteFormValues = { name: string; botId: string; suiteType: SuiteType; fields: Record<SuiteField, string>; captcha: SuiteCaptcha | null };

/** Text keys of the suite form (spec 02 section 8, the suite's texts). */
export const suiteTexts = {
  noSuiteAccount: 'channels.suite.errors.noSuiteAccount',
  alreadyIntegrated: 'channels.suite.errors.alreadyIntegrated',
  wrongPassword: 'channels.suite.errors.wrongPassword',
  captchaInvalid: 'channels.suite.errors.captchaInvalid',
  notLoggedInForLong: 'channels.suite.errors.notLoggedInForLong',
  targetNotFound: 'channels.suite.errors.targetNotFound',
  trailingSlash: 'channels.suite.errors.trailingSlash',
  cloudAddressOnPremise: 'channels.suite.errors.cloudAddressOnPremise',
} as const;

const issueKeys = new Map<string, string>([
  [channelFieldMessages.nameTooShort, commonTexts.nameTooShort],
  [suiteMessages.trailingSlash, suiteTexts.trailingSlash],
  [suiteMessages.cloudAddressOnPremise, suiteTexts.cloudAddressOnPremise],
]);

/** Spec 02 section 5: each field's refusal by the suite contract; an assistant and a shown captcha's text are needed too. */
export function suiteFormErrors(values: SuiteFormValues): Record<string, TextRef> {
  const errors: Record<string, TextRef> = {};
  const parsed = suiteLoginForm.safeParse({ name: values.name, ...values.fields, suiteType: values.suiteType });
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const key = issueKeys.get(issue.message);
    errors[String(issue.path[0] ?? 'name')] ??= key ? { key } : contractText(issue.message);
  }
  if (values.botId === '') errors['botId'] = { key: channelTexts.assistantMissing };
  if (values.captcha === null || values.fields.captcha.trim() === '') errors['captcha'] ??= { key: commonTexts.fieldEmpty };
  return errors;
}

/** The URL field's refusal (shown when it is left), or null. */
export const urlError = (values: SuiteFormValues): TextRef | null => suiteFormErrors(values)['url'] ?? null;

/** The on-premise address as sent (normalised); none for the cloud suite. */
export const onPremiseUrl = (values: SuiteFormValues): string | null => (values.suiteType === 'SuiteOnPrem' ? normaliseSuiteUrl(values.fields.url) : null);

/** The stored properties of a new suite channel (spec 02 section 7). */
export function suiteProperties(values: SuiteFormValues, agentToken: string): Record<string, unknown> {
  const url = onPremiseUrl(values);
  return {
    suiteCompanyId: values.fields.suiteCompanyId.trim(),
    suitePoolId: values.fields.suitePoolId.trim(),
    suiteAgentToken: agentToken,
    suiteType: values.suiteType,
    ...(url ? { customSuiteBackend: url } : {}),
  };
}

const isPermissionCode = (status: number) => status >= 405 && status <= 408;

/** A captcha that could not be fetched: no answer, no right, else no suite there. */
export function captchaFailureText(error: unknown): TextRef {
  const status = failureStatus(error);
  if (status === undefined) return { key: commonTexts.noInternet };
  if (status === 403 || isPermissionCode(status)) return { key: channelTexts.unauthorized };
  return { key: suiteTexts.noSuiteAccount };
}

const LOGIN_TEXTS: Record<number, string> = {
  401: suiteTexts.wrongPassword,
  402: suiteTexts.alreadyIntegrated,
  403: suiteTexts.captchaInvalid,
  405: suiteTexts.notLoggedInForLong,
  404: suiteTexts.noSuiteAccount,
};

/** Spec 02 section 8: a refused login by status (404 and 5xx: no suite there). */
export function loginFailureText(error: unknown): TextRef {
  const status = failureStatus(error);
  if (status === undefined) return { key: commonTexts.noInternet };
  const key = status >= 500 ? suiteTexts.noSuiteAccount : LOGIN_TEXTS[status];
  return key ? { key } : callFailureText(error, channelTexts.createFailed);
}

/** Spec 02 section 8: a login refused with 401, 402, 403 or 405 fetches the captcha again. */
export const loginRefetchesCaptcha = (error: unknown): boolean => [401, 402, 403, 405].includes(failureStatus(error) ?? 0);

/** The pools or the handover pool of a suite channel failed: 400 is the target not found (spec 02 section 8). */
export const handoverFailureText = (error: unknown, fallbackKey: string): TextRef =>
  failureStatus(error) === 400 ? { key: suiteTexts.targetNotFound } : callFailureText(error, fallbackKey);
