import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { passwordsMatched, resetPasswordChecks, type resetPasswordMachine } from '../../../machines/resetPassword.machine';
import { AuthLayout } from '../../kit/AuthLayout';
import { Button } from '../../kit/Button';
import { PasswordRules } from '../../kit/PasswordRules';
import { TextField } from '../../kit/TextField';
import { useText } from '../../kit/useText';
import '../../kit/accountPages.css';
import { Banner } from '../../kit/Banner';

export type ResetPasswordActorRef = ActorRefFrom<typeof resetPasswordMachine>;

/** Reset password (spec 2.6): renders the reset-password machine's state and sends its events. */
export function ResetPasswordView({ actorRef }: { actorRef: ResetPasswordActorRef }) {
  const { t } = useTranslation('password');
  const text = useText(['password', 'common']);
  const context = useSelector(actorRef, (s) => s.context);
  const canSave = useSelector(actorRef, (s) => s.can({ type: 'SUBMIT' }));
  const saving = useSelector(actorRef, (s) => s.matches('saving') || s.matches('saved'));
  const matched = passwordsMatched(context);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    actorRef.send({ type: 'SUBMIT' });
  };

  return (
    <AuthLayout title={t('resetPassword.title')}>
      <p className="account-subtitle">{t('resetPassword.subtitle')}</p>
      <Banner kind="error" message={context.error ? text(context.error) : null} />
      <form className="account-form" onSubmit={handleSubmit} noValidate aria-busy={saving}>
        <TextField
          label={t('resetPassword.password')}
          type="password"
          name="password"
          autoComplete="new-password"
          value={context.password}
          isDisabled={saving}
          aria-describedby="reset-password-rules"
          onChange={(value) => actorRef.send({ type: 'PASSWORD_CHANGED', value })}
        />
        <PasswordRules checks={resetPasswordChecks(context)} id="reset-password-rules" />
        <TextField
          label={t('resetPassword.confirm')}
          type="password"
          name="confirm"
          autoComplete="new-password"
          value={context.confirm}
          isDisabled={saving}
          aria-describedby="reset-password-match"
          onChange={(value) => actorRef.send({ type: 'CONFIRM_CHANGED', value })}
        />
        <p id="reset-password-match" className="account-match" data-matched={matched} aria-live="polite">
          {context.confirm.length === 0 ? '' : matched ? `✓ ${t('resetPassword.matched')}` : t('resetPassword.notMatched')}
        </p>
        <Button type="submit" className="btn-block" isDisabled={!canSave} isPending={saving}>
          {t('resetPassword.submit')}
        </Button>
      </form>
      <div className="account-links">
        <Link to="/forget">{t('resetPassword.forgot')}</Link>
        <Link to="/login">{t('forgotPassword.login')}</Link>
      </div>
    </AuthLayout>
  );
}
