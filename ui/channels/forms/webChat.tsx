import { useSelector } from '@xstate/react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { messengerSnippet } from '../../../machines/channels/channels';
import { WEB_CHAT_TABS } from '../../../machines/channels/forms/webChat.machine';
import { CopyValue } from '../CopyValue';
import { CalloutButtons } from './web/CalloutButtons';
import { CustomRequest } from './web/CustomRequest';
import { ReminderBlocks } from './web/ReminderBlocks';
import { NameField } from './FormParts';
import { CreateSettings, Fields, SaveButton, SettingsMessages } from './web/SettingsParts';
import type { WebSettingsProps } from './web/settingsProps';
import { SignInSecret } from './web/SignInSecret';
import { TextsList } from './web/TextsList';

const TABS = ['design', 'callout', 'settings', 'gettingStarted'] as const;
/** The TOKEN sign-in secret is shown right after the authentication and its token age. */
const AFTER_TOKEN_AGE = WEB_CHAT_TABS.settings.findIndex((field) => field.name === 'tokenAge') + 1;

/** The web chat: create = name, assistant, Connect; update = Design, Callout settings, Settings, Getting started and one SAVE. */
export function WebChatForm({ actor, publicUrl }: WebSettingsProps) {
  const { t } = useTranslation('channels');
  const mode = useSelector(actor, (s) => s.context.mode);
  const channelId = useSelector(actor, (s) => s.context.channelId);
  if (mode === 'create' || channelId === null) return <CreateSettings actor={actor} />;
  return (
    <div className="channel-form">
      <SettingsMessages actor={actor} />
      <Tabs defaultSelectedKey="design">
        <TabList aria-label={t('kinds.webChat')} className="tab-list">
          {TABS.map((tab) => (
            <Tab key={tab} id={tab} className="tab">
              {t(`web.tabs.${tab}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="design" className="tab-panel">
          <NameField actor={actor} />
          <Fields actor={actor} fields={WEB_CHAT_TABS.design} />
        </TabPanel>
        <TabPanel id="callout" className="tab-panel">
          <Fields actor={actor} fields={WEB_CHAT_TABS.callout} />
          <CalloutButtons actor={actor} />
        </TabPanel>
        <TabPanel id="settings" className="tab-panel">
          <Fields actor={actor} fields={WEB_CHAT_TABS.settings.slice(0, AFTER_TOKEN_AGE)} />
          <SignInSecret actor={actor} />
          <Fields actor={actor} fields={WEB_CHAT_TABS.settings.slice(AFTER_TOKEN_AGE)} />
          <CustomRequest actor={actor} request="customSMS" />
          <CustomRequest actor={actor} request="customOtpValidation" />
          <ReminderBlocks actor={actor} />
          <TextsList actor={actor} nested />
        </TabPanel>
        <TabPanel id="gettingStarted" className="tab-panel">
          <p>{t('webMessenger.scriptHelp')}</p>
          <CopyValue label={t('webMessenger.snippet')} value={messengerSnippet(publicUrl, channelId)} />
        </TabPanel>
      </Tabs>
      <SaveButton actor={actor} />
    </div>
  );
}
