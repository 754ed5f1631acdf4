import { z } from 'zod';
import { defineChannel } from './definition';
import { httpUrl, nameOfTwo, optionalText, requiredSecret, requiredText } from './fields';
import { channelFieldMessages as m } from './messages';

/** Cloud or on-premise suite (spec 02 sections 2 and 3). */
export const SUITE_TYPES = ['SuiteCloud', 'SuiteOnPrem'] as const;

/** Texts of the suite forms (spec 02 section 8, exact wording; the two URL rules are plain where the spec is silent). */
export const suiteMessages = {
  noSuiteAccount: "There is no SOR'UN suite account on that Url",
  alreadyIntegrated: 'That account is already integrated',
  wrongPassword: 'The account username or password is invalid',
  captchaInvalid: 'The captcha is invalid',
  notLoggedInForLong: "You have not logged in SOR'UN Suite Dashboard for a long time. Please contact wit your admin to change your password.",
  targetNotFound: 'The target channel could not be found, please check again.',
  trailingSlash: 'The url must not end with "/".',
  cloudAddressOnPremise: 'Enter the address of your own suite server; the cloud address is chosen with the cloud type.',
} as const;

/** The URL as the form normalises it: trimmed, spaces removed, https:// added when no scheme is given. */
export function normaliseSuiteUrl(value: string): string {
  const url = value.trim().replace(/\s+/g, '');
  return url === '' || /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

const suiteUrl = z
  .string(m.fieldEmpty)
  .transform(normaliseSuiteUrl)
  .pipe(httpUrl().refine((value) => !value.endsWith('/'), suiteMessages.trailingSlash));

/**
 * The suite login form (spec 02 sections 4 and 5): name and username of at least 2
 * characters; company id, pool id and password required; an on-premise URL must not be the
 * cloud's. Its username, password and captcha are used to log in, never stored.
 */
export const suiteLoginForm = z
  .object({
    name: nameOfTwo(),
    username: nameOfTwo(200),
    password: requiredSecret(200),
    captcha: optionalText(50),
    url: suiteUrl,
    suiteCompanyId: requiredText(100),
    suitePoolId: requiredText(100),
    suiteType: z.enum(SUITE_TYPES, m.oneOf(SUITE_TYPES)),
  })
  .strict()
  .superRefine((form, ctx) => {
    if (form.suiteType === 'SuiteOnPrem' && /sorunapp/i.test(form.url)) ctx.addIssue({ code: 'custom', path: ['url'], message: suiteMessages.cloudAddressOnPremise });
  });

/**
 * A connected suite: the company and pool (which identify it: one suite pool serves one
 * channel), the agent token the login gave (a secret), the on-premise backend, the
 * handover pool chosen on update, and the webhook secret of the agent events (a secret).
 */
export const suite = defineChannel({
  kind: 'suite',
  stored: { integrationType: 'Suite' },
  properties: z
    .object({
      suiteCompanyId: requiredText(100),
      suitePoolId: requiredText(100),
      suiteAgentToken: requiredSecret(),
      suiteType: z.enum(SUITE_TYPES, m.oneOf(SUITE_TYPES)).optional(),
      customSuiteBackend: suiteUrl.optional(),
      suiteHandoverPoolID: optionalText(100),
      /** The secret the suite signs this channel's agent events with (X-Suite-Signature), chosen when the channel connects. */
      suiteWebhookSecret: optionalText(200),
    })
    .strict(),
  secrets: ['suiteAgentToken', 'suiteWebhookSecret'],
  identifiedBy: ['suiteCompanyId', 'suitePoolId'],
});
