import { WEB_CHAT_TABS } from '../../../machines/channels/forms/webChat.machine';
import { WEB_MESSENGER_TABS } from '../../../machines/channels/forms/webMessenger.machine';
import type { SettingField } from '../../../machines/channels/forms/webSettingFields';
import { webChatModel } from '../models/webChat.model';
import { webMessengerModel } from '../models/webMessenger.model';
import { en, q } from './kit';
import { webScreen } from './webSettingsScreen';
import { form, formButton, formTab } from './webSettingsSteps';

const channels = (key: string) => en('channels', key);

const tabbed = (tabs: Record<string, readonly SettingField[]>, label: (tab: string) => string) =>
  Object.entries(tabs).flatMap(([tab, fields]) => fields.map((field) => ({ field, tab: label(tab) })));

/** The web chat's update form (Design, Callout settings, Settings, Getting started; one SAVE), opened by a link to the channel. */
export const webChat = webScreen({
  kind: 'webChat',
  model: webChatModel,
  fields: tabbed(WEB_CHAT_TABS, (tab) => channels(`web.tabs.${tab}`)),
  tabs: { name: channels('web.tabs.design'), texts: channels('web.tabs.settings'), buttons: channels('web.tabs.callout'), requests: channels('web.tabs.settings') },
  save: [`await ${formButton(channels('web.save'))}.click();`],
});

/** The web messenger's update form (SCRIPT, SETTINGS, TEXTS, VISUALS, FEATURES, NOTIFICATIONS; a SAVE on each but SCRIPT). */
const settingsTab = channels('webMessenger.tabs.SETTINGS');
export const webMessenger = webScreen({
  kind: 'webMessenger',
  model: webMessengerModel,
  fields: tabbed(WEB_MESSENGER_TABS, (tab) => channels(`webMessenger.tabs.${tab}`)),
  tabs: { name: settingsTab, texts: channels('webMessenger.tabs.TEXTS'), buttons: settingsTab, requests: settingsTab },
  // Every tab's SAVE sends the whole form; the one of SETTINGS is pressed.
  save: [...formTab(settingsTab), `await ${form}.getByRole('tabpanel').getByRole('button', { name: ${q(channels('web.save'))}, exact: true }).click();`],
});
