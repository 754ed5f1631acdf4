import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { choosePasswordMachine } from '../../../machines/account/choosePassword.machine';
import { AuthLayout } from '../../kit/AuthLayout';
import { useText } from '../../kit/useText';
import '../../kit/accountPages.css';
import { Banner } from '../../kit/Banner';
import { NewPasswordForm } from './NewPasswordForm';

export type ChoosePasswordActorRef = ActorRefFrom<typeof choosePasswordMachine>;

/** After a sign-in with a generated password: renders the choose-password machine and sends its events. */
export function ChoosePasswordView({ actorRef }: { actorRef: ChoosePasswordActorRef }) {
  const { t } = useTranslation('password');
  const text = useText(['password', 'common']);
  const context = useSelector(actorRef, (s) => s.context);
  const canSave = useSelector(actorRef, (s) => s.can({ type: 'SUBMIT' }));
  const saving = useSelector(actorRef, (s) => !s.matches('editing'));

  return (
    <AuthLayout title={t('choosePassword.title')}>
      <p className="account-subtitle">{t('choosePassword.subtitle')}</p>
      <Banner kind="error" message={context.error ? text(context.error) : null} />
      <NewPasswordForm
        idPrefix="choose-password"
        password={context.password}
        confirm={context.confirm}
        canSave={canSave}
        saving={saving}
        submitLabel={t('choosePassword.submit')}
        onPassword={(value) => actorRef.send({ type: 'PASSWORD_CHANGED', value })}
        onConfirm={(value) => actorRef.send({ type: 'CONFIRM_CHANGED', value })}
        onSubmit={() => actorRef.send({ type: 'SUBMIT' })}
      />
      <div className="account-links">
        <Link to="/logout">{t('choosePassword.signOut')}</Link>
      </div>
    </AuthLayout>
  );
}
