import type { ChannelFormContext } from '../../../machines/channels/forms/channelForm';
import { telegramMachine } from '../../../machines/channels/forms/telegram.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { createInput, formView, loadEvents, saveEvents, updateEvents, updateInput, usageEvents } from './channelForms';
import { done } from './fixtures';

export const telegramToken = '123456:ABCDEFGHIJKLMNOPQRSTuvwxyz';

const fields = [
  { type: 'FIELD_CHANGED', field: 'telegramBotUsername', value: 'shop_bot' },
  { type: 'FIELD_CHANGED', field: 'telegramBotToken', value: telegramToken },
];

export const telegramModel: CatalogueEntry = {
  machine: telegramMachine,
  appActions: ['notifySaved'],
  scenarios: [
    {
      name: 'add a Telegram bot',
      input: createInput,
      events: [...loadEvents, ...fields, ...saveEvents, ...usageEvents, done('addChannel', { channel: { id: 'ch7', name: 'Main' } })],
    },
    {
      name: 'update the Telegram bot',
      input: updateInput,
      events: [
        ...updateEvents({
          id: 'ch1',
          name: 'Main',
          kind: 'telegram',
          botId: 'b1',
          properties: { telegramBotName: 'Shop bot', telegramBotUsername: 'shop_bot', telegramBotToken: '********' },
        }),
        { type: 'FIELD_CHANGED', field: 'telegramBotToken', value: telegramToken },
      ],
    },
  ],
  serialize: serializeWith(({ context }) => formView(context as ChannelFormContext)),
};
