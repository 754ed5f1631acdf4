import { useTranslation } from 'react-i18next';

export type SetupStep = 'scan' | 'backupCodes' | 'success';
const STEPS: SetupStep[] = ['scan', 'backupCodes', 'success'];

/** The three steps of the setup (spec 2.17), the current one marked. */
export function StepIndicator({ current }: { current: SetupStep }) {
  const { t } = useTranslation('twoFactor');
  const currentIndex = STEPS.indexOf(current);
  return (
    <ol className="steps" aria-label={t('setup.steps.label')}>
      {STEPS.map((step, index) => (
        <li
          key={step}
          className="step"
          data-state={index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'todo'}
          aria-current={index === currentIndex ? 'step' : undefined}
        >
          <span className="step-number" aria-hidden="true">
            {index < currentIndex ? '✓' : index + 1}
          </span>
          <span className="step-label">{t(`setup.steps.${step}`)}</span>
        </li>
      ))}
    </ol>
  );
}
