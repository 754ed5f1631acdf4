import { useSelector } from '@xstate/react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { messengerSnippet } from '../../../machines/channels/channels';
import { WEB_MESSENGER_TABS } from '../../../machines/channels/forms/webMessenger.machine';
import { CopyValue } from '../CopyValue';
import { NameField } from './FormParts';
import { CreateSettings, Fields, SaveButton, SettingsMessages } from './web/SettingsParts';
import type { WebSettingsProps } from './web/settingsProps';
import { TextsList } from './web/TextsList';

const TABS = ['SCRIPT', 'SETTINGS', 'TEXTS', 'VISUALS', 'FEATURES', 'NOTIFICATIONS'] as const;

/** The web messenger: create = name, assistant, Connect; update = SCRIPT (snippet, no save), SETTINGS, TEXTS, VISUALS, FEATURES, NOTIFICATIONS. */
export function WebMessengerForm({ actor, publicUrl }: WebSettingsProps) {
  const { t } = useTranslation('channels');
  const mode = useSelector(actor, (s) => s.context.mode);
  const channelId = useSelector(actor, (s) => s.context.channelId);
  if (mode === 'create' || channelId === null) return <CreateSettings actor={actor} />;
  const save = <SaveButton actor={actor} />;
  return (
    <div className="channel-form">
      <SettingsMessages actor={actor} />
      <Tabs defaultSelectedKey="SCRIPT">
        <TabList aria-label={t('kinds.webMessenger')} className="tab-list">
          {TABS.map((tab) => (
            <Tab key={tab} id={tab} className="tab">
              {t(`webMessenger.tabs.${tab}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="SCRIPT" className="tab-panel">
          <p>{t('webMessenger.scriptHelp')}</p>
          <CopyValue label={t('webMessenger.snippet')} value={messengerSnippet(publicUrl, channelId)} />
        </TabPanel>
        <TabPanel id="SETTINGS" className="tab-panel">
          <NameField actor={actor} />
          <Fields actor={actor} fields={WEB_MESSENGER_TABS.SETTINGS} />
          {save}
        </TabPanel>
        <TabPanel id="TEXTS" className="tab-panel">
          <TextsList actor={actor} nested={false} />
          {save}
        </TabPanel>
        {(['VISUALS', 'FEATURES', 'NOTIFICATIONS'] as const).map((tab) => (
          <TabPanel key={tab} id={tab} className="tab-panel">
            <Fields actor={actor} fields={WEB_MESSENGER_TABS[tab]} />
            {save}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
