import { useTranslation } from 'react-i18next';
import type { ConversationInspection } from '../../../services/contracts/conversationInspect';
import { Button } from '../../kit/Button';
import { listDate } from '../conversations/format';
import { fromOtherVersion, moduleById } from './inspectorRules';

export type StepListProps = { inspection: ConversationInspection; onSelectModule: (moduleId: string) => void };

/** The path taken: every message and LOG reason in order, each with the module it belongs to (a button that shows its details). */
export function StepList({ inspection, onSelectModule }: StepListProps) {
  const { t } = useTranslation('conversationInspector');
  if (inspection.steps.length === 0) return <p>{t('steps.empty')}</p>;
  return (
    <ol className="ci-steps" aria-label={t('steps.caption')}>
      {inspection.steps.map((step, index) => {
        const module = fromOtherVersion(step, inspection.versionId) ? null : moduleById(inspection.flow, step.moduleId);
        return (
          <li key={`${index}-${step.at}`} className={`ci-step ci-step-${step.kind}`}>
            <span className="ci-step-time">{listDate(step.at)}</span>
            <span className="ci-step-who">{t(`steps.kind.${step.kind}`)}</span>
            <span className="ci-step-module">
              {module ? (
                <Button variant="link" aria-label={t('details.show', { name: module.name })} onPress={() => onSelectModule(module.id)}>
                  {module.name}
                </Button>
              ) : step.moduleId ? (
                t('steps.otherVersion', { module: step.moduleId })
              ) : (
                t('steps.noModule')
              )}
            </span>
            <span className="ci-step-text">{step.text}</span>
          </li>
        );
      })}
    </ol>
  );
}
