import { toApiFailure } from './apiFailure';
import { backupCodesAnswer, type BackupCodesAnswer } from './contracts';
import { profileAnswer, type PasswordChangeRequest, type ProfileUser, type TfaResetRequest } from './contracts/profile';
import { graphql } from './generated';
import type { UpdateProfileMutationVariables } from './generated/graphql';
import { graphqlClient } from './graphql';
import { call, checkedJson, http } from './http';

/** The profile forms judge their own failures (the server's message is shown), so the global policy stays out. */
const own = { context: { ownErrors: true } } as const;

/** POST /auth/password: the current password and a new one that meets the strength rule. */
export async function changePassword(body: PasswordChangeRequest, signal?: AbortSignal): Promise<void> {
  await call(() => checkedJson(http.post('auth/password', { json: body, signal, ...own }), profileAnswer));
}

/** POST /auth/2fa/reset: confirmed with a current code; the next sign-in sets two-factor up again. */
export async function resetTwoFactor(body: TfaResetRequest, signal?: AbortSignal): Promise<void> {
  await call(() => checkedJson(http.post('auth/2fa/reset', { json: body, signal, ...own }), profileAnswer));
}

/** POST /auth/2fa/generate-backup-code: a new list of backup codes (the old ones stop working). */
export function generateBackupCodes(signal?: AbortSignal): Promise<BackupCodesAnswer> {
  return call(() => checkedJson(http.post('auth/2fa/generate-backup-code', { json: {}, signal, ...own }), backupCodesAnswer));
}

export type { ProfileUser };

const UPDATE_PROFILE = graphql(`
  mutation UpdateProfile($name: String!, $surname: String!) {
    updateProfile(name: $name, surname: $surname) {
      id
      name
      surname
      email
    }
  }
`);

/** GraphQL updateProfile: the signed-in user's name and surname. */
export async function updateProfile(body: UpdateProfileMutationVariables, signal?: AbortSignal, client = graphqlClient()): Promise<ProfileUser> {
  try {
    const result = await client.mutate({ mutation: UPDATE_PROFILE, variables: body, context: { ownErrors: true, fetchOptions: signal ? { signal } : {} } });
    if (!result.data) throw new Error('empty answer');
    return result.data.updateProfile;
  } catch (error) {
    throw toApiFailure(error);
  }
}
