import { useTranslation } from 'react-i18next';
import { generativeModuleSettingsOf, maxTokenSizeOf, openAiMinSimilarityOf, tokenRule, VECTOR_SEARCH, type VectorSearchParam } from '../../../../machines/ai/panel/settings';
import type { GenerativeSettings } from '../../../../services/contracts/modules/generative';
import { BackHeader, SliderField } from './parts';

type Props = { settings: GenerativeSettings; change: (patch: Partial<GenerativeSettings>) => void; isDisabled: boolean; onBack: () => void };

const SLIDERS: VectorSearchParam[] = ['minSimilarityScore', 'temperature', 'topP', 'frequencyPenalty', 'presencePenalty'];

/** Vector Search Settings (spec 2.6, 9): stored in generativeModuleSettings; tokens run 0 to the model's maximum. */
export function VectorSearchSettings({ settings, change, isDisabled, onBack }: Props) {
  const { t } = useTranslation('panelsAi');
  const current = generativeModuleSettingsOf(settings);
  const set = (patch: Record<string, number>) => change({ generativeModuleSettings: { ...current, ...patch } });
  return (
    <div className="ai-panel">
      <BackHeader title={t('generativePanel.vectorSearch')} backLabel={t('back')} onBack={onBack} />
      {SLIDERS.map((name) => (
        <SliderField key={name} label={t(`vector.${name}`)} rule={VECTOR_SEARCH[name]} value={current[name]} onChange={(value) => set({ [name]: value })} isDisabled={isDisabled} />
      ))}
      <SliderField
        label={t('vector.maxTokens')}
        rule={tokenRule(maxTokenSizeOf(settings))}
        value={current.maxTokens}
        onChange={(maxTokens) => set({ maxTokens })}
        isDisabled={isDisabled}
      />
    </div>
  );
}

/** Open AI Intent Settings (spec 2.6): the minimum similarity score of intent matching. */
export function OpenAiIntentSettings({ settings, change, isDisabled, onBack }: Props) {
  const { t } = useTranslation('panelsAi');
  return (
    <div className="ai-panel">
      <BackHeader title={t('generativePanel.openAiIntent')} backLabel={t('back')} onBack={onBack} />
      <SliderField
        label={t('vector.minSimilarityScore')}
        rule={VECTOR_SEARCH.minSimilarityScore}
        value={openAiMinSimilarityOf(settings)}
        onChange={(minSimilarityScore) => change({ openAISettings: { minSimilarityScore } })}
        isDisabled={isDisabled}
      />
    </div>
  );
}
