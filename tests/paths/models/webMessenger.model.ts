import type { WebSettingsContext } from '../../../machines/channels/forms/webSettings';
import { webMessengerMachine } from '../../../machines/channels/forms/webMessenger.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { createScenario, fieldsScenario, imageScenario, settingsView } from './webSettingsForms';

/** What a web messenger stores that its form does not show (kept on update). */
export const webMessengerStored = { vote: { voteImage: 'https://cdn.example.com/vote.png' }, headerText: 'Hello' };

export const webMessengerModel: CatalogueEntry = {
  machine: webMessengerMachine,
  appActions: ['notifySaved'],
  scenarios: [
    createScenario('connect a web messenger'),
    fieldsScenario('webMessenger', 'edit the settings, texts and features of a web messenger', webMessengerStored, [
      { type: 'FIELD_CHANGED', field: 'displayStyle', value: 'popup' },
      { type: 'FIELD_CHANGED', field: 'displayStyle', value: 'tab' },
      { type: 'FIELD_CHANGED', field: 'imageUpload', value: true },
      { type: 'TEXT_CHANGED', key: 'headerText', value: '' },
    ]),
    imageScenario('webMessenger', 'upload the messenger image', 'messengerImage'),
  ],
  serialize: serializeWith(({ context }) => settingsView(context as WebSettingsContext)),
};
