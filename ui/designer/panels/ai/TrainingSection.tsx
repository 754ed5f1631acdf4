import { useSelector } from '@xstate/react';
import { useInspectedActorRef as useActorRef } from '../../../inspector/inspection';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { aiTrainingMachine } from '../../../../machines/ai/aiTraining.machine';
import { conversationReportPath } from '../../../../machines/ai/panel/providers';
import { THRESHOLD, thresholdAccepted } from '../../../../machines/ai/panel/settings';
import type { AiConnectionSummary } from '../../../../services/contracts/designerData';
import { Button } from '../../../kit/Button';
import { useDesignerData } from '../dataContext';
import type { PanelProps } from '../types';
import { SliderField, useAiText, useAiToast } from './parts';

type Props = {
  connection: AiConnectionSummary;
  threshold: number;
  onThreshold: (value: number) => void;
  props: PanelProps<'AI'>;
};

/** Train, Publish, the status line, the conversation report link and the prediction threshold (spec 2.5, 4.1, 5.1). */
export function TrainingSection({ connection, threshold, onThreshold, props }: Props) {
  const { t } = useTranslation('panelsAi');
  const text = useAiText();
  const toast = useAiToast();
  const data = useDesignerData();
  const [logic] = useState(() =>
    aiTrainingMachine.provide({
      actors: {
        train: fromPromise(({ input }) => data.train(input.aiId)),
        trainingStatus: fromPromise(({ input }) => data.trainingStatus(input.aiId)),
        publish: fromPromise(({ input }) => data.publish(input.aiId)),
      },
      actions: { showToast: (_, params) => toast(params) },
    }),
  );
  const actor = useActorRef(logic, { input: { aiId: connection.id, providerType: connection.type } });
  const training = useSelector(actor, (s) => s.matches('training'));
  const busy = useSelector(actor, (s) => s.matches('checkingStatus') || s.matches('publishing'));
  const canPublish = useSelector(actor, (s) => s.matches('readyToPublish') || busy);
  const statusLine = useSelector(actor, (s) => s.context.statusLine);
  const [thresholdError, setThresholdError] = useState(false);
  const mayTrain = props.access === 'FULL';
  const report = conversationReportPath({ aiId: connection.id, name: connection.name, companyId: props.companyId, botId: props.botId, versionId: props.versionId });

  return (
    <section className="ai-section" aria-label={t('training.title')}>
      <div className="ai-row">
        <Button onPress={() => actor.send({ type: 'TRAIN' })} isDisabled={!mayTrain || training || busy}>
          {training ? t('training.inProgress') : t('training.train')}
        </Button>
        {canPublish ? (
          <Button variant="secondary" onPress={() => actor.send({ type: 'PUBLISH' })} isDisabled={!mayTrain || busy}>
            {t('training.publish')}
          </Button>
        ) : null}
      </div>
      <p className="ai-status" role="status">
        {text(statusLine)}
      </p>
      <Button variant="link" onPress={() => props.leaveTo(report)} isDisabled={props.access === 'VIEWER'}>
        {t('training.report')}
      </Button>
      <SliderField
        label={t('training.threshold')}
        rule={THRESHOLD}
        value={threshold}
        isDisabled={props.readOnly}
        errorMessage={thresholdError ? t('training.thresholdTooLow') : null}
        onChange={(value) => {
          const accepted = thresholdAccepted(value);
          setThresholdError(!accepted);
          if (accepted) onThreshold(Math.round(value * 100) / 100);
        }}
      />
    </section>
  );
}
