import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { welcomeMachine } from '../../../machines/account/welcome.machine';
import { AuthLayout } from '../../kit/AuthLayout';
import { Button } from '../../kit/Button';
import { useText } from '../../kit/useText';
import '../../kit/accountPages.css';

export type WelcomeActorRef = ActorRefFrom<typeof welcomeMachine>;

/** "Check your e-mail" (spec 2.8): renders the welcome machine's state and sends its events. */
export function WelcomeView({ actorRef }: { actorRef: WelcomeActorRef }) {
  const { t } = useTranslation('register');
  const text = useText(['register', 'common']);
  const { name, email, inboxProvider, notice } = useSelector(actorRef, (s) => s.context);
  const canResend = useSelector(actorRef, (s) => s.can({ type: 'RESEND' }));
  const resending = useSelector(actorRef, (s) => s.matches('resending'));
  const leaving = useSelector(actorRef, (s) => s.matches('noSession'));
  if (leaving) return null;
  return (
    <AuthLayout title={t('welcome.title')}>
      <p>
        {name ? t('welcome.text', { name }) : t('welcome.textNoName')} <span className="account-address">{email}</span>
      </p>
      <p className="account-subtitle">{t('welcome.instructions')}</p>
      {notice ? (
        <div className={`banner ${notice.tone === 'success' ? 'banner-info' : 'banner-error'}`} role={notice.tone === 'success' ? 'status' : 'alert'}>
          {text(notice.text)}
        </div>
      ) : null}
      <div className="account-actions">
        {inboxProvider ? (
          <Button className="btn-block" onPress={() => actorRef.send({ type: 'OPEN_INBOX' })}>
            {t('welcome.openInbox', { provider: t(`welcome.providers.${inboxProvider}`) })}
          </Button>
        ) : null}
        <p className="account-footer">
          {t('welcome.notReceived')}{' '}
          <Button variant="link" isDisabled={!canResend} isPending={resending} onPress={() => actorRef.send({ type: 'RESEND' })}>
            {resending ? t('welcome.resending') : t('welcome.resendLink')}
          </Button>
        </p>
      </div>
      <p className="account-footer">
        <Link to="/login">{t('welcome.login')}</Link>
      </p>
    </AuthLayout>
  );
}
