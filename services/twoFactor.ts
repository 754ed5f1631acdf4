import { call, checkedJson, http } from './http';
import {
  backupCodesAnswer,
  initiateAnswer,
  verifyAnswer,
  type BackupCodeRequest,
  type BackupCodesAnswer,
  type InitiateAnswer,
  type VerifyAnswer,
  type VerifyRequest,
} from './contracts';

const own = { context: { ownErrors: true } } as const;

export function initiate(signal?: AbortSignal): Promise<InitiateAnswer> {
  return call(() => checkedJson(http.post('auth/2fa/initiate', { json: {}, signal, ...own }), initiateAnswer));
}

export function verify(body: VerifyRequest, signal?: AbortSignal): Promise<VerifyAnswer> {
  return call(() => checkedJson(http.post('auth/2fa/verify', { json: body, signal, ...own }), verifyAnswer));
}

export function validateBackupCode(body: BackupCodeRequest, signal?: AbortSignal): Promise<VerifyAnswer> {
  return call(() => checkedJson(http.post('auth/2fa/validate-backup-code', { json: body, signal, ...own }), verifyAnswer));
}

export function generateBackupCodes(signal?: AbortSignal): Promise<BackupCodesAnswer> {
  return call(() => checkedJson(http.post('auth/2fa/generate-backup-code', { json: {}, signal, ...own }), backupCodesAnswer));
}
