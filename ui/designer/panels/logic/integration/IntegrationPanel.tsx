import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../kit/SelectField';
import { TextField } from '../../../../kit/TextField';
import { KeyValueEditor } from '../../shared/KeyValueEditor';
import { recordOf } from '../../shared/keyValueRules';
import { NextModulePicker } from '../../shared/NextModulePicker';
import type { IntegrationSettings as StoredIntegration } from '../../../../../services/contracts/modules/integration';
import { choiceOf } from '../../shared/choiceOf';
import type { PanelProps } from '../../types';
import { ChoiceField } from '../ChoiceField';
import { patchSettings, type RuleText } from '../moduleEdit';
import { TextAreaField } from '../../../../kit/TextAreaField';
import { useDraft } from '../useDraft';
import {
  commentError,
  integrationOf,
  METHODS,
  receiveOptionPatch,
  RESPONSE_FORMATS,
  SEND_MODES,
  SERVICE_TYPES,
  timeoutError,
  timeoutPatch,
  truncateLabel,
  urlError,
  type SendMode,
} from './integrationRules';
import { RequestTabs } from './RequestTabs';
import '../logicPanels.css';

/** Integration call (spec 03 section 2.10): the request and what is kept from the response. */
export function IntegrationPanel({ module, flow, readOnly, update }: PanelProps<'INTEGRATION'>) {
  const { t } = useTranslation('panelsLogic');
  const settings = integrationOf(module.settings);
  const change = (patch: Partial<StoredIntegration>) => update({ settings: patchSettings(module, patch) });
  const url = useDraft(settings.url, urlError, (draft) => change({ url: draft }));
  const timeout = useDraft(settings.integrationTimeout, timeoutError, (draft) => change(timeoutPatch(draft)));
  const comment = useDraft(settings.comment, commentError, (draft) => change({ comment: draft }));
  const message = (problem: RuleText | null) => (problem ? t(problem.key, { ...problem.values }) : null);
  const summary = `${settings.requestMethod} ${settings.url || t('integration.noUrl')}`;

  return (
    <div className="logic-panel">
      <p className="logic-summary" title={summary}>
        {truncateLabel(summary)}
      </p>
      <Tabs className="logic-tabs">
        <TabList aria-label={t('integration.tabs')}>
          <Tab id="request">{t('integration.tab.request')}</Tab>
          <Tab id="response">{t('integration.tab.response')}</Tab>
        </TabList>
        <TabPanel id="request">
          <div className="logic-row">
            <SelectField
              label={t('integration.method')}
              options={METHODS.map((id) => ({ id, label: id }))}
              value={settings.requestMethod}
              onChange={(id) => change({ requestMethod: choiceOf(METHODS, id) })}
              isDisabled={readOnly}
            />
            <SelectField
              label={t('integration.service')}
              options={SERVICE_TYPES.map((id) => ({ id, label: t(`integration.serviceType.${id}`) }))}
              value={settings.serviceType}
              onChange={(id) => change({ serviceType: choiceOf(SERVICE_TYPES, id) })}
              isDisabled={readOnly}
            />
          </div>
          <TextField label={t('integration.url')} type="url" value={url.draft} onChange={url.change} errorMessage={message(url.problem)} isDisabled={readOnly} />
          <TextField
            label={t('integration.timeout')}
            inputMode="numeric"
            value={timeout.draft}
            onChange={timeout.change}
            errorMessage={message(timeout.problem)}
            isDisabled={readOnly}
          />
          <RequestTabs settings={settings} change={change} readOnly={readOnly} />
        </TabPanel>
        <TabPanel id="response">
          <ChoiceField
            label={t('integration.receiveOption')}
            options={SEND_MODES.map((id) => ({ id, label: t(`integration.mode.${id}`) }))}
            value={settings.responseReceiveOption}
            onChange={(id) => change(receiveOptionPatch(id as SendMode))}
            isDisabled={readOnly}
          />
          <SelectField
            label={t('integration.responseFormat')}
            options={RESPONSE_FORMATS.map((id) => ({ id, label: id }))}
            value={settings.responseFormat}
            onChange={(id) => change({ responseFormat: choiceOf(RESPONSE_FORMATS, id) })}
            isDisabled={readOnly}
          />
          {settings.responseReceiveOption === 'manually' ? (
            <KeyValueEditor
              label={t('integration.variables')}
              keyLabel={t('integration.variableName')}
              valueLabel={t('integration.variablePath')}
              rows={settings.variables}
              onChange={(rows) => change({ variables: recordOf(rows) })}
              isDisabled={readOnly}
            />
          ) : (
            <p className="logic-hint">{t('integration.receivedAutomatically')}</p>
          )}
        </TabPanel>
      </Tabs>
      <TextAreaField label={t('integration.comment')} value={comment.draft} onChange={comment.change} errorMessage={message(comment.problem)} isDisabled={readOnly} />
      <NextModulePicker label={t('connection')} module={module} flow={flow} readOnly={readOnly} onChange={(connections) => update({ connections })} />
    </div>
  );
}
