import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addStopSequence, GENERATIVE_PARAMS, PRIMARY_LANGUAGES, STOP_SEQUENCES_MAX, type ActionNodeSettings, type GenerativeParam } from '../../../../machines/ai/panel/settings';
import { Button } from '../../../kit/Button';
import { SelectField } from '../../../kit/SelectField';
import { TextField } from '../../../kit/TextField';
import { SliderField } from './parts';

type Props = { settings: ActionNodeSettings; change: (patch: Partial<ActionNodeSettings>) => void; isDisabled: boolean };

const SLIDERS: GenerativeParam[] = ['temperature', 'maxTokens', 'topP', 'frequencyPenalty', 'presencePenalty', 'bestOf'];

/** The generative-model parameters of an AI Action (spec 9), stored in settings.aiActionModuleNodeSettings. */
export function GenerativeParams({ settings, change, isDisabled }: Props) {
  const { t } = useTranslation('panelsAi');
  const [stop, setStop] = useState('');
  const addStop = () => {
    change({ stopSequences: addStopSequence(settings.stopSequences, stop) });
    setStop('');
  };
  return (
    <section className="ai-section" aria-label={t('generative.title')}>
      {SLIDERS.map((name) => (
        <SliderField
          key={name}
          label={t(`generative.${name}`)}
          rule={GENERATIVE_PARAMS[name]}
          value={settings[name]}
          onChange={(value) => change({ [name]: value })}
          isDisabled={isDisabled}
        />
      ))}
      <div className="ai-row">
        <TextField
          label={t('generative.stopSequences')}
          description={t('generative.stopHint', { max: STOP_SEQUENCES_MAX })}
          value={stop}
          onChange={setStop}
          onKeyDown={(e) => {
            if (e.key === 'Enter') addStop();
          }}
          isDisabled={isDisabled || settings.stopSequences.length >= STOP_SEQUENCES_MAX}
        />
        <Button variant="secondary" onPress={addStop} isDisabled={isDisabled || !stop.trim() || settings.stopSequences.length >= STOP_SEQUENCES_MAX}>
          {t('generative.addStop')}
        </Button>
      </div>
      <ul className="ai-chips" aria-label={t('generative.stopSequences')}>
        {settings.stopSequences.map((s) => (
          <li key={s} className="ai-chip">
            {s}
            <Button
              variant="link"
              aria-label={t('generative.removeStop', { value: s })}
              onPress={() => change({ stopSequences: settings.stopSequences.filter((x) => x !== s) })}
              isDisabled={isDisabled}
            >
              ×
            </Button>
          </li>
        ))}
      </ul>
      <SelectField
        label={t('generative.primaryLanguage')}
        options={PRIMARY_LANGUAGES.map((id) => ({ id, label: t(`languages.${id}`) }))}
        value={settings.primaryLanguage}
        onChange={(primaryLanguage) => change({ primaryLanguage })}
        isDisabled={isDisabled}
      />
    </section>
  );
}
