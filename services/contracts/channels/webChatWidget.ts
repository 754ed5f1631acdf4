import { z } from 'zod';
import { WEB_CHAT_AUTH_MODES, webChatVisitorFields } from './webChatVisitorFields';

export { WEB_CHAT_AUTH_MODES };
import { httpUrl, imageUrl, nameValuePair, optionalText, TEXT_MAX } from './fields';
import { channelFieldMessages as m } from './messages';

/** Methods a custom SMS or OTP validation request may use; POST by default (spec 02 section 9). */
export const CUSTOM_REQUEST_METHODS = ['POST', 'GET', 'PUT', 'PATCH'] as const;

export const webChatWidgetMessages = {
  bodyNotJson: 'The body must be valid JSON.',
  countryCode: 'Choose a country by its two-letter code.',
} as const;

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** customSMS and customOtpValidation: url, headers (name/value), method (POST by default), body (JSON text). */
export const customRequest = z
  .object({
    url: httpUrl(),
    headers: z.array(nameValuePair).max(50, 'At most 50 headers.').default([]),
    method: z.enum(CUSTOM_REQUEST_METHODS, m.oneOf(CUSTOM_REQUEST_METHODS)).default('POST'),
    body: z
      .string()
      .trim()
      .max(10_000, m.tooLong(10_000))
      .refine((text) => text === '' || isJson(text), webChatWidgetMessages.bodyNotJson)
      .optional(),
  })
  .strict();

const text = optionalText(TEXT_MAX);
const flag = z.boolean().optional();

/**
 * The extended widget settings of the web chat (spec 02 section 3): gradient colours, start
 * delay, input behaviour, authentication (with token age in hours, the OTP and form texts),
 * the closing popup, KVKK and GDPR approvals, the first message and preview.
 */
export const webChatWidgetFields = {
  ...webChatVisitorFields,
  auth: z.enum(WEB_CHAT_AUTH_MODES, m.oneOf(WEB_CHAT_AUTH_MODES)).optional(),
  tokenAge: z.number(m.notANumber).int(m.notANumber).min(1, 'The token age is at least 1 hour.').max(8760).optional(),
  phoneTitle: text,
  phoneText: text,
  smsTitle: text,
  smsText: text,
  nameTitle: text,
  nameText: text,
  emailTitle: text,
  emailText: text,
  defaultCountry: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, webChatWidgetMessages.countryCode)
    .transform((code) => code.toUpperCase())
    .optional(),
  requireName: flag,
  requireEmail: flag,
  domain: optionalText(253),
  previewBackgroundImage: imageUrl(),
  customSMS: customRequest.optional(),
  customOtpValidation: customRequest.optional(),
  /** The key a host's backend signs TOKEN sign-ins with (HS256); a secret, sealed at rest. */
  signInSecret: z.string().trim().min(32, 'The sign-in secret has at least 32 characters.').max(200, m.tooLong(200)).optional(),
};
