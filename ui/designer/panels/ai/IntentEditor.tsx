import { useSelector } from '@xstate/react';
import { useInspectedActorRef as useActorRef } from '../../../inspector/inspection';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import type { AiListItem } from '../../../../machines/ai/aiList.machine';
import { INTENT_NAME_MAX, UTTERANCE_MAX } from '../../../../machines/ai/panel/intents';
import { intentEditorMachine } from '../../../../machines/ai/intentEditor.machine';
import { Banner } from '../../../kit/Banner';
import { Button } from '../../../kit/Button';
import { TextField } from '../../../kit/TextField';
import { useDesignerData } from '../dataContext';
import { BackHeader, useAiText } from './parts';
import { LoadFailure } from '../shared/LoadFailure';
import { useLatest } from '../../../kit/useLatest';

type Props = {
  aiId: string;
  intent: AiListItem;
  otherNames: string[];
  readOnly: boolean;
  onRenamed: (from: string, to: string) => void;
  onBack: () => void;
};

/** One intent of the connection (spec 2.5, 7.2): utterances added and removed, rename and parameters saved together. */
export function IntentEditor({ aiId, intent, otherNames, readOnly, onRenamed, onBack }: Props) {
  const { t } = useTranslation('panelsAi');
  const text = useAiText();
  const data = useDesignerData();
  const latestRenamed = useLatest(onRenamed);
  const [logic] = useState(() =>
    intentEditorMachine.provide({
      actors: {
        loadDetails: fromPromise(({ input }) => data.intentDetails(input.aiId, input.intent, input.intentId)),
        addUtterance: fromPromise(({ input }) => data.addUtterance(input.aiId, input.intent, input.utterance)),
        removeUtterance: fromPromise(({ input }) => data.removeUtterance(input.aiId, input.intent, input.utteranceId)),
        updateIntent: fromPromise(({ input }) => data.updateIntent(input.aiId, input.intentId, input.newName, input.utterances, input.parameters)),
      },
      actions: { renamed: (_, params) => latestRenamed.current(params.from, params.to) },
    }),
  );
  const actor = useActorRef(logic, { input: { aiId, intentId: intent.id, name: intent.name, otherNames } });
  const snapshot = useSelector(actor, (s) => s);
  const c = snapshot.context;
  const ready = snapshot.matches('ready');
  const [utterance, setUtterance] = useState('');
  const [parameter, setParameter] = useState({ name: '', entity: '' });
  const addUtterance = () => {
    actor.send({ type: 'ADD_UTTERANCE', text: utterance });
    setUtterance('');
  };
  return (
    <section className="ai-drill" aria-label={t('intent.editor', { name: c.savedName })}>
      <BackHeader title={c.savedName} backLabel={t('back')} onBack={onBack} />
      {snapshot.matches('failed') ? <LoadFailure message={text(c.error)} retryLabel={t('retry')} onRetry={() => actor.send({ type: 'RELOAD' })} /> : null}
      <TextField label={t('intent.name')} value={c.name} maxLength={INTENT_NAME_MAX} onChange={(value) => actor.send({ type: 'NAME_CHANGED', value })} isDisabled={readOnly} />
      <h4 className="ai-subtitle">{t('intent.utterances')}</h4>
      <div className="ai-row">
        <TextField
          label={t('intent.addUtterance')}
          value={utterance}
          maxLength={UTTERANCE_MAX}
          onChange={setUtterance}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && utterance.trim()) addUtterance();
          }}
          isDisabled={readOnly || !ready}
        />
        <Button variant="secondary" onPress={addUtterance} isDisabled={readOnly || !ready || !utterance.trim()}>
          {t('intent.add')}
        </Button>
      </div>
      <ul className="ai-list" aria-label={t('intent.utterances')}>
        {c.utterances.map((u) => (
          <li key={u.id} className="ai-list-row">
            <span className="ai-list-name">{u.text}</span>
            <Button
              variant="link"
              aria-label={t('intent.removeUtterance', { text: u.text })}
              onPress={() => actor.send({ type: 'REMOVE_UTTERANCE', id: u.id })}
              isDisabled={readOnly || !ready}
            >
              ×
            </Button>
          </li>
        ))}
      </ul>
      <h4 className="ai-subtitle">{t('intent.parameters')}</h4>
      <ul className="ai-list" aria-label={t('intent.parameters')}>
        {c.parameters.map((p) => (
          <li key={p.name} className="ai-list-row">
            <span className="ai-list-name">
              {p.name}: {p.entity}
            </span>
            <Button
              variant="link"
              aria-label={t('intent.removeParameter', { name: p.name })}
              onPress={() => actor.send({ type: 'REMOVE_PARAMETER', name: p.name })}
              isDisabled={readOnly || !ready}
            >
              ×
            </Button>
          </li>
        ))}
      </ul>
      <div className="ai-row">
        <TextField label={t('intent.parameterName')} value={parameter.name} onChange={(name) => setParameter((p) => ({ ...p, name }))} isDisabled={readOnly} />
        <TextField label={t('intent.parameterEntity')} value={parameter.entity} onChange={(entity) => setParameter((p) => ({ ...p, entity }))} isDisabled={readOnly} />
        <Button
          variant="secondary"
          onPress={() => {
            actor.send({ type: 'ADD_PARAMETER', parameter });
            setParameter({ name: '', entity: '' });
          }}
          isDisabled={readOnly || !parameter.name.trim() || !parameter.entity.trim()}
        >
          {t('intent.add')}
        </Button>
      </div>
      <Button onPress={() => actor.send({ type: 'SAVE' })} isDisabled={readOnly || !ready}>
        {snapshot.matches('saving') ? t('intent.saving') : t('intent.save')}
      </Button>
      {snapshot.matches('failed') ? null : <Banner kind="error" message={text(c.error)} />}
      <Banner kind="info" message={text(c.notice)} />
    </section>
  );
}
