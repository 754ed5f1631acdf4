import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatPairValue,
  generativeEntityProblem,
  pairProblem,
  pairsOf,
  removePair,
  setPair,
  type GenerativeEntity,
  type GenerativeIntent,
} from '../../../../machines/ai/panel/entities';
import { INTENT_NAME_MAX, renameProblem } from '../../../../machines/ai/panel/intents';
import { aiPanelTexts } from '../../../../machines/ai/panel/texts';
import type { TextRef } from '../../../../machines/shared/text';
import { Button } from '../../../kit/Button';
import { TextField } from '../../../kit/TextField';
import { BackHeader, useAiText } from './parts';
import { useConfirmChange } from '../shared/useConfirmChange';

type Props = { intent: GenerativeIntent; otherNames: string[]; readOnly: boolean; onChange: (intent: GenerativeIntent) => void; onBack: () => void };

/** A generative intent: its name and entities, each with up to 10 key/value pairs (spec 3.2, 5.1). */
export function GenerativeIntentEditor({ intent, otherNames, readOnly, onChange, onBack }: Props) {
  const { t } = useTranslation('panelsAi');
  const text = useAiText();
  const [name, setName] = useState(intent.name);
  const [nameError, setNameError] = useState<TextRef | null>(null);
  const [entity, setEntity] = useState('');
  const [entityError, setEntityError] = useState<TextRef | null>(null);
  const confirm = useConfirmChange<string>('panelsAi', (removed) => onChange({ ...intent, entities: intent.entities.filter((e) => e.name !== removed) }));
  const rename = () => {
    const problem = renameProblem(name, intent.name, otherNames);
    setNameError(problem);
    if (!problem && name.trim() !== intent.name) onChange({ ...intent, name: name.trim() });
  };
  const addEntity = () => {
    const problem = generativeEntityProblem(entity, intent.entities);
    setEntityError(problem);
    if (problem) return;
    onChange({ ...intent, entities: [...intent.entities, { name: entity.trim() }] });
    setEntity('');
  };
  const replaceEntity = (next: GenerativeEntity, previous: string) => onChange({ ...intent, entities: intent.entities.map((e) => (e.name === previous ? next : e)) });
  return (
    <section className="ai-drill" aria-label={t('intent.editor', { name: intent.name })}>
      <BackHeader title={intent.name} backLabel={t('back')} onBack={onBack} />
      <TextField
        label={t('intent.name')}
        value={name}
        maxLength={INTENT_NAME_MAX + 1}
        onChange={(v) => {
          setName(v);
          setNameError(null);
        }}
        onBlur={rename}
        onKeyDown={(e) => {
          if (e.key === 'Enter') rename();
        }}
        errorMessage={text(nameError) || null}
        isDisabled={readOnly}
      />
      <TextField
        label={t('entity.addGenerative')}
        description={t('entity.addGenerativeHint')}
        value={entity}
        onChange={(v) => {
          setEntity(v);
          setEntityError(/[;,]/.test(v) ? { key: aiPanelTexts.generativeEntitySeparator } : null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') addEntity();
        }}
        errorMessage={text(entityError) || null}
        isDisabled={readOnly}
      />
      <ul className="ai-list" aria-label={t('entity.list')}>
        {intent.entities.map((e) => (
          <EntityPairs
            key={e.name}
            entity={e}
            readOnly={readOnly}
            onChange={(next) => replaceEntity(next, e.name)}
            onDelete={() => confirm.ask({ key: aiPanelTexts.deleteEntityQuestion }, e.name)}
          />
        ))}
      </ul>
      {confirm.dialog}
    </section>
  );
}

function EntityPairs({ entity, readOnly, onChange, onDelete }: { entity: GenerativeEntity; readOnly: boolean; onChange: (e: GenerativeEntity) => void; onDelete: () => void }) {
  const { t } = useTranslation('panelsAi');
  const text = useAiText();
  const [key, setKey] = useState('');
  const [value, setValue] = useState('');
  const [error, setError] = useState<TextRef | null>(null);
  const add = () => {
    const problem = pairProblem(entity, key, value);
    setError(problem);
    if (problem) return;
    onChange(setPair(entity, key, value));
    setKey('');
    setValue('');
  };
  return (
    <li className="ai-label">
      <div className="ai-list-row">
        <strong className="ai-list-name">{entity.name}</strong>
        <Button variant="link" aria-label={t('entity.delete', { name: entity.name })} onPress={onDelete} isDisabled={readOnly}>
          <span aria-hidden="true">🗑</span>
        </Button>
      </div>
      <ul className="ai-chips" aria-label={t('entity.pairsOf', { name: entity.name })}>
        {pairsOf(entity).map(([k, v]) => (
          <li key={k} className="ai-chip">
            {k}: {formatPairValue(v)}
            <Button variant="link" aria-label={t('entity.removePair', { key: k })} onPress={() => onChange(removePair(entity, k))} isDisabled={readOnly}>
              ×
            </Button>
          </li>
        ))}
      </ul>
      <div className="ai-row">
        <TextField label={t('entity.pairKey')} value={key} onChange={setKey} isDisabled={readOnly} />
        <TextField
          label={t('entity.pairValue')}
          description={t('entity.pairValueHint')}
          value={value}
          onChange={setValue}
          onKeyDown={(e) => {
            if (e.key === 'Enter') add();
          }}
          isDisabled={readOnly}
        />
        <Button variant="secondary" onPress={add} isDisabled={readOnly || !key.trim() || !value.trim()}>
          {t('intent.add')}
        </Button>
      </div>
      {error ? (
        <p className="ai-error" role="alert">
          {text(error)}
        </p>
      ) : null}
    </li>
  );
}
