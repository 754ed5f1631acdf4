import type { BackupCodeRequest, BackupCodesAnswer, InitiateAnswer, VerifyAnswer, VerifyRequest } from '../../../services/contracts';

/** The two-factor calls of /auth/2fa (spec 4). */
export type TwoFactorCalls = {
  initiate(signal?: AbortSignal): Promise<InitiateAnswer>;
  verify(body: VerifyRequest, signal?: AbortSignal): Promise<VerifyAnswer>;
  validateBackupCode(body: BackupCodeRequest, signal?: AbortSignal): Promise<VerifyAnswer>;
  generateBackupCodes(signal?: AbortSignal): Promise<BackupCodesAnswer>;
};
