import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../kit/SelectField';
import { TextField } from '../../../../kit/TextField';
import { choiceOf } from '../../shared/choiceOf';
import { KeyValueEditor } from '../../shared/KeyValueEditor';
import { ChoiceField } from '../ChoiceField';
import { TextAreaField } from '../../../../kit/TextAreaField';
import {
  AUTH_FIELDS,
  AUTH_TYPES,
  authTypePatch,
  BODY_TYPES,
  bodyTypePatch,
  headerKeyError,
  RAW_TYPES,
  SEND_MODES,
  sendOptionPatch,
  type AuthType,
  type BodyType,
  type IntegrationSettings,
  type SendMode,
} from './integrationRules';
import type { IntegrationSettings as StoredIntegration } from '../../../../../services/contracts/modules/integration';

type Props = { settings: IntegrationSettings; change: (patch: Partial<StoredIntegration>) => void; readOnly: boolean };

const SECRET_PARAMS = new Set(['password', 'token', 'accessToken']);

/** The request's parts: params, authorization, headers and body (spec 03 section 2.10). */
export function RequestTabs({ settings, change, readOnly }: Props) {
  const { t } = useTranslation('panelsLogic');
  const { bodyParameter } = settings;
  return (
    <Tabs className="logic-tabs">
      <TabList aria-label={t('integration.requestParts')}>
        <Tab id="params">{t('integration.tab.params')}</Tab>
        <Tab id="authorization">{t('integration.tab.authorization')}</Tab>
        <Tab id="headers">{t('integration.tab.headers')}</Tab>
        <Tab id="body">{t('integration.tab.body')}</Tab>
      </TabList>
      <TabPanel id="params">
        <KeyValueEditor label={t('integration.queryParams')} rows={settings.queryParams} onChange={(queryParams) => change({ queryParams })} isDisabled={readOnly} />
      </TabPanel>
      <TabPanel id="authorization">
        <SelectField
          label={t('integration.authType')}
          options={AUTH_TYPES.map((id) => ({ id, label: t(`integration.auth.${id}`) }))}
          value={settings.authOption}
          onChange={(id) => change(authTypePatch(id as AuthType))}
          isDisabled={readOnly}
        />
        {AUTH_FIELDS[settings.authOption].map((param) => (
          <TextField
            key={param}
            type={SECRET_PARAMS.has(param) ? 'password' : 'text'}
            label={t(`integration.authParam.${param}`)}
            value={settings.authParams[param] ?? ''}
            onChange={(value) => change({ authParams: { ...settings.authParams, [param]: value } })}
            isDisabled={readOnly}
          />
        ))}
      </TabPanel>
      <TabPanel id="headers">
        <KeyValueEditor
          label={t('integration.headers')}
          rows={settings.headers}
          onChange={(headers) => change({ headers })}
          keyError={(key) => {
            const problem = headerKeyError(key);
            return problem ? t(problem.key) : null;
          }}
          isDisabled={readOnly}
        />
      </TabPanel>
      <TabPanel id="body">
        <ChoiceField
          label={t('integration.sendOption')}
          options={SEND_MODES.map((id) => ({ id, label: t(`integration.mode.${id}`) }))}
          value={settings.bodySendOption}
          onChange={(id) => change(sendOptionPatch(id as SendMode))}
          isDisabled={readOnly}
        />
        {settings.bodySendOption === 'manually' ? (
          <ChoiceField
            label={t('integration.bodyType')}
            options={BODY_TYPES.map((id) => ({ id, label: id }))}
            value={settings.bodyOption}
            onChange={(id) => change(bodyTypePatch(id as BodyType))}
            isDisabled={readOnly}
          />
        ) : (
          <p className="logic-hint">{t('integration.sentAutomatically')}</p>
        )}
        {settings.bodySendOption === 'manually' && (settings.bodyOption === 'form-data' || settings.bodyOption === 'x-www-form-urlencoded') ? (
          <KeyValueEditor
            label={t('integration.bodyParameters')}
            rows={Array.isArray(bodyParameter) ? bodyParameter : []}
            onChange={(rows) => change({ bodyParameter: rows })}
            isDisabled={readOnly}
          />
        ) : null}
        {settings.bodySendOption === 'manually' && settings.bodyOption === 'raw' ? (
          <>
            <SelectField
              label={t('integration.rawType')}
              options={RAW_TYPES.map((id) => ({ id, label: id }))}
              value={settings.bodyRawOption ?? 'JSON'}
              onChange={(id) => change({ bodyRawOption: choiceOf(RAW_TYPES, id) })}
              isDisabled={readOnly}
            />
            <TextAreaField
              label={t('integration.rawBody')}
              value={typeof bodyParameter === 'string' ? bodyParameter : ''}
              onChange={(text) => change({ bodyParameter: text })}
              isDisabled={readOnly}
            />
          </>
        ) : null}
      </TabPanel>
    </Tabs>
  );
}
