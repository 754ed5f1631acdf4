import { useSelector } from '@xstate/react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ChannelFormProps } from './formProps';
import { AssistantField, ChannelFormShell, FormField, NameField, SubmitButton } from './FormParts';

/** Telegram: OVERVIEW (how to get a token from BotFather) and CONFIGURATIONS (telegramName, telegramBotUserName, telegramToken). */
export function TelegramForm({ actor, devMode }: ChannelFormProps) {
  const { t } = useTranslation('channels');
  const mode = useSelector(actor, (s) => s.context.mode);
  return (
    <Tabs defaultSelectedKey={mode === 'create' ? 'OVERVIEW' : 'CONFIGURATIONS'}>
      <TabList aria-label={t('kinds.telegram')} className="tab-list">
        <Tab id="OVERVIEW" className="tab">
          {t('telegram.tabs.OVERVIEW')}
        </Tab>
        <Tab id="CONFIGURATIONS" className="tab">
          {t('telegram.tabs.CONFIGURATIONS')}
        </Tab>
      </TabList>
      <TabPanel id="OVERVIEW" className="tab-panel">
        <ol className="channel-steps">
          <li>{t('telegram.overview.step1')}</li>
          <li>{t('telegram.overview.step2')}</li>
          <li>{t('telegram.overview.step3')}</li>
        </ol>
        {devMode ? (
          <p className="muted">
            {t('telegram.overview.sandbox')} <a href="/sandbox/telegram">/sandbox/telegram</a>
          </p>
        ) : null}
      </TabPanel>
      <TabPanel id="CONFIGURATIONS" className="tab-panel">
        <ChannelFormShell actor={actor}>
          <NameField actor={actor} label={t('telegram.fields.telegramName')} />
          <FormField actor={actor} field="telegramBotUsername" label={t('telegram.fields.telegramBotUserName')} />
          <FormField actor={actor} field="telegramBotToken" label={t('telegram.fields.telegramToken')} type="password" />
          {mode === 'create' ? <AssistantField actor={actor} /> : null}
          <SubmitButton actor={actor} />
        </ChannelFormShell>
      </TabPanel>
    </Tabs>
  );
}
