import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { isInvited, passwordChecks, type registerMachine } from '../../../machines/account/register.machine';
import { AuthLayout } from '../../kit/AuthLayout';
import { Button } from '../../kit/Button';
import { PasswordRules } from '../../kit/PasswordRules';
import { TextField } from '../../kit/TextField';
import { useText } from '../../kit/useText';
import { GoogleButton } from '../../kit/GoogleButton';
import '../../kit/accountPages.css';
import { Banner } from '../../kit/Banner';

export type RegisterActorRef = ActorRefFrom<typeof registerMachine>;

/** The address of the terms and conditions (a static page shipped with the console). */
export const TERMS_PATH = '/terms.html';

/** The register screen (spec 2.7): renders the register machine's state and sends its events. */
export function RegisterView({ actorRef }: { actorRef: RegisterActorRef }) {
  const { t } = useTranslation('register');
  const text = useText(['register', 'common']);
  const context = useSelector(actorRef, (s) => s.context);
  const invited = isInvited(context);
  const canSubmit = useSelector(actorRef, (s) => s.can({ type: 'SUBMIT' }));
  const busy = useSelector(actorRef, (s) => s.matches('signingUp') || s.matches('acceptingInvitation'));
  const editing = useSelector(actorRef, (s) => s.matches('editing'));
  const checks = passwordChecks(context);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    actorRef.send({ type: 'SUBMIT' });
  };

  return (
    <AuthLayout title={invited ? t('invitedTitle') : t('title')}>
      <p className="account-subtitle">{invited ? t('invitedSubtitle') : t('subtitle')}</p>
      <Banner kind="error" message={context.error ? text(context.error) : null} />
      {invited ? null : <GoogleButton label={t('google')} separator={t('or')} />}
      <form className="account-form" onSubmit={handleSubmit} noValidate aria-busy={busy}>
        <div className="account-row">
          <TextField
            label={t('name')}
            name="name"
            autoComplete="given-name"
            value={context.name}
            isDisabled={!editing}
            onChange={(value) => actorRef.send({ type: 'NAME_CHANGED', value })}
          />
          <TextField
            label={t('surname')}
            name="surname"
            autoComplete="family-name"
            value={context.surname}
            isDisabled={!editing}
            onChange={(value) => actorRef.send({ type: 'SURNAME_CHANGED', value })}
          />
        </div>
        {invited ? null : (
          <TextField
            label={t('email')}
            type="email"
            name="email"
            inputMode="email"
            autoComplete="email"
            value={context.email}
            isDisabled={!editing}
            onChange={(value) => actorRef.send({ type: 'EMAIL_CHANGED', value })}
          />
        )}
        <TextField
          label={t('password')}
          type="password"
          name="password"
          autoComplete="new-password"
          value={context.password}
          isDisabled={!editing}
          aria-describedby="register-password-rules"
          onChange={(value) => actorRef.send({ type: 'PASSWORD_CHANGED', value })}
        />
        <PasswordRules checks={checks} id="register-password-rules" />
        <p className="account-terms">
          {t('termsPrefix')}{' '}
          <a href={TERMS_PATH} target="_blank" rel="noopener">
            {t('terms')}
            <span className="visually-hidden"> {t('opensInNewTab')}</span>
          </a>
          .
        </p>
        <Button type="submit" className="btn-block" isDisabled={!canSubmit} isPending={busy}>
          {t('submit')}
        </Button>
      </form>
      <p className="account-footer">
        {t('haveAccount')} <Link to="/login">{t('login')}</Link>
      </p>
    </AuthLayout>
  );
}
