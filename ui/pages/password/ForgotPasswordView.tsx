import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { forgotPasswordMachine } from '../../../machines/account/forgotPassword.machine';
import { AuthLayout } from '../../kit/AuthLayout';
import { Button } from '../../kit/Button';
import { TextField } from '../../kit/TextField';
import { useText } from '../../kit/useText';
import '../../kit/accountPages.css';
import { Banner } from '../../kit/Banner';

export type ForgotPasswordActorRef = ActorRefFrom<typeof forgotPasswordMachine>;

/** Forgot password (spec 2.5): renders the forgot-password machine's state and sends its events. */
export function ForgotPasswordView({ actorRef }: { actorRef: ForgotPasswordActorRef }) {
  const { t } = useTranslation('password');
  const text = useText(['password', 'common']);
  const { email, error, notice } = useSelector(actorRef, (s) => s.context);
  const canSubmit = useSelector(actorRef, (s) => s.can({ type: 'SUBMIT' }));
  const sending = useSelector(actorRef, (s) => s.matches('sending'));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    actorRef.send({ type: 'SUBMIT' });
  };

  return (
    <AuthLayout title={t('forgotPassword.title')}>
      <p className="account-subtitle">{t('forgotPassword.subtitle')}</p>
      <Banner kind="error" message={error ? text(error) : null} />
      <Banner kind="info" message={notice ? text(notice) : null} />
      <form className="account-form" onSubmit={handleSubmit} noValidate aria-busy={sending}>
        <TextField
          label={t('forgotPassword.email')}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          isDisabled={sending}
          onChange={(value) => actorRef.send({ type: 'EMAIL_CHANGED', value })}
        />
        <Button type="submit" className="btn-block" isDisabled={!canSubmit} isPending={sending}>
          {t('forgotPassword.submit')}
        </Button>
      </form>
      <div className="account-links">
        <Link to="/register">{t('forgotPassword.signUp')}</Link>
        <Link to="/login">{t('forgotPassword.login')}</Link>
      </div>
    </AuthLayout>
  );
}
