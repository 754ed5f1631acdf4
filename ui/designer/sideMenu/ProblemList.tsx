import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../kit/Button';
import { useText } from '../../kit/useText';
import type { DesignerActor } from '../../pages/designer/designerActor';

/**
 * The save check's list (designer state editing.reviewing): each problem names its module
 * and jumps to it; Save anyway saves work in progress, Save once nothing is left, Close
 * goes back to editing. The list follows the edits made while it is open.
 */
export function ProblemList({ actor, onJump }: { actor: DesignerActor; onJump: (id: string) => void }) {
  const { t } = useTranslation('designerSideMenu');
  const text = useText(['designer', 'designerSideMenu']);
  const open = useSelector(actor, (s) => s.matches({ editing: 'reviewing' }));
  const problems = useSelector(actor, (s) => s.context.problems);
  const modules = useSelector(actor, (s) => s.context.flow.modules);
  if (!open) return null;
  const nameOf = (id: string | null) => (id === null ? t('problems.flow') : (modules.find((m) => m.id === id)?.name ?? id));
  return (
    <section className="problem-list" aria-labelledby="problem-list-title">
      <h2 id="problem-list-title" className="designer-section-title">
        {t('problems.title')}
      </h2>
      <p role="status">{problems.length ? t('problems.found', { count: problems.length }) : t('problems.none')}</p>
      {problems.length ? (
        <ul className="problem-list-items">
          {problems.map((problem, index) => (
            <li key={`${problem.moduleId ?? ''}:${problem.kind}:${index}`}>
              {problem.moduleId === null ? (
                <span>
                  <strong>{nameOf(null)}</strong>: {text(problem.text)}
                </span>
              ) : (
                <Button variant="link" onPress={() => onJump(problem.moduleId!)}>
                  <strong>{nameOf(problem.moduleId)}</strong>: {text(problem.text)}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="dialog-actions">
        <Button variant="secondary" onPress={() => actor.send({ type: 'CLOSE' })}>
          {t('problems.close')}
        </Button>
        {problems.length ? (
          <Button onPress={() => actor.send({ type: 'SAVE_ANYWAY' })}>{t('problems.saveAnyway')}</Button>
        ) : (
          <Button onPress={() => actor.send({ type: 'SAVE' })}>{t('problems.save')}</Button>
        )}
      </div>
    </section>
  );
}
