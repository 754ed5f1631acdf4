import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../kit/AuthLayout';
import { Button } from '../../kit/Button';
import { BackupCodesStep } from './BackupCodesStep';
import { QrStep } from './QrStep';
import { StepIndicator, type SetupStep } from './StepIndicator';
import type { TwoFactorSetupActorRef } from './twoFactorSetupTypes';
import './twoFactor.css';

/** /2fa/setup (spec 2.17 and 4): QR scan, backup codes, success. */
export function TwoFactorSetupView({ actorRef }: { actorRef: TwoFactorSetupActorRef }) {
  const { t } = useTranslation('twoFactor');
  const step = useSelector(actorRef, (s): SetupStep => (s.matches('start') ? 'scan' : s.matches('backupCodes') ? 'backupCodes' : 'success'));
  const canFinish = useSelector(actorRef, (s) => s.can({ type: 'DONE' }));
  return (
    <AuthLayout title={t('setup.title')}>
      <StepIndicator current={step} />
      {step === 'scan' ? <QrStep actorRef={actorRef} /> : null}
      {step === 'backupCodes' ? <BackupCodesStep actorRef={actorRef} /> : null}
      {step === 'success' ? (
        <div className="success-step">
          <div className="success-mark" aria-hidden="true">
            ✓
          </div>
          <h2>{t('setup.successTitle')}</h2>
          <p>{t('setup.successText')}</p>
          <Button className="btn-block" isDisabled={!canFinish} onPress={() => actorRef.send({ type: 'DONE' })}>
            {t('setup.done')}
          </Button>
        </div>
      ) : null}
    </AuthLayout>
  );
}
