import { z } from 'zod';
import { OTP_LENGTH, type OtpRequestBody, type OtpVerifyBody, type TokenSignInBody } from './webChatSignIn';

/**
 * What the server checks of the web chat sign-in's requests (services/contracts/webChatSignIn.ts)
 * and the reasons it refuses them with; kept apart so the web messenger does not carry them.
 */
export const webChatSignInMessages = {
  phone: 'Enter a phone number with its country code.',
  code: `Enter the ${OTP_LENGTH}-digit code.`,
  email: 'Enter a valid e-mail address.',
  nameRequired: 'Enter your name.',
  emailRequired: 'Enter your e-mail address.',
  wrongCode: 'The code is not right.',
  noCode: 'The code has expired or was never sent. Ask for a new one.',
  tooManyAttempts: 'Too many wrong codes. Ask for a new one.',
  smsFailed: 'The code could not be sent. Try again later.',
  noSms: 'This chat cannot send codes yet.',
  validationFailed: 'The code could not be checked. Try again later.',
  tokenRefused: 'The sign-in token was refused.',
  notOtp: 'This chat does not sign in with a code.',
  notToken: 'This chat does not sign in with a token.',
  sessionRequired: 'Sign in to start a conversation.',
} as const;

/** A phone number in international form: + and 7 to 15 digits (spaces, dots, dashes and brackets are dropped). */
export const visitorPhone = z
  .string()
  .max(40)
  .transform((text) => text.replace(/[\s().-]/g, ''))
  .refine((text) => /^\+[1-9]\d{6,14}$/.test(text), webChatSignInMessages.phone);

const visitorEmail = z.string().trim().max(254).email(webChatSignInMessages.email);

export const otpRequestBody = z
  .object({
    phone: visitorPhone,
    name: z.string().trim().max(200).optional(),
    email: z.union([z.literal(''), visitorEmail]).optional(),
  })
  .strict() satisfies z.ZodType<OtpRequestBody, unknown>;

export const otpVerifyBody = z
  .object({
    phone: visitorPhone,
    code: z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), webChatSignInMessages.code),
  })
  .strict() satisfies z.ZodType<OtpVerifyBody, unknown>;

export const tokenSignInBody = z.object({ token: z.string().trim().min(1, webChatSignInMessages.tokenRefused).max(8_000) }).strict() satisfies z.ZodType<TokenSignInBody, unknown>;
