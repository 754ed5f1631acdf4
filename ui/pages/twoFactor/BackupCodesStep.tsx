import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../kit/Button';
import { useText } from '../../kit/useText';
import type { TwoFactorSetupActorRef } from './twoFactorSetupTypes';

/** Step 2: the backup codes, saved as backup-codes.txt, then NEXT. */
export function BackupCodesStep({ actorRef }: { actorRef: TwoFactorSetupActorRef }) {
  const { t } = useTranslation('twoFactor');
  const text = useText(['twoFactor', 'common']);
  const codes = useSelector(actorRef, (s) => s.context.backupCodes);
  const error = useSelector(actorRef, (s) => s.context.error);
  const generating = useSelector(actorRef, (s) => s.matches({ backupCodes: 'generating' }));
  const canRetry = useSelector(actorRef, (s) => s.can({ type: 'RETRY' }));
  const canDownload = useSelector(actorRef, (s) => s.can({ type: 'DOWNLOAD' }));
  const canGoOn = useSelector(actorRef, (s) => s.can({ type: 'NEXT' }));

  if (generating) return <div className="codes-loading" role="progressbar" aria-label={t('setup.generating')} />;
  if (canRetry) {
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
  return (
    <div className="backup-step">
      <p className="auth-subtitle">{t('setup.backupIntro')}</p>
      <ol className="backup-codes" aria-label={t('setup.backupListLabel')} dir="ltr">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="step-actions">
        <Button variant="secondary" isDisabled={!canDownload} onPress={() => actorRef.send({ type: 'DOWNLOAD' })}>
          <span aria-hidden="true">⤓ </span>
          {t('setup.download')}
        </Button>
        <Button isDisabled={!canGoOn} onPress={() => actorRef.send({ type: 'NEXT' })}>
          {t('setup.next')}
        </Button>
      </div>
    </div>
  );
}
