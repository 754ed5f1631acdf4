import { useTranslation } from 'react-i18next';
import { GUIDE_STEPS, type GuideStep } from '../../../machines/companies/guide.machine';

/** The left step list of spec 2.9: four steps, a check mark on completed ones, the current one marked. */
export function GuideSteps({ completed, current }: { completed: readonly GuideStep[]; current: GuideStep | null }) {
  const { t } = useTranslation('guide');
  return (
    <nav className="guide-steps" aria-label={t('stepsLabel')}>
      <ol>
        {GUIDE_STEPS.map((step, index) => {
          const done = completed.includes(step);
          return (
            <li key={step} className="guide-step" data-done={done || undefined} data-current={step === current || undefined} aria-current={step === current ? 'step' : undefined}>
              <span className="guide-step-mark" aria-hidden="true">
                {done ? '✓' : index + 1}
              </span>
              <span className="guide-step-name">{t(`steps.${step}`)}</span>
              {done ? <span className="visually-hidden">{t('stepDone')}</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
