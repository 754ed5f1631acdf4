import { fromPromise } from 'xstate';
import { checkPassword, isStrongPassword } from '../../../services/contracts';
import type { ConsoleActors } from '../../app/consoleActors';
import { profileFormMachine } from '../../../machines/account/profileForm.machine';

export const isSixDigits = (value: string | undefined): boolean => /^\d{6}$/.test(value ?? '');
export const nameFormValid = (v: Record<string, string>): boolean => (v['name'] ?? '').trim() !== '' && (v['surname'] ?? '').trim() !== '';
export const passwordFormValid = (v: Record<string, string>): boolean => (v['currentPassword'] ?? '') !== '' && isStrongPassword(v['newPassword'] ?? '');
export { checkPassword };

/** Name and surname (GraphQL updateProfile); the session keeps the new name for the shell. */
export function provideNameForm({ profile, session }: Pick<ConsoleActors, 'profile' | 'session'>) {
  return profileFormMachine.provide({
    actors: {
      submit: fromPromise(({ input, signal }) => profile.updateProfile({ name: (input['name'] ?? '').trim(), surname: (input['surname'] ?? '').trim() }, signal)),
    },
    guards: { valid: ({ context }) => nameFormValid(context.values) },
    actions: {
      succeeded: (_, { output }) => {
        const token = session.getToken();
        const user = output as { id: string; name: string; surname: string; email: string } | null;
        if (token && user) session.storeSession(token, { id: user.id, name: user.name, surname: user.surname, email: user.email });
      },
    },
  });
}

/** POST /auth/password with the current password and a strong new one. */
export function providePasswordForm({ profile }: Pick<ConsoleActors, 'profile'>) {
  return profileFormMachine.provide({
    actors: {
      submit: fromPromise(({ input, signal }) => profile.changePassword({ currentPassword: input['currentPassword'] ?? '', newPassword: input['newPassword'] ?? '' }, signal)),
    },
    guards: { valid: ({ context }) => passwordFormValid(context.values) },
  });
}

/** POST /auth/2fa/reset with a current authentication code. */
export function provideTwoFactorResetForm({ profile }: Pick<ConsoleActors, 'profile'>) {
  return profileFormMachine.provide({
    actors: { submit: fromPromise(({ input, signal }) => profile.resetTwoFactor({ verificationToken: input['code'] ?? '' }, signal)) },
    guards: { valid: ({ context }) => isSixDigits(context.values['code']) },
  });
}

/** POST /auth/2fa/generate-backup-code: answers the new codes. */
export function provideBackupCodesForm({ profile }: Pick<ConsoleActors, 'profile'>) {
  return profileFormMachine.provide({
    actors: { submit: fromPromise(async ({ signal }) => (await profile.generateBackupCodes(signal)).data) },
  });
}

export const initialNames = ({ session }: Pick<ConsoleActors, 'session'>) => {
  const user = session.getUserInfo();
  return { name: user?.name ?? '', surname: user?.surname ?? '' };
};
