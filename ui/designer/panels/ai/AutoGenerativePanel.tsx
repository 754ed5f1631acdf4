import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAutoGenerativeProvider } from '../../../../machines/ai/panel/providers';
import { matchesSearch, sortedByName } from '../../../../machines/ai/panel/intents';
import { aiModeOf, chooseAutoGenerativeProvider, generativeIntentNames, PERSONA_MAX, PRIMARY_LANGUAGES, PROMPT_MAX } from '../../../../machines/ai/panel/settings';
import type { FlowConnection } from '../../../../services/contracts/flow';
import { AI_MODES } from '../../../../services/contracts/modules/ai';
import type { GenerativeSettings } from '../../../../services/contracts/modules/generative';
import { Banner } from '../../../kit/Banner';
import { Button } from '../../../kit/Button';
import { Checkbox } from '../../../kit/Checkbox';
import { SelectField } from '../../../kit/SelectField';
import { TextField } from '../../../kit/TextField';
import { useDesignerData } from '../dataContext';
import { ModulePicker } from '../shared/ModulePicker';
import { choiceOf } from '../shared/choiceOf';
import type { PanelProps } from '../types';
import { useResource } from '../useResource';
import { OpenAiIntentSettings, VectorSearchSettings } from './GenerativeSubViews';
import { KnowledgeBaseDocuments } from './KnowledgeBaseDocuments';
import { TextAreaField, useAiText } from './parts';
import './ai.css';
import { LoadFailure } from '../shared/LoadFailure';

export const MESSAGE_LIMIT_SLOT = 'messageLimit';
export const RETURN_AS_PARAMETER_SLOT = 'returnAsParameter';

const slotTarget = (connections: readonly FlowConnection[], optionID: string) => connections.find((c) => c.optionID === optionID)?.id ?? null;
function setSlot(connections: readonly FlowConnection[], optionID: string, target: string | null): FlowConnection[] {
  const others = connections.filter((c) => c.optionID !== optionID);
  return target ? [...others, { id: target, optionID }] : others;
}

/** The Auto Generative panel (spec 03 sections 2.6, 3.2, 4.2, 5.4, 9). */
export function AutoGenerativePanel(props: PanelProps<'GENERATIVE'>) {
  const { t } = useTranslation('panelsAi');
  const text = useAiText();
  const data = useDesignerData();
  const settings = props.module.settings;
  const [view, setView] = useState<'main' | 'vector' | 'openai' | 'documents'>('main');
  const [search, setSearch] = useState('');
  const disabled = props.readOnly;
  const kbIds = settings.knowledgeBaseId ?? [];
  const kbId = kbIds[0] ?? null;
  const knowledgeBases = useResource(props.companyId || null, (companyId) => data.knowledgeBases(companyId));
  const providers = useResource(props.companyId || null, async (companyId) => (await data.aiConnections(companyId)).filter((c) => isAutoGenerativeProvider(c.type)));
  const kbIntents = useResource(kbId, (id) => data.knowledgeBaseIntents(id));
  const change = (patch: Partial<GenerativeSettings>, connections?: FlowConnection[]) =>
    props.update({ settings: { ...settings, ...patch }, ...(connections ? { connections } : {}) });
  const connections = props.module.connections;
  const chosenIntents = generativeIntentNames(settings);

  if (view === 'vector') return <VectorSearchSettings settings={settings} change={change} isDisabled={disabled} onBack={() => setView('main')} />;
  if (view === 'openai') return <OpenAiIntentSettings settings={settings} change={change} isDisabled={disabled} onBack={() => setView('main')} />;
  if (view === 'documents') {
    return (
      <KnowledgeBaseDocuments
        companyId={props.companyId}
        knowledgeBaseId={kbId}
        knowledgeBaseLabel={knowledgeBases.data?.find((kb) => kb._id === kbId)?.label ?? null}
        providerId={settings.providerId || null}
        isDisabled={disabled}
        onCreated={(kb) => {
          change({ knowledgeBaseId: [kb._id] });
          knowledgeBases.reload();
        }}
        onBack={() => setView('main')}
      />
    );
  }

  const connectIntent = (name: string, target: string | null) => {
    const others = connections.filter((c) => c.intent !== name);
    const names = target ? [...new Set([...chosenIntents, name])] : chosenIntents.filter((n) => n !== name);
    change({ intents: names.map((n) => ({ name: n })) }, target ? [...others, { id: target, intent: name }] : others);
  };
  const shownIntents = sortedByName(
    (kbIntents.data ?? []).filter((i) => matchesSearch(i.label, search)),
    (i) => i.label,
  );
  const failures = [knowledgeBases, providers, kbIntents].filter((r) => r.status === 'failed');

  return (
    <div className="ai-panel">
      <h2 className="ai-title">{t('generativePanel.title')}</h2>
      {failures.map((r, index) => (
        <LoadFailure key={index} message={text(r.error)} retryLabel={t('retry')} onRetry={r.reload} />
      ))}
      <SelectField
        label={t('generativePanel.knowledgeBase')}
        placeholder={t('generativePanel.chooseKnowledgeBase')}
        options={(knowledgeBases.data ?? []).map((kb) => ({ id: kb._id, label: kb.label }))}
        value={kbId}
        // At most one knowledge base (spec 3.2): choosing replaces it.
        onChange={(id) => change({ knowledgeBaseId: [id] })}
        isDisabled={disabled}
      />
      <Button variant="secondary" onPress={() => setView('documents')}>
        {t('generativePanel.documents')}
      </Button>
      <Checkbox isSelected={settings.toggleForKbOnly === true} onChange={(on) => change({ toggleForKbOnly: on })} isDisabled={disabled}>
        {t('generativePanel.useOnlyKb')}
      </Checkbox>
      <SelectField
        label={t('generativePanel.provider')}
        placeholder={t('action.chooseProvider')}
        options={(providers.data ?? []).map((p) => ({ id: p.id, label: `${p.name} (${p.type})` }))}
        value={settings.providerId || null}
        onChange={(id) => {
          const provider = providers.data?.find((p) => p.id === id);
          if (provider) props.update({ settings: chooseAutoGenerativeProvider(settings, provider) });
        }}
        isDisabled={disabled}
      />
      <SelectField
        label={t('action.mode')}
        options={AI_MODES.map((id) => ({ id, label: t(`action.modes.${id}`) }))}
        value={aiModeOf(settings)}
        onChange={(id) => change({ aiMode: choiceOf(AI_MODES, id) })}
        isDisabled={disabled}
      />
      <TextAreaField
        label={t('generativePanel.persona')}
        value={settings.persona ?? ''}
        maxLength={PERSONA_MAX}
        onChange={(persona) => change({ persona })}
        isDisabled={disabled}
      />
      <TextAreaField label={t('generativePanel.prompt')} value={settings.prompt ?? ''} maxLength={PROMPT_MAX} onChange={(prompt) => change({ prompt })} isDisabled={disabled} />
      <SelectField
        label={t('generativePanel.language')}
        options={PRIMARY_LANGUAGES.map((id) => ({ id, label: t(`languages.${id}`) }))}
        value={settings.language || null}
        onChange={(language) => change({ language })}
        isDisabled={disabled}
      />
      <section className="ai-section" aria-label={t('generativePanel.messageLimit')}>
        <Checkbox
          isSelected={settings.useMessageLimit === true}
          onChange={(on) => change({ useMessageLimit: on }, on ? undefined : setSlot(connections, MESSAGE_LIMIT_SLOT, null))}
          isDisabled={disabled}
        >
          {t('generativePanel.messageLimit')}
        </Checkbox>
        {settings.useMessageLimit === true ? (
          <>
            <TextField
              label={t('generativePanel.messageLimitCount')}
              type="number"
              value={String(settings.messageLimitCount ?? '')}
              onChange={(v) => change({ messageLimitCount: Math.max(1, Math.floor(Number(v) || 1)) })}
              isDisabled={disabled}
            />
            <ModulePicker
              label={t('generativePanel.messageLimitTarget')}
              flow={props.flow}
              exclude={[props.module.id]}
              value={slotTarget(connections, MESSAGE_LIMIT_SLOT)}
              onChange={(target) => props.update({ connections: setSlot(connections, MESSAGE_LIMIT_SLOT, target) })}
              isDisabled={disabled}
            />
            <p className="ai-hint">{t('generativePanel.messageLimitHint')}</p>
          </>
        ) : null}
      </section>
      <section className="ai-section" aria-label={t('generativePanel.returnAsParameter')}>
        <Checkbox
          isSelected={settings.returnAnswerAsParameterOnly === true}
          onChange={(on) => change({ returnAnswerAsParameterOnly: on }, on ? undefined : setSlot(connections, RETURN_AS_PARAMETER_SLOT, null))}
          isDisabled={disabled}
        >
          {t('generativePanel.returnAsParameter')}
        </Checkbox>
        {settings.returnAnswerAsParameterOnly === true ? (
          <ModulePicker
            label={t('generativePanel.returnAsParameterTarget')}
            flow={props.flow}
            exclude={[props.module.id]}
            value={slotTarget(connections, RETURN_AS_PARAMETER_SLOT)}
            onChange={(target) => props.update({ connections: setSlot(connections, RETURN_AS_PARAMETER_SLOT, target) })}
            isDisabled={disabled}
          />
        ) : null}
      </section>
      <Checkbox isSelected={settings.extractGlobalEntity === true} onChange={(on) => change({ extractGlobalEntity: on })} isDisabled={disabled}>
        {t('generativePanel.extractGlobalEntity')}
      </Checkbox>
      <div className="ai-row">
        <Button variant="secondary" onPress={() => setView('vector')}>
          {t('generativePanel.vectorSearch')}
        </Button>
        <Button variant="secondary" onPress={() => setView('openai')}>
          {t('generativePanel.openAiIntent')}
        </Button>
      </div>
      <section className="ai-section" aria-label={t('generativePanel.intents')}>
        <h4 className="ai-subtitle">{t('generativePanel.intents')}</h4>
        <TextField label={t('generativePanel.searchIntent')} value={search} onChange={setSearch} />
        {kbId === null ? <p className="ai-hint">{t('generativePanel.chooseKnowledgeBaseFirst')}</p> : null}
        {kbId !== null && kbIntents.status === 'ready' && shownIntents.length === 0 ? <Banner kind="info" message={t('generativePanel.noIntent')} /> : null}
        <ul className="ai-list" aria-label={t('generativePanel.intents')}>
          {shownIntents.map((intent) => (
            <li key={intent._id} className="ai-list-row">
              <span className="ai-list-name">{intent.label}</span>
              <ModulePicker
                className="ai-list-target"
                label={t('intent.action', { name: intent.label })}
                flow={props.flow}
                exclude={[props.module.id]}
                value={connections.find((c) => c.intent === intent.label)?.id ?? null}
                onChange={(target) => connectIntent(intent.label, target)}
                isDisabled={disabled}
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
