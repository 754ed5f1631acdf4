import { channelFieldMessages } from '../../../services/contracts/channels';
import { normaliseSuiteUrl, suiteLoginForm, suiteMessages, type SUITE_TYPES } from '../../../services/contracts/channels/suite';
import type { SuiteCaptcha } from '../../../services/contracts/rest/suiteConnect';
import { commonTexts, type TextRef } from '../../shared/text';
import { channelTexts, contractText } from '../channelTexts';
import { suiteTexts } from './suiteConnectTexts';

export type SuiteType = (typeof SUITE_TYPES)[number];
export const SUITE_FIELDS = ['username', 'password', 'captcha', 'url', 'suiteCompanyId', 'suitePoolId'] as const;
export type SuiteField = (typeof SUITE_FIELDS)[number];

/** What the suite form's rules read. */
export type SuiteFormValues = { name: string; botId: string; suiteType: SuiteType; fields: Record<SuiteField, string>; captcha: SuiteCaptcha | null };

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
