import { z } from 'zod';
import { strongPassword } from './auth';
import { statusAnswer } from './common';
import { sixDigits } from './twoFactor';

// POST /auth/password (bearer, full session)
export const passwordChangeRequest = z.object({
  currentPassword: z.string().min(1, 'Enter your current password.').max(256),
  newPassword: strongPassword,
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequest>;

// POST /auth/2fa/reset (bearer, full session): two-factor stays mandatory, so the next sign-in sets it up again.
export const tfaResetRequest = z.object({ verificationToken: sixDigits });
export type TfaResetRequest = z.infer<typeof tfaResetRequest>;

export const profileMessages = {
  wrongCurrentPassword: 'Your current password is not correct.',
  passwordChanged: 'Your password has been changed.',
  tfaReset: 'Two-factor authentication has been reset. Set it up again at your next sign-in.',
} as const;

/** The answer of both: done, with what changed in words. */
export const profileAnswer = statusAnswer.extend({ message: z.string() });
export type ProfileAnswer = z.infer<typeof profileAnswer>;
/** The signed-in user as GraphQL updateProfile answers it. */
export type ProfileUser = { id: string; name: string; surname: string; email: string };
