import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { tryAgainText } from '../../../machines/account/twoFactorShared';
import { Button } from '../../kit/Button';
import { useText } from '../../kit/useText';
import { CodeInput } from './CodeInput';
import { LockoutButton } from './LockoutButton';
import { QrCodeImage } from './QrCodeImage';
import type { TwoFactorSetupActorRef } from './twoFactorSetupTypes';

/** Step 1: scan the QR code (or type the key), then confirm with a code from the app. */
export function QrStep({ actorRef }: { actorRef: TwoFactorSetupActorRef }) {
  const { t } = useTranslation('twoFactor');
  const text = useText(['twoFactor', 'common']);
  const qrCodeData = useSelector(actorRef, (s) => s.context.qrCodeData);
  const code = useSelector(actorRef, (s) => s.context.code);
  const error = useSelector(actorRef, (s) => s.context.error);
  const remainingSeconds = useSelector(actorRef, (s) => s.context.remainingSeconds);
  const loading = useSelector(actorRef, (s) => s.matches({ start: 'loadingQrCode' }));
  const failed = useSelector(actorRef, (s) => s.matches({ start: 'qrCodeFailed' }));
  const locked = useSelector(actorRef, (s) => s.matches({ start: 'locked' }));
  const busy = useSelector(actorRef, (s) => s.matches({ start: 'verifying' }));
  const canEdit = useSelector(actorRef, (s) => s.can({ type: 'CODE_CHANGED', value: '' }));
  const canSubmit = useSelector(actorRef, (s) => s.can({ type: 'SUBMIT' }));

  if (loading) return <div className="qr-image qr-loading" role="progressbar" aria-label={t('setup.loadingQr')} />;
  if (failed) {
    return (
      <div className="tfa-failure">
        <p className="banner banner-error" role="alert">
          {text(error)}
        </p>
        <Button variant="secondary" onPress={() => actorRef.send({ type: 'RETRY' })}>
          {t('setup.retry')}
        </Button>
      </div>
    );
  }

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    actorRef.send({ type: 'SUBMIT' });
  };
  return (
    <div className="qr-step">
      <p className="auth-subtitle">{t('setup.scanIntro')}</p>
      {qrCodeData ? (
        <div className="qr-box">
          <QrCodeImage uri={qrCodeData.uri} alt={t('setup.qrAlt')} loadingLabel={t('setup.loadingQr')} />
          <p className="manual-entry">
            {t('setup.manualEntry')}
            <code className="secret" dir="ltr">
              {qrCodeData.secret.match(/.{1,4}/g)?.join(' ')}
            </code>
          </p>
        </div>
      ) : null}
      <form className="tfa-form" onSubmit={handleSubmit} noValidate aria-busy={busy}>
        <CodeInput label={t('setup.codeLabel')} value={code} isDisabled={!canEdit} onChange={(value) => actorRef.send({ type: 'CODE_CHANGED', value })} />
        {error ? (
          <p className={locked ? 'banner banner-warning' : 'form-error'} role="alert">
            {text(error)}
          </p>
        ) : null}
        {locked ? (
          <LockoutButton label={text(tryAgainText(remainingSeconds))} />
        ) : (
          <Button type="submit" className="btn-block tfa-submit" isDisabled={!canSubmit} isPending={busy}>
            {t('setup.submit')}
          </Button>
        )}
      </form>
    </div>
  );
}
