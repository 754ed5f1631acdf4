import { useSelector } from '@xstate/react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { messengerSnippet } from '../../../machines/channels/channels';
import { WEB_MESSENGER_SETTINGS } from '../../../machines/channels/forms/webChat.machine';
import { CopyValue } from '../CopyValue';
import type { ChannelFormProps } from './formProps';
import { AssistantField, ChannelFormShell, FormField, SubmitButton } from './FormParts';

/** The web messenger: create = name, assistant and Connect; update = SCRIPT (the embed snippet, no save) and SETTINGS. */
export function WebChatForm({ actor, publicUrl }: ChannelFormProps) {
  const { t } = useTranslation('channels');
  const mode = useSelector(actor, (s) => s.context.mode);
  const channelId = useSelector(actor, (s) => s.context.channelId);
  const settings = (
    <ChannelFormShell actor={actor}>
      <FormField actor={actor} field="name" label={t('form.name')} />
      {mode === 'create' ? (
        <AssistantField actor={actor} />
      ) : (
        WEB_MESSENGER_SETTINGS.map((field) => <FormField key={field} actor={actor} field={field} label={t(`webMessenger.fields.${field}`)} />)
      )}
      <SubmitButton actor={actor} />
    </ChannelFormShell>
  );
  if (mode === 'create' || channelId === null) return settings;
  return (
    <Tabs defaultSelectedKey="SCRIPT">
      <TabList aria-label={t('kinds.webChat')} className="tab-list">
        <Tab id="SCRIPT" className="tab">
          {t('webMessenger.tabs.SCRIPT')}
        </Tab>
        <Tab id="SETTINGS" className="tab">
          {t('webMessenger.tabs.SETTINGS')}
        </Tab>
      </TabList>
      <TabPanel id="SCRIPT" className="tab-panel">
        <p>{t('webMessenger.scriptHelp')}</p>
        <CopyValue label={t('webMessenger.snippet')} value={messengerSnippet(publicUrl, channelId)} />
      </TabPanel>
      <TabPanel id="SETTINGS" className="tab-panel">
        {settings}
      </TabPanel>
    </Tabs>
  );
}
