import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { GenerativeIntent } from '../../../../machines/ai/panel/entities';
import { connectAiPath, hasIntentTransfer, isGenerativeProvider } from '../../../../machines/ai/panel/providers';
import { actionNodeSettingsOf, aiModeOf, thresholdOf, type ActionNodeSettings } from '../../../../machines/ai/panel/settings';
import { AI_MODES, type AiSettings } from '../../../../services/contracts/modules/ai';
import { Banner } from '../../../kit/Banner';
import { Button } from '../../../kit/Button';
import { SelectField } from '../../../kit/SelectField';
import { useDesignerData } from '../dataContext';
import { choiceOf } from '../shared/choiceOf';
import type { PanelProps } from '../types';
import { useResource } from '../useResource';
import { EntityTab } from './EntityTab';
import { GenerativeIntentTab } from './GenerativeIntentTab';
import { GenerativeParams } from './GenerativeParams';
import { useAiText } from './parts';
import { RemoteIntentTab } from './RemoteIntentTab';
import { TestInputBox } from './TestInputBox';
import { TrainingSection } from './TrainingSection';
import './ai.css';
import { LoadFailure } from '../shared/LoadFailure';

/** The AI Action panel (spec 03 sections 2.5, 3.2, 4.1, 5.1, 6). */
export function AiActionPanel(props: PanelProps<'AI'>) {
  const { t } = useTranslation('panelsAi');
  const text = useAiText();
  const data = useDesignerData();
  const settings = props.module.settings;
  const connections = useResource(props.companyId || null, (companyId) => data.aiConnections(companyId));
  const aiId = settings.aiType ?? '';
  const connection = connections.data?.find((c) => c.id === aiId) ?? null;
  const generative = isGenerativeProvider(connection?.type);
  const nodeSettings = actionNodeSettingsOf(settings);
  const viewer = props.access === 'VIEWER';
  const change = (patch: Partial<AiSettings>) => props.update({ settings: { ...settings, ...patch } });
  const changeNode = (patch: Partial<ActionNodeSettings>) => change({ aiActionModuleNodeSettings: { ...nodeSettings, ...patch } });
  const setIntents = (intents: GenerativeIntent[], nextConnections?: PanelProps<'AI'>['module']['connections']) =>
    props.update({ settings: { ...settings, aiActionModuleNodeSettings: { ...nodeSettings, intents } }, ...(nextConnections ? { connections: nextConnections } : {}) });

  return (
    <div className="ai-panel">
      <h2 className="ai-title">{t('action.title')}</h2>
      {props.access === 'VIEWER' ? <Banner kind="info" message={t('roles.viewer')} /> : null}
      {props.access === 'DESIGNER' ? <Banner kind="info" message={t('roles.designer')} /> : null}
      {connections.status === 'failed' ? <LoadFailure message={text(connections.error)} retryLabel={t('retry')} onRetry={connections.reload} /> : null}
      {connections.status === 'ready' && (connections.data ?? []).length === 0 ? (
        <Button onPress={() => props.leaveTo(connectAiPath(props.companyId))} isDisabled={viewer}>
          {t('action.connectAi')}
        </Button>
      ) : (
        <SelectField
          label={t('action.provider')}
          placeholder={t('action.chooseProvider')}
          options={(connections.data ?? []).map((c) => ({ id: c.id, label: `${c.name} (${c.type})` }))}
          value={connection ? connection.id : null}
          onChange={(id) => change({ aiType: id })}
          isDisabled={viewer || props.readOnly}
        />
      )}
      <SelectField
        label={t('action.mode')}
        options={AI_MODES.map((id) => ({ id, label: t(`action.modes.${id}`) }))}
        value={aiModeOf(settings)}
        onChange={(id) => change({ aiMode: choiceOf(AI_MODES, id) })}
        isDisabled={viewer || props.readOnly}
      />
      {connection && !generative ? (
        <TrainingSection key={connection.id} connection={connection} threshold={thresholdOf(settings)} onThreshold={(threshold) => change({ threshold })} props={props} />
      ) : null}
      {connection && generative ? (
        <>
          <GenerativeParams settings={nodeSettings} change={changeNode} isDisabled={props.readOnly} />
          <TestInputBox key={connection.id} moduleId={props.module.id} aiId={connection.id} companyId={props.companyId} settings={nodeSettings} />
        </>
      ) : null}
      {connection ? (
        <Tabs className="ai-tabs">
          <TabList aria-label={t('tabs.label')}>
            <Tab id="intent">{t('tabs.intent')}</Tab>
            <Tab id="entity">{t('tabs.entity')}</Tab>
          </TabList>
          <TabPanel id="intent">
            {generative ? (
              <GenerativeIntentTab aiId={connection.id} intents={nodeSettings.intents} setIntents={setIntents} props={props} />
            ) : (
              <RemoteIntentTab key={connection.id} aiId={connection.id} transfer={hasIntentTransfer(connection.type)} props={props} />
            )}
          </TabPanel>
          <TabPanel id="entity">
            {generative ? <p className="ai-hint">{t('entity.generativeHint')}</p> : <EntityTab key={connection.id} aiId={connection.id} props={props} />}
          </TabPanel>
        </Tabs>
      ) : null}
    </div>
  );
}
