import { z } from 'zod';

/**
 * Signing in to a web chat whose channel asks for it (spec 02 section 3, auth OTP or TOKEN):
 * what the messenger reads and sends under /microwebchat/v1/channels/:channelId/sign-in, and
 * the session it gets back. A conversation on such a channel starts only with that session,
 * sent in the header SIGN_IN_SESSION_HEADER.
 */
export const SIGN_IN_SESSION_HEADER = 'x-sign-in-session';

/** Digits of a one-time password. */
export const OTP_LENGTH = 6;

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

const visitorName = z.string().trim().max(200);
const visitorEmail = z.string().trim().max(254).email(webChatSignInMessages.email);

/** What the sign-in form shows: the channel's mode, titles, texts and required fields. */
export const webChatSignInForm = z.object({
  auth: z.enum(['none', 'OTP', 'TOKEN']),
  phoneTitle: z.string().optional(),
  phoneText: z.string().optional(),
  smsTitle: z.string().optional(),
  smsText: z.string().optional(),
  nameTitle: z.string().optional(),
  nameText: z.string().optional(),
  emailTitle: z.string().optional(),
  emailText: z.string().optional(),
  /** Two-letter code of the country the phone picker starts on. */
  defaultCountry: z.string().optional(),
  requireName: z.boolean(),
  requireEmail: z.boolean(),
});
export type WebChatSignInForm = z.infer<typeof webChatSignInForm>;

/** Asks for a code by SMS: the phone number, with the name and e-mail when the channel asks for them. */
export const otpRequestBody = z
  .object({
    phone: visitorPhone,
    name: visitorName.optional(),
    email: z.union([z.literal(''), visitorEmail]).optional(),
  })
  .strict();
export type OtpRequestBody = z.input<typeof otpRequestBody>;

/** The code was sent; it is good for this many seconds. */
export const otpRequested = z.object({ expiresInSeconds: z.number().int().positive() });
export type OtpRequested = z.infer<typeof otpRequested>;

export const otpVerifyBody = z
  .object({
    phone: visitorPhone,
    code: z.string().trim().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), webChatSignInMessages.code),
  })
  .strict();
export type OtpVerifyBody = z.input<typeof otpVerifyBody>;

/** The host page's token (an HS256 JWT its backend signed with the channel's sign-in secret). */
export const tokenSignInBody = z.object({ token: z.string().trim().min(1, webChatSignInMessages.tokenRefused).max(8_000) }).strict();
export type TokenSignInBody = z.infer<typeof tokenSignInBody>;

/** Who signed in, as the conversation's variables will read it. */
export const signedInVisitor = z.object({
  id: z.string(),
  phone: z.string().optional(),
  name: z.string().optional(),
  email: z.string().optional(),
});
export type SignedInVisitor = z.infer<typeof signedInVisitor>;

/** A signed session: sent back in SIGN_IN_SESSION_HEADER when a conversation starts. */
export const webChatSession = z.object({
  session: z.string().min(1),
  /** ISO time the session ends (the channel's tokenAge, 24 hours by default). */
  expiresAt: z.string(),
  visitor: signedInVisitor,
});
export type WebChatSession = z.infer<typeof webChatSession>;

/** The calls the messenger's sign-in makes. */
export type WebChatSignInClient = {
  form: (channelId: string, signal?: AbortSignal) => Promise<WebChatSignInForm>;
  requestCode: (channelId: string, body: OtpRequestBody, signal?: AbortSignal) => Promise<OtpRequested>;
  verifyCode: (channelId: string, body: OtpVerifyBody, signal?: AbortSignal) => Promise<WebChatSession>;
  signInWithToken: (channelId: string, token: string, signal?: AbortSignal) => Promise<WebChatSession>;
};
