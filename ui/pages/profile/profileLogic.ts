import { fromPromise } from 'xstate';
import { checkPassword, isStrongPassword } from '../../../services/contracts';
import { changePassword, generateBackupCodes, resetTwoFactor, updateProfile } from '../../../services/profile';
import { getToken, getUserInfo, storeSession } from '../../../services/session';
import { profileFormMachine } from './profileForm.machine';

export const isSixDigits = (value: string | undefined): boolean => /^\d{6}$/.test(value ?? '');
export const nameFormValid = (v: Record<string, string>): boolean => (v['name'] ?? '').trim() !== '' && (v['surname'] ?? '').trim() !== '';
export const passwordFormValid = (v: Record<string, string>): boolean =>
  (v['currentPassword'] ?? '') !== '' && isStrongPassword(v['newPassword'] ?? '');
export { checkPassword };

/** Name and surname (GraphQL updateProfile); the session keeps the new name for the shell. */
export function provideNameForm() {
  return profileFormMachine.provide({
    actors: {
      submit: fromPromise(({ input, signal }) => updateProfile({ name: (input['name'] ?? '').trim(), surname: (input['surname'] ?? '').trim() }, signal)),
    },
    guards: { valid: ({ context }) => nameFormValid(context.values) },
    actions: {
      succeeded: (_, { output }) => {
        const token = getToken();
        const user = output as { id: string; name: string; surname: string; email: string } | null;
        if (token && user) storeSession(token, { id: user.id, name: user.name, surname: user.surname, email: user.email });
      },
    },
  });
}

/** POST /auth/password with the current password and a strong new one. */
export function providePasswordForm() {
  return profileFormMachine.provide({
    actors: {
      submit: fromPromise(({ input, signal }) =>
        changePassword({ currentPassword: input['currentPassword'] ?? '', newPassword: input['newPassword'] ?? '' }, signal),
      ),
    },
    guards: { valid: ({ context }) => passwordFormValid(context.values) },
  });
}

/** POST /auth/2fa/reset with a current authentication code. */
export function provideTwoFactorResetForm() {
  return profileFormMachine.provide({
    actors: { submit: fromPromise(({ input, signal }) => resetTwoFactor({ verificationToken: input['code'] ?? '' }, signal)) },
    guards: { valid: ({ context }) => isSixDigits(context.values['code']) },
  });
}

/** POST /auth/2fa/generate-backup-code: answers the new codes. */
export function provideBackupCodesForm() {
  return profileFormMachine.provide({
    actors: { submit: fromPromise(async ({ signal }) => (await generateBackupCodes(signal)).data) },
  });
}

export const initialNames = () => {
  const user = getUserInfo();
  return { name: user?.name ?? '', surname: user?.surname ?? '' };
};
