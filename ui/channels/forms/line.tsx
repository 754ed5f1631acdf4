import { useSelector } from '@xstate/react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ChannelFormProps } from './formProps';
import { AssistantField, ChannelFormShell, FormField, NameField, SubmitButton } from './FormParts';

/** Line: OVERVIEW (where the LINE Developers Console gives the secret and the token) and CONFIGURATIONS (name, channel secret, channel access token). */
export function LineForm({ actor, devMode }: ChannelFormProps) {
  const { t } = useTranslation('channels');
  const mode = useSelector(actor, (s) => s.context.mode);
  return (
    <Tabs defaultSelectedKey={mode === 'create' ? 'OVERVIEW' : 'CONFIGURATIONS'}>
      <TabList aria-label={t('kinds.line')} className="tab-list">
        <Tab id="OVERVIEW" className="tab">
          {t('line.tabs.OVERVIEW')}
        </Tab>
        <Tab id="CONFIGURATIONS" className="tab">
          {t('line.tabs.CONFIGURATIONS')}
        </Tab>
      </TabList>
      <TabPanel id="OVERVIEW" className="tab-panel">
        <ol className="channel-steps">
          <li>{t('line.overview.step1')}</li>
          <li>{t('line.overview.step2')}</li>
          <li>{t('line.overview.step3')}</li>
          <li>{t('line.overview.step4')}</li>
        </ol>
        {devMode ? (
          <p className="muted">
            {t('line.overview.sandbox')} <a href="/sandbox/line">/sandbox/line</a>
          </p>
        ) : null}
      </TabPanel>
      <TabPanel id="CONFIGURATIONS" className="tab-panel">
        <ChannelFormShell actor={actor}>
          <NameField actor={actor} />
          <FormField actor={actor} field="channelSecret" label={t('line.fields.channelSecret')} type="password" />
          <FormField actor={actor} field="accessToken" label={t('line.fields.accessToken')} type="password" />
          {mode === 'create' ? <AssistantField actor={actor} /> : null}
          <SubmitButton actor={actor} />
        </ChannelFormShell>
      </TabPanel>
    </Tabs>
  );
}
