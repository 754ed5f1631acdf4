import { useSelector } from '@xstate/react';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { useState } from 'react';
import { Dialog, Heading } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { designerTourMachine, TOUR_AREAS, TOUR_LENGTH, tourStepOf } from '../../../machines/designer/designerTour.machine';
import { Button } from '../../kit/Button';
import './designerTour.css';
import { useLatest } from '../../kit/useLatest';

/**
 * The first-login guide (spec 2): eight previews of the design area, each explaining one
 * area, which is highlighted while its step shows (designerTour.css, by data-area). A
 * non-modal dialog, so the designer stays usable; ending it calls `onEnd`.
 */
export function DesignerTour({ onEnd }: { onEnd: () => void }) {
  const { t } = useTranslation('designerSideMenu');
  const latestOnEnd = useLatest(onEnd);
  const [logic] = useState(() => designerTourMachine.provide({ actions: { endTour: () => latestOnEnd.current() } }));
  const actor = useActorRef(logic);
  const step = useSelector(actor, (s) => s.context.step);
  const ended = useSelector(actor, (s) => s.status === 'done');
  if (ended) return null;
  const name = tourStepOf({ step });
  const last = step === TOUR_LENGTH;
  return (
    <Dialog className="designer-tour" data-area={TOUR_AREAS[name]} aria-describedby="designer-tour-text">
      <p className="designer-tour-progress">
        {t('tour.label')} · {t('tour.progress', { step, total: TOUR_LENGTH })}
      </p>
      <Heading slot="title" className="designer-section-title">
        {t(`tour.steps.${name}.title`)}
      </Heading>
      <p id="designer-tour-text">{t(`tour.steps.${name}.text`)}</p>
      <div className="dialog-actions">
        <Button variant="link" onPress={() => actor.send({ type: 'SKIP' })}>
          {t('tour.skip')}
        </Button>
        {step > 1 ? (
          <Button variant="secondary" onPress={() => actor.send({ type: 'BACK' })}>
            {t('tour.back')}
          </Button>
        ) : null}
        {last ? <Button onPress={() => actor.send({ type: 'DONE' })}>{t('tour.done')}</Button> : <Button onPress={() => actor.send({ type: 'NEXT' })}>{t('tour.next')}</Button>}
      </div>
    </Dialog>
  );
}
