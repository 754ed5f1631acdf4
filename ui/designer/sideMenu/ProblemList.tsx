import { useSelector } from '@xstate/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../kit/Button';
import { useText } from '../../kit/useText';
import type { DesignerActor } from '../../pages/designer/designerActor';

const ITEMS_ID = 'problem-list-items';

/**
 * The save check's list (designer state editing.reviewing): each problem names its module
 * and jumps to it; Save anyway saves work in progress, Save once nothing is left, Close
 * goes back to editing. The list follows the edits made while it is open. It is a strip
 * above the canvas: its list scrolls within a few lines and folds away to one line.
 *
 * The keyboard focus goes to the list when it opens (Save, which opened it, is disabled
 * meanwhile) and back to where it was (Save) when it closes while the focus is in it
 * (Close, Save anyway, Save), so it is never lost to the page.
 */
export function ProblemList({ actor, onJump }: { actor: DesignerActor; onJump: (id: string) => void }) {
  const open = useSelector(actor, (s) => s.matches({ editing: 'reviewing' }));
  return open ? <OpenProblemList actor={actor} onJump={onJump} /> : null;
}

function OpenProblemList({ actor, onJump }: { actor: DesignerActor; onJump: (id: string) => void }) {
  const { t } = useTranslation('designerSideMenu');
  const text = useText(['designer', 'designerSideMenu']);
  const problems = useSelector(actor, (s) => s.context.problems);
  const modules = useSelector(actor, (s) => s.context.flow.modules);
  const [listShown, setListShown] = useState(true);
  const section = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = section.current;
    const before = document.activeElement;
    element?.focus();
    return () => {
      // Closed with the focus in it (now removed with it): back to where it was.
      const now = document.activeElement;
      const inList = now === null || now === document.body || (element?.contains(now) ?? false);
      if (inList && before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);
  const nameOf = (id: string | null) => (id === null ? t('problems.flow') : (modules.find((m) => m.id === id)?.name ?? id));
  return (
    <section className="problem-list" aria-labelledby="problem-list-title" tabIndex={-1} ref={section}>
      <div className="problem-list-bar">
        <h2 id="problem-list-title" className="designer-section-title problem-list-title">
          {problems.length ? (
            <Button variant="link" className="problem-list-toggle" aria-expanded={listShown} aria-controls={ITEMS_ID} onPress={() => setListShown(!listShown)}>
              <svg className={`problem-list-toggle-icon${listShown ? ' is-open' : ''}`} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="M6 3l5 5-5 5" />
              </svg>
              {t('problems.title')}
            </Button>
          ) : (
            t('problems.title')
          )}
        </h2>
        <p role="status" className="problem-list-status">
          {problems.length ? t('problems.found', { count: problems.length }) : t('problems.none')}
        </p>
        <div className="problem-list-actions">
          <Button variant="secondary" onPress={() => actor.send({ type: 'CLOSE' })}>
            {t('problems.close')}
          </Button>
          {problems.length ? (
            <Button onPress={() => actor.send({ type: 'SAVE_ANYWAY' })}>{t('problems.saveAnyway')}</Button>
          ) : (
            <Button onPress={() => actor.send({ type: 'SAVE' })}>{t('problems.save')}</Button>
          )}
        </div>
      </div>
      {problems.length ? (
        <ul id={ITEMS_ID} className="problem-list-items" hidden={!listShown}>
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
    </section>
  );
}
