import { useSelector } from '@xstate/react';
import { useInspectedActorRef as useActorRef } from '../../../inspector/inspection';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import type { ActionNodeSettings } from '../../../../machines/ai/panel/settings';
import { testInputMachine } from '../../../../machines/ai/testInput.machine';
import { Banner } from '../../../kit/Banner';
import { Button } from '../../../kit/Button';
import { TextField } from '../../../kit/TextField';
import { useDesignerData } from '../dataContext';
import { useAiText } from './parts';

type Props = { moduleId: string; aiId: string; companyId: string; settings: ActionNodeSettings };

/** 'Test your input' (spec 2.5): a sentence is predicted with the module's generative settings. */
export function TestInputBox({ moduleId, aiId, companyId, settings }: Props) {
  const { t } = useTranslation('panelsAi');
  const text = useAiText();
  const data = useDesignerData();
  const [logic] = useState(() => testInputMachine.provide({ actors: { predict: fromPromise(({ input }) => data.predict(input)) } }));
  const actor = useActorRef(logic, { input: { actionId: moduleId, aiId, companyId } });
  const input = useSelector(actor, (s) => s.context.input);
  const testing = useSelector(actor, (s) => s.matches('testing'));
  const result = useSelector(actor, (s) => s.context.result);
  const error = useSelector(actor, (s) => s.context.error);
  const canTest = useSelector(actor, (s) => s.can({ type: 'TEST', aiActionModuleNodeSettings: {} }));
  return (
    <section className="ai-section" aria-label={t('test.title')}>
      <h4 className="ai-subtitle">{t('test.title')}</h4>
      <TextField label={t('test.input')} value={input} onChange={(value) => actor.send({ type: 'INPUT_CHANGED', value })} />
      <Button onPress={() => actor.send({ type: 'TEST', aiActionModuleNodeSettings: settings })} isDisabled={!canTest}>
        {testing ? t('test.testing') : t('test.test')}
      </Button>
      <Banner kind="error" message={text(error)} />
      {result ? (
        <dl className="ai-result" aria-label={t('test.result')}>
          {result.predictions.map((p, index) => (
            <div key={`${p.intent}-${index}`} className="ai-result-row">
              <dt>{t('test.intent')}</dt>
              <dd>{p.intent}</dd>
              <dt>{t('test.score')}</dt>
              <dd>{p.score.toFixed(2)}</dd>
              <dt>{t('test.parameters')}</dt>
              <dd>{Object.keys(p.parameters ?? {}).length ? JSON.stringify(p.parameters) : t('test.none')}</dd>
            </div>
          ))}
          <div className="ai-result-row">
            <dt>{t('test.usageCost')}</dt>
            <dd>{result.usageCost}</dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}
