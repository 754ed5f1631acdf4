import type { ComponentType, FormEvent, ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { loginMachine } from '../../../machines/account/login.machine';
import { Button } from '../../kit/Button';
import { Checkbox } from '../../kit/Checkbox';
import { CountdownButton } from '../../kit/CountdownButton';
import { TextField } from '../../kit/TextField';
import { useText } from '../../kit/useText';
import { AuthLayout } from '../../kit/AuthLayout';
import type { CaptchaProps } from '../../captcha/captchaProps';
import { LazyCaptcha } from '../../captcha/LazyCaptcha';
import { CaptchaGate } from './CaptchaGate';
import { GoogleButton } from '../../kit/GoogleButton';
import './login.css';
import { Banner } from '../../kit/Banner';

export type LoginActorRef = ActorRefFrom<typeof loginMachine>;

export type LoginViewProps = {
  actorRef: LoginActorRef;
  /** Banners from the address (blocked access, e-mail confirmed), shown above the form. */
  notice?: ReactNode;
  /** The captcha widget; tests pass a stand-in. */
  captcha?: ComponentType<CaptchaProps>;
};

/** The login screen (spec 2.4): renders the login machine's state and sends its events. */
export function LoginView({ actorRef, notice, captcha = LazyCaptcha }: LoginViewProps) {
  const { t } = useTranslation('login');
  const text = useText(['login', 'common']);
  const email = useSelector(actorRef, (s) => s.context.email);
  const password = useSelector(actorRef, (s) => s.context.password);
  const keepSignedIn = useSelector(actorRef, (s) => s.context.keepSignedIn);
  const error = useSelector(actorRef, (s) => s.context.error);
  const appInstallation = useSelector(actorRef, (s) => s.context.appInstallation);
  const remainingSeconds = useSelector(actorRef, (s) => s.context.remainingSeconds);
  const canSubmit = useSelector(actorRef, (s) => s.can({ type: 'SUBMIT' }));
  const canEdit = useSelector(actorRef, (s) => s.can({ type: 'EMAIL_CHANGED', value: '' }));
  const needsCaptcha = useSelector(actorRef, (s) => s.matches({ editing: 'needsCaptcha' }));
  const captchaShown = useSelector(actorRef, (s) => s.matches({ editing: 'needsCaptcha' }) || s.matches({ editing: 'captchaSolved' }));
  const locked = useSelector(actorRef, (s) => s.matches('locked'));
  const busy = useSelector(actorRef, (s) => s.matches('submitting') || s.matches('fetchingSession'));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    actorRef.send({ type: 'SUBMIT' });
  };

  return (
    <AuthLayout title={t('title')}>
      <p className="auth-subtitle">{t('subtitle')}</p>
      {notice}
      <Banner kind="error" message={error ? text(error) : null} />
      {appInstallation ? null : <GoogleButton label={t('google')} separator={t('or')} />}
      <form className="login-form" onSubmit={handleSubmit} noValidate aria-busy={busy}>
        <TextField
          label={t('email')}
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          isDisabled={!canEdit}
          onChange={(value) => actorRef.send({ type: 'EMAIL_CHANGED', value })}
        />
        <TextField
          label={t('password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          isDisabled={!canEdit}
          onChange={(value) => actorRef.send({ type: 'PASSWORD_CHANGED', value })}
        />
        <div className="login-options">
          <Checkbox isSelected={keepSignedIn} isDisabled={!canEdit} onChange={(value) => actorRef.send({ type: 'KEEP_SIGNED_IN_CHANGED', value })}>
            {t('keepSignedIn')}
          </Checkbox>
          <Link to="/forget" className="login-forgot">
            {t('forgotPassword')}
          </Link>
        </div>
        {captchaShown ? (
          <CaptchaGate
            waiting={needsCaptcha}
            captcha={captcha}
            onSolved={(token) => actorRef.send({ type: 'CAPTCHA_SOLVED', token })}
            onExpired={() => actorRef.send({ type: 'CAPTCHA_EXPIRED' })}
          />
        ) : null}
        {needsCaptcha ? null : locked ? (
          <CountdownButton seconds={remainingSeconds} label={t('tryAgain')} />
        ) : (
          <Button type="submit" className="btn-block login-submit" isDisabled={!canSubmit} isPending={busy}>
            {t('submit')}
          </Button>
        )}
      </form>
      <p className="auth-footer">
        {t('noAccount')} <Link to="/register">{t('register')}</Link>
      </p>
    </AuthLayout>
  );
}
