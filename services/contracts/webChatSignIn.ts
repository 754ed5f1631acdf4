import { z } from 'zod';

/**
 * Signing in to a web chat whose channel asks for it (spec 02 section 3, auth OTP or TOKEN):
 * what the messenger reads and sends under /microwebchat/v1/channels/:channelId/sign-in, and
 * the session it gets back. A conversation on such a channel starts only with that session,
 * sent in the header SIGN_IN_SESSION_HEADER.
 */
export { SIGN_IN_SESSION_HEADER, signedInVisitor, webChatSession, type SignedInVisitor, type WebChatSession } from './webChatSession';
import type { WebChatSession } from './webChatSession';

/** Digits of a one-time password. */
export const OTP_LENGTH = 6;

/** A country of the phone picker and its international calling code (digits). */
export const callingCode = z.object({ code: z.string(), dial: z.string() });
export type CallingCode = z.infer<typeof callingCode>;

/** What the sign-in form shows: the channel's mode, titles, texts and required fields, and the phone picker's countries. */
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
  countries: z.array(callingCode),
});
export type WebChatSignInForm = z.infer<typeof webChatSignInForm>;

/** Asks for a code by SMS: the phone number in international form, with the name and e-mail when the channel asks for them. */
export type OtpRequestBody = { phone: string; name?: string; email?: string };

/** The code was sent; it is good for this many seconds. */
export const otpRequested = z.object({ expiresInSeconds: z.number().int().positive() });
export type OtpRequested = z.infer<typeof otpRequested>;

/** The typed code, for the phone it was sent to. */
export type OtpVerifyBody = { phone: string; code: string };

/** The host page's token (an HS256 JWT its backend signed with the channel's sign-in secret). */
export type TokenSignInBody = { token: string };

/** The calls the messenger's sign-in makes. */
export type WebChatSignInClient = {
  form: (channelId: string, signal?: AbortSignal) => Promise<WebChatSignInForm>;
  requestCode: (channelId: string, body: OtpRequestBody, signal?: AbortSignal) => Promise<OtpRequested>;
  verifyCode: (channelId: string, body: OtpVerifyBody, signal?: AbortSignal) => Promise<WebChatSession>;
  signInWithToken: (channelId: string, token: string, signal?: AbortSignal) => Promise<WebChatSession>;
};
