import { checkPassword, isStrongPassword, type PasswordRule } from '../../services/contracts/auth';

/**
 * Typing a new password twice, as the reset form and the first sign-in's choice both ask:
 * the fields, their events, the rules shown under the field and when the form may be sent.
 */
export type NewPasswordFields = { password: string; confirm: string };
export type NewPasswordEvent = { type: 'PASSWORD_CHANGED'; value: string } | { type: 'CONFIRM_CHANGED'; value: string } | { type: 'SUBMIT' };

/** The "Passwords matched" indicator. */
export function passwordsMatched(fields: NewPasswordFields): boolean {
  return fields.confirm.length > 0 && fields.confirm === fields.password;
}

/** Each password rule, kept or not, as the list under the field shows it. */
export function newPasswordChecks(fields: Pick<NewPasswordFields, 'password'>): Record<PasswordRule, boolean> {
  return checkPassword(fields.password);
}

/** A strong password, typed the same twice. */
export function canSaveNewPassword(fields: NewPasswordFields): boolean {
  return isStrongPassword(fields.password) && passwordsMatched(fields);
}

/**
 * The editing state of such a form: its machine names the actions `setPassword` and
 * `setConfirm`, the guard `canSave` and the state `saving` that sends it.
 */
export const editingNewPassword = {
  on: {
    PASSWORD_CHANGED: { actions: 'setPassword' },
    CONFIRM_CHANGED: { actions: 'setConfirm' },
    SUBMIT: { guard: 'canSave', target: 'saving' },
  },
} as const;
