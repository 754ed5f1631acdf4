import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { newPasswordChecks, passwordsMatched } from '../../../machines/account/newPassword';
import { Button } from '../../kit/Button';
import { PasswordRules } from '../../kit/PasswordRules';
import { TextField } from '../../kit/TextField';

export type NewPasswordFormProps = {
  /** Where the form's ids start (two forms never share a page, but their tests do). */
  idPrefix: string;
  password: string;
  confirm: string;
  canSave: boolean;
  saving: boolean;
  submitLabel: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  onSubmit: () => void;
};

/** A new password twice, with the live rules and the match indicator: reset by link, and the choice after a generated one. */
export function NewPasswordForm(props: NewPasswordFormProps) {
  const { t } = useTranslation('password');
  const matched = passwordsMatched(props);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form className="account-form" onSubmit={handleSubmit} noValidate aria-busy={props.saving}>
      <TextField
        label={t('resetPassword.password')}
        type="password"
        name="password"
        autoComplete="new-password"
        value={props.password}
        isDisabled={props.saving}
        aria-describedby={`${props.idPrefix}-rules`}
        onChange={props.onPassword}
      />
      <PasswordRules checks={newPasswordChecks(props)} id={`${props.idPrefix}-rules`} />
      <TextField
        label={t('resetPassword.confirm')}
        type="password"
        name="confirm"
        autoComplete="new-password"
        value={props.confirm}
        isDisabled={props.saving}
        aria-describedby={`${props.idPrefix}-match`}
        onChange={props.onConfirm}
      />
      <p id={`${props.idPrefix}-match`} className="account-match" data-matched={matched} aria-live="polite">
        {props.confirm.length === 0 ? '' : matched ? `✓ ${t('resetPassword.matched')}` : t('resetPassword.notMatched')}
      </p>
      <Button type="submit" className="btn-block" isDisabled={!props.canSave} isPending={props.saving}>
        {props.submitLabel}
      </Button>
    </form>
  );
}
