import { z } from 'zod';
import { signinAnswer, userInfo } from './auth';

/** Spec 5: exactly 6 digits. */
export const sixDigits = z.string().regex(/^\d{6}$/, 'The code must be 6 digits.');

/** Input rule of the code fields: strip non-digits, keep at most 6. */
export function normalizeCode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 6);
}

// POST /auth/2fa/initiate (bearer, pending token)
export const qrCodeData = z.object({
  secret: z.string(),
  issuer: z.string(),
  account: z.string(),
  name: z.string(),
  /** otpauth:// URI the QR code encodes. */
  uri: z.string(),
});
export type QrCodeData = z.infer<typeof qrCodeData>;
export const initiateAnswer = z.object({
  success: z.boolean(),
  message: z.string(),
  secret: z.string(),
  qrCodeData,
});
export type InitiateAnswer = z.infer<typeof initiateAnswer>;

// POST /auth/2fa/verify
export const verifyRequest = z.object({
  verificationToken: sixDigits,
  rememberDevice: z.boolean().optional(),
  userDeviceId: z.string().max(128).optional(),
});
export type VerifyRequest = z.infer<typeof verifyRequest>;

// POST /auth/2fa/validate-backup-code
export const backupCodeRequest = z.object({
  backupCode: sixDigits,
  rememberDevice: z.boolean().optional(),
  userDeviceId: z.string().max(128).optional(),
});
export type BackupCodeRequest = z.infer<typeof backupCodeRequest>;

/** Answer of verify and validate-backup-code, success or not (429 when blocked). */
export const verifyAnswer = z.object({
  success: z.boolean(),
  message: z.string(),
  data: z.object({
    user: userInfo.optional(),
    token: z.string().optional(),
    expiresAt: z.string().optional(),
    blocked: z.boolean(),
    /** Seconds until the lockout ends (when blocked). */
    remainingTime: z.number().int().optional(),
  }),
  meta: z.object({ attemptsLeft: z.number().int().optional() }).optional(),
});
export type VerifyAnswer = z.infer<typeof verifyAnswer>;

// POST /auth/2fa/generate-backup-code (bearer, full token)
export const backupCodesAnswer = z.object({ success: z.boolean(), data: z.array(z.string()) });
export type BackupCodesAnswer = z.infer<typeof backupCodesAnswer>;

export const BACKUP_CODE_COUNT = 10;
export const TFA_LOCKOUT_SECONDS = 5 * 60;
export const TFA_MAX_FAILURES = 5;
export const REMEMBER_DEVICE_DAYS = 7;
export { signinAnswer };
