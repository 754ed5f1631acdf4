import { SECRET_MASK } from '../../../services/contracts/channels';
import type { WebSettingsContext } from '../../../machines/channels/forms/webSettings';
import { webChatMachine } from '../../../machines/channels/forms/webChat.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { updateInput } from './channelForms';
import { done } from './fixtures';
import { createScenario, fieldsScenario, generatedSecret, imageScenario, loadingEvents, settingsView } from './webSettingsForms';

/** What a web chat stores that its form does not show (kept on update). */
export const webChatStored = { callOutDelay: 3, vote: { voteImage: 'https://cdn.example.com/vote.png' } };

export const webChatModel: CatalogueEntry = {
  machine: webChatMachine,
  appActions: ['notifySaved'],
  scenarios: [
    createScenario('connect a web chat'),
    fieldsScenario('webChat', 'edit the design and callout of a web chat', webChatStored, [
      { type: 'FIELD_CHANGED', field: 'brandColor', value: 'red' },
      { type: 'FIELD_CHANGED', field: 'brandColor', value: '#1A2B3C' },
      { type: 'FIELD_CHANGED', field: 'typingDelay', value: 5 },
      { type: 'TEXT_CHANGED', key: 'inputPlaceholder', value: 'Ask us' },
    ]),
    {
      name: 'edit the callout buttons of a web chat',
      input: updateInput,
      events: [
        ...loadingEvents('webChat', { buttonList: [{ buttonId: 1, text: 'Chat', functionURL: 'start' }] }, false),
        { type: 'BUTTON_ADDED' },
        { type: 'BUTTON_CHANGED', index: 0, change: { functionURL: 'https://elsewhere.example.com', text: 'Talk' } },
        { type: 'BUTTON_CHANGED', index: 1, change: { functionURL: 'https://shop.example.com' } },
        { type: 'BUTTON_REMOVED', index: 0 },
        { type: 'BUTTON_REMOVED', index: 1 },
      ],
    },
    {
      name: 'edit the custom SMS and the reminders of a web chat',
      input: updateInput,
      events: [
        ...loadingEvents('webChat', {}, false),
        { type: 'REQUEST_CHANGED', request: 'customSMS', value: { url: 'nope', method: 'POST', headers: [{ name: 'X-Key', value: 'k' }], body: '' } },
        { type: 'REMINDERS_CHANGED', blocks: [{ language: 'en', reminderMessage: 'Still there?', timeoutMessage: 'Bye' }] },
        { type: 'SAVE' },
        done('updateChannel', { success: true }),
      ],
    },
    {
      name: 'require a token signing secret for TOKEN sign-in of a web chat',
      input: updateInput,
      events: [
        ...loadingEvents('webChat', {}, false),
        { type: 'FIELD_CHANGED', field: 'auth', value: 'TOKEN' },
        { type: 'SAVE' },
        { type: 'SIGN_IN_SECRET_GENERATED', secret: generatedSecret },
        { type: 'SAVE' },
        done('updateChannel', { success: true }),
      ],
    },
    {
      name: 'keep the stored token signing secret of a web chat',
      input: updateInput,
      events: [...loadingEvents('webChat', { auth: 'TOKEN', signInSecret: SECRET_MASK }, false), { type: 'SAVE' }, done('updateChannel', { success: true })],
    },
    imageScenario('webChat', 'upload the logo of a web chat', 'brandLogo'),
  ],
  serialize: serializeWith(({ context }) => settingsView(context as WebSettingsContext)),
};
