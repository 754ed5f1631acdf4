import type { ChannelFormContext } from '../../../machines/channels/forms/channelForm';
import { whatsappCloudMachine } from '../../../machines/channels/forms/whatsappCloud.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { createInput, formView, loadEvents, saveEvents, updateEvents, updateInput, usageEvents } from './channelForms';
import { done } from './fixtures';

/** Two flows of the channel's assistant (the stored channel chose a template for both). */
export const FLOW_A = '0a000000-0000-4000-8000-00000000000a';
export const FLOW_B = '0b000000-0000-4000-8000-00000000000b';

/** On update: another template for flow A, a name WhatsApp would refuse for flow B, then the channel's default for it. */
const templateChoices = [
  { type: 'FIELD_CHANGED', field: `flowTemplates.${FLOW_A}`, value: 'order_update|en_US' },
  { type: 'FIELD_CHANGED', field: `flowTemplates.${FLOW_B}`, value: 'Order Update|en_US' },
  { type: 'FIELD_CHANGED', field: `flowTemplates.${FLOW_B}`, value: '' },
];

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
      events: [
        ...updateEvents({
          id: 'ch1',
          name: 'Main',
          kind: 'whatsappCloud',
          botId: 'b1',
          properties: {
            partnerName: 'Acme',
            registeredWhatsappPhoneNumber: '+905551112233',
            email: 'ada@example.com',
            flowTemplates: { [FLOW_A]: { name: 'merhaba', language: 'tr' }, [FLOW_B]: { name: 'we_are_back', language: 'en_US' } },
          },
        }),
        ...templateChoices,
      ],
    },
  ],
  serialize: serializeWith(({ context }) => formView(context as ChannelFormContext)),
};
