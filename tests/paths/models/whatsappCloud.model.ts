import type { ChannelFormContext } from '../../../machines/channels/forms/channelForm';
import { whatsappCloudMachine } from '../../../machines/channels/forms/whatsappCloud.machine';
import { SECRET_MASK } from '../../../services/contracts/channels';
import { whatsappCloudMessages } from '../../../services/contracts/channels/whatsappCloud';
import { serializeWith, type CatalogueEntry } from '../model';
import { assistants, createInput, formView, loadEvents, saveEvents, updateEvents, updateInput, usageEvents } from './channelForms';
import { done, failed, httpFailure } from './fixtures';
import { cloudAccount, cloudAccountView } from './whatsappCloudAccount';

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

/** The Cloud API account typed field by field (an id with letters first), then one of it cleared, and SAVE at any point. */
const accountFields = [
  { type: 'FIELD_CHANGED', field: 'phoneNumberId', value: 'wa-106540352242922' },
  ...Object.entries(cloudAccount).map(([field, value]) => ({ type: 'FIELD_CHANGED', field, value })),
  { type: 'FIELD_CHANGED', field: 'appSecret', value: '' },
  { type: 'SUBMIT' },
];

/** What the server answers when Meta refuses the token or the number id: nothing is stored. */
const refused = httpFailure(400, { message: whatsappCloudMessages.connectFailed });

export const whatsappCloudModel: CatalogueEntry = {
  machine: whatsappCloudMachine,
  appActions: ['notifySaved'],
  scenarios: [
    {
      name: 'add a WhatsApp Cloud number',
      input: createInput,
      events: [...loadEvents, ...fields, ...saveEvents, ...usageEvents, failed('addChannel', refused), done('addChannel', { channel: { id: 'ch7', name: 'Main' } })],
    },
    {
      name: 'type the Cloud API account of a new WhatsApp Cloud number',
      input: createInput,
      events: [done('loadAssistants', assistants), ...accountFields],
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
            ...cloudAccount,
            accessToken: SECRET_MASK,
            appSecret: SECRET_MASK,
            verifyToken: SECRET_MASK,
            flowTemplates: { [FLOW_A]: { name: 'merhaba', language: 'tr' }, [FLOW_B]: { name: 'we_are_back', language: 'en_US' } },
          },
        }),
        ...templateChoices,
        { type: 'FIELD_CHANGED', field: 'accessToken', value: 'EAAG-wrong-token' },
        failed('updateChannel', refused),
      ],
    },
  ],
  // The account is seen as counts (cloudAccountView): the graph stays small.
  serialize: serializeWith(({ context }) => {
    const c = context as ChannelFormContext;
    return [
      ...formView({ ...c, fields: cloudAccountView.withoutAccount(c.fields), errors: cloudAccountView.withoutAccount(c.errors) }),
      cloudAccountView.summary(c.fields, c.errors),
    ];
  }),
};
