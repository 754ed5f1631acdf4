import { z } from 'zod';

/** "X is required." when the field is missing, "X must be text." when it has another type. */
export const textError = (label: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} must be text.`;

/** Spec 5: e-mail pattern; trimmed, lower-cased before use. */
export const email = z
  .string({ error: textError('E-mail') })
  .trim()
  .min(1, 'E-mail is required.')
  .max(254, 'E-mail is too long.')
  .email('E-mail is not valid.');

/** Spec 5 and 9: at least 8 characters with lowercase, uppercase, number and symbol. */
export const PASSWORD_MIN = 8;
export const passwordRules = {
  length: (p: string) => p.length >= PASSWORD_MIN,
  lowercase: (p: string) => /[a-z]/.test(p),
  uppercase: (p: string) => /[A-Z]/.test(p),
  number: (p: string) => /[0-9]/.test(p),
  symbol: (p: string) => /[^A-Za-z0-9]/.test(p),
} as const;
export type PasswordRule = keyof typeof passwordRules;
export const passwordRuleNames = Object.keys(passwordRules) as PasswordRule[];

/** Which rules a password meets, for the live check marks. */
export function checkPassword(p: string): Record<PasswordRule, boolean> {
  return Object.fromEntries(passwordRuleNames.map((r) => [r, passwordRules[r](p)])) as Record<PasswordRule, boolean>;
}

/** Strength id 0..4 (0 too weak ... 4 strong), the "strength id above 1" of spec 5. */
export function passwordStrength(p: string): number {
  const met = passwordRuleNames.filter((r) => passwordRules[r](p)).length;
  if (met < 3) return 0;
  if (met === 3) return 1;
  if (met === 4) return 2;
  return p.length >= 12 ? 4 : 3;
}

export function isStrongPassword(p: string): boolean {
  return passwordRuleNames.every((r) => passwordRules[r](p)) && passwordStrength(p) > 1;
}

export const strongPassword = z
  .string({ error: textError('Password') })
  .max(256, 'Password is too long.')
  .refine(isStrongPassword, 'Password must be at least 8 characters with a lowercase letter, an uppercase letter, a number and a symbol.');

const personName = (label: string) =>
  z.string({ error: textError(label) }).trim().min(1, `${label} is required.`).max(100, `${label} is too long.`);

/** What the console keeps of the signed-in user (cookie userInfo). */
export const userInfo = z.object({
  id: z.string().min(1),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
});
export type UserInfo = z.infer<typeof userInfo>;

/**
 * Two-factor state of a sign-in:
 * - notSet: the user has no second factor yet and must set one up (/2fa/setup);
 * - expired: a code is needed for this browser (/2fa/verify);
 * - valid: no code needed (this browser is remembered), the token is a full session.
 */
export const tfaState = z.enum(['notSet', 'expired', 'valid']);
export type TfaState = z.infer<typeof tfaState>;

// POST /auth/signin
export const signinRequest = z.object({
  email,
  password: z.string({ error: textError('Password') }).min(1, 'Password is required.').max(256, 'Password is too long.'),
  userDeviceId: z.string().max(128).optional(),
  captchaVerificationToken: z.string().max(4096).nullish(),
  keepSignedIn: z.boolean().optional(),
});
export type SigninRequest = z.infer<typeof signinRequest>;

/** A successful sign-in. With tfa other than `valid`, `token` only opens /auth/2fa/*. */
export const signinAnswer = z.object({
  token: z.string(),
  user: userInfo,
  userId: z.string(),
  retryCount: z.number().int(),
  tfa: tfaState,
  isAuthenticated: z.boolean(),
  firstLogin: z.boolean(),
  /** ISO time the token stops working. */
  expiresAt: z.string(),
});
export type SigninAnswer = z.infer<typeof signinAnswer>;

// POST /auth/signup
export const signupRequest = z.object({
  name: personName('Name'),
  surname: personName('Surname'),
  email,
  password: strongPassword,
});
export type SignupRequest = z.infer<typeof signupRequest>;

// POST /auth/invitation?tokeninv=
export const invitationQuery = z.object({ tokeninv: z.string().min(1, 'Invitation token is required.').max(256) });
export const invitationRequest = z.object({
  name: personName('Name'),
  surname: personName('Surname'),
  password: strongPassword,
});
export type InvitationRequest = z.infer<typeof invitationRequest>;
/** The invitation's user type (e.g. USER, ADMIN, AGENT), so the console can send agents to live chat. */
export const invitationAnswer = z.object({ status: z.literal('ok'), type: z.string() });
export type InvitationAnswer = z.infer<typeof invitationAnswer>;

// POST /auth/resend, POST /auth/forgot
export const emailRequest = z.object({ email });
export type EmailRequest = z.infer<typeof emailRequest>;

// POST /auth/reset/:token
export const resetRequest = z.object({ password: strongPassword });
export type ResetRequest = z.infer<typeof resetRequest>;

// GET /auth/verify/:token (the link in the verification mail) redirects to /login?verified=1

// GET /auth/captcha: an ALTCHA proof-of-work challenge, solved by the widget.

// GET /auth/session (bearer): who the token belongs to, shaped like a sign-in answer
// (used for the OAuth-style sign-in with ?token=&user=).
export const sessionAnswer = signinAnswer;
