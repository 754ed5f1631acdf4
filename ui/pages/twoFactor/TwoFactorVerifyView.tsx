import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { tryAgainText } from '../../../machines/account/twoFactorShared';
import type { twoFactorVerifyMachine } from '../../../machines/account/twoFactorVerify.machine';
import { AuthLayout } from '../../kit/AuthLayout';
import { Button } from '../../kit/Button';
import { Checkbox } from '../../kit/Checkbox';
import { useText } from '../../kit/useText';
import { CodeInput } from './CodeInput';
import { LockoutButton } from './LockoutButton';
import './twoFactor.css';

export type TwoFactorVerifyActorRef = ActorRefFrom<typeof twoFactorVerifyMachine>;

/** /2fa/verify (spec 4, 5, 8): renders the verify machine's state and sends its events. */
export function TwoFactorVerifyView({ actorRef }: { actorRef: TwoFactorVerifyActorRef }) {
  const { t } = useTranslation('twoFactor');
  const text = useText(['twoFactor', 'common']);
  const mode = useSelector(actorRef, (s) => s.context.mode);
  const code = useSelector(actorRef, (s) => s.context.code);
  const remember = useSelector(actorRef, (s) => s.context.rememberDevice);
  const error = useSelector(actorRef, (s) => s.context.error);
  const remainingSeconds = useSelector(actorRef, (s) => s.context.remainingSeconds);
  const locked = useSelector(actorRef, (s) => s.matches('locked'));
  const busy = useSelector(actorRef, (s) => s.matches('verifying') || s.matches('validatingBackupCode'));
  const canEdit = useSelector(actorRef, (s) => s.can({ type: 'CODE_CHANGED', value: '' }));
  const canSubmit = useSelector(actorRef, (s) => s.can({ type: 'SUBMIT' }));
  const canUseBackup = useSelector(actorRef, (s) => s.can({ type: 'SWITCH_TO_BACKUP' }));
  const canUseCode = useSelector(actorRef, (s) => s.can({ type: 'SWITCH_TO_CODE' }));
  const backup = mode === 'backup';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    actorRef.send({ type: 'SUBMIT' });
  };

  return (
    <AuthLayout title={t('verify.title')}>
      <p className="auth-subtitle">{t(backup ? 'verify.backupIntro' : 'verify.codeIntro')}</p>
      <form className="tfa-form" onSubmit={handleSubmit} noValidate aria-busy={busy}>
        <CodeInput
          key={mode}
          label={t(backup ? 'verify.backupLabel' : 'verify.codeLabel')}
          value={code}
          isDisabled={!canEdit}
          autoFocus
          onChange={(value) => actorRef.send({ type: 'CODE_CHANGED', value })}
        />
        {error ? (
          <p className={locked ? 'banner banner-warning' : 'form-error'} role="alert">
            {text(error)}
          </p>
        ) : null}
        <Checkbox isSelected={remember} isDisabled={!canEdit} onChange={(value) => actorRef.send({ type: 'REMEMBER_CHANGED', value })}>
          {t('verify.remember')}
        </Checkbox>
        {locked ? (
          <LockoutButton label={text(tryAgainText(remainingSeconds))} />
        ) : (
          <Button type="submit" className="btn-block tfa-submit" isDisabled={!canSubmit} isPending={busy}>
            {t('verify.submit')}
          </Button>
        )}
      </form>
      <div className="auth-links">
        {canUseBackup ? (
          <Button variant="link" onPress={() => actorRef.send({ type: 'SWITCH_TO_BACKUP' })}>
            {t('verify.useBackup')}
          </Button>
        ) : null}
        {canUseCode ? (
          <Button variant="link" onPress={() => actorRef.send({ type: 'SWITCH_TO_CODE' })}>
            {t('verify.useCode')}
          </Button>
        ) : null}
        <Link to="/login">{t('verify.backToLogin')}</Link>
      </div>
    </AuthLayout>
  );
}
