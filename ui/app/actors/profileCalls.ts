import type { BackupCodesAnswer } from '../../../services/contracts';
import type { PasswordChangeRequest, ProfileUser, TfaResetRequest } from '../../../services/contracts/profile';

/** The profile page's calls: name, password, two-factor reset and backup codes (spec 2.1 /profile). */
export type ProfileCalls = {
  updateProfile(body: { name: string; surname: string }, signal?: AbortSignal): Promise<ProfileUser>;
  changePassword(body: PasswordChangeRequest, signal?: AbortSignal): Promise<void>;
  resetTwoFactor(body: TfaResetRequest, signal?: AbortSignal): Promise<void>;
  generateBackupCodes(signal?: AbortSignal): Promise<BackupCodesAnswer>;
};
