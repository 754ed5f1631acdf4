import type { ChannelFormContext } from '../../../machines/channels/forms/channelForm';
import { whatsappCloudMachine } from '../../../machines/channels/forms/whatsappCloud.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { createInput, formView, loadEvents, saveEvents, updateEvents, updateInput, usageEvents } from './channelForms';
import { done } from './fixtures';

const fields = [
  { type: 'FIELD_CHANGED', field: 'partnerName', value: 'Acme' },
  { type: 'FIELD_CHANGED', field: 'registeredWhatsappPhoneNumber', value: '905551112233' },
  { type: 'FIELD_CHANGED', field: 'registeredWhatsappPhoneNumber', value: '+905551112233' },
];

export const whatsappCloudModel: CatalogueEntry = {
  machine: whatsappCloudMachine,
  appActions: ['notifySaved'],
  scenarios: [
    {
      name: 'add a WhatsApp Cloud number',
      input: createInput,
      events: [...loadEvents, ...fields, ...saveEvents, ...usageEvents, done('addChannel', { channel: { id: 'ch7', name: 'Main' } })],
    },
    {
      name: 'update the WhatsApp Cloud number',
      input: updateInput,
      events: updateEvents({
        id: 'ch1',
        name: 'Main',
        kind: 'whatsappCloud',
        botId: null,
        properties: { partnerName: 'Acme', registeredWhatsappPhoneNumber: '+905551112233', email: 'ada@example.com' },
      }),
    },
  ],
  serialize: serializeWith(({ context }) => formView(context as ChannelFormContext)),
};
