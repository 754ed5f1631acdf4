import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { resetPasswordMachine } from '../../../machines/account/resetPassword.machine';
import { AuthLayout } from '../../kit/AuthLayout';
import { useText } from '../../kit/useText';
import '../../kit/accountPages.css';
import { Banner } from '../../kit/Banner';
import { NewPasswordForm } from './NewPasswordForm';

export type ResetPasswordActorRef = ActorRefFrom<typeof resetPasswordMachine>;

/** Reset password (spec 2.6): renders the reset-password machine's state and sends its events. */
export function ResetPasswordView({ actorRef }: { actorRef: ResetPasswordActorRef }) {
  const { t } = useTranslation('password');
  const text = useText(['password', 'common']);
  const context = useSelector(actorRef, (s) => s.context);
  const canSave = useSelector(actorRef, (s) => s.can({ type: 'SUBMIT' }));
  const saving = useSelector(actorRef, (s) => s.matches('saving') || s.matches('saved'));

  return (
    <AuthLayout title={t('resetPassword.title')}>
      <p className="account-subtitle">{t('resetPassword.subtitle')}</p>
      <Banner kind="error" message={context.error ? text(context.error) : null} />
      <NewPasswordForm
        idPrefix="reset-password"
        password={context.password}
        confirm={context.confirm}
        canSave={canSave}
        saving={saving}
        submitLabel={t('resetPassword.submit')}
        onPassword={(value) => actorRef.send({ type: 'PASSWORD_CHANGED', value })}
        onConfirm={(value) => actorRef.send({ type: 'CONFIRM_CHANGED', value })}
        onSubmit={() => actorRef.send({ type: 'SUBMIT' })}
      />
      <div className="account-links">
        <Link to="/forget">{t('resetPassword.forgot')}</Link>
        <Link to="/login">{t('forgotPassword.login')}</Link>
      </div>
    </AuthLayout>
  );
}
