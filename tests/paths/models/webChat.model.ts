import type { ChannelFormContext } from '../../../machines/channels/forms/channelForm';
import { webChatMachine } from '../../../machines/channels/forms/webChat.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { createInput, formView, loadEvents, saveEvents, updateEvents, updateInput } from './channelForms';
import { done } from './fixtures';

export const webChatModel: CatalogueEntry = {
  machine: webChatMachine,
  appActions: ['notifySaved'],
  scenarios: [
    { name: 'connect a web messenger', input: createInput, events: [...loadEvents, ...saveEvents, done('addChannel', { channel: { id: 'ch7', name: 'Main' } })] },
    {
      name: 'rename the web messenger',
      input: updateInput,
      events: [
        ...updateEvents({ id: 'ch1', name: 'Main', kind: 'webChat', botId: 'b1', properties: {} }),
        { type: 'FIELD_CHANGED', field: 'brandColor', value: 'red' },
        { type: 'FIELD_CHANGED', field: 'brandColor', value: '#1A2B3C' },
      ],
    },
  ],
  serialize: serializeWith(({ context }) => formView(context as ChannelFormContext)),
};
