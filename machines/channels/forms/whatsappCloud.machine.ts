import { channelFormMachine } from './channelForm';
import { readText } from './formRules';
import { ACCOUNT_FIELDS, accountFieldsOf, accountOf } from './whatsappCloudAccount';
import { choiceOf, templateOf } from './whatsappCloudTemplate';
import { FLOW_TEMPLATES, flowChoicesOf, flowTemplatesOf } from './whatsappFlowTemplates';

/**
 * WhatsApp Cloud: customer name and registered number (starting with +); the e-mail is the
 * signed-in user's; the Cloud API account (whatsappCloudAccount: five fields, all or none, with
 * which the server connects the number, or refuses what Meta refuses). On update also the
 * approved template sent outside the 24-hour window: the channel's default
 * (outsideWindowTemplate; empty for none) and one per flow of the assistant (flowTemplates, a
 * field `flowTemplates.<flow id>` each; empty for the channel's default).
 */
export const whatsappCloudMachine = channelFormMachine({
  kind: 'whatsappCloud',
  fields: ['partnerName', 'registeredWhatsappPhoneNumber', ...ACCOUNT_FIELDS, 'outsideWindowTemplate'],
  keyedFields: [FLOW_TEMPLATES],
  linkedFields: ACCOUNT_FIELDS,
  toProperties: (fields, { userEmail }) => {
    const template = templateOf(fields['outsideWindowTemplate'] ?? '');
    const perFlow = flowTemplatesOf(fields);
    return {
      partnerName: fields['partnerName'] ?? '',
      registeredWhatsappPhoneNumber: fields['registeredWhatsappPhoneNumber'] ?? '',
      email: userEmail,
      ...accountOf(fields),
      ...(template ? { outsideWindowTemplate: template } : {}),
      ...(perFlow ? { flowTemplates: perFlow } : {}),
    };
  },
  fromProperties: (properties) => ({
    partnerName: readText(properties, 'partnerName'),
    registeredWhatsappPhoneNumber: readText(properties, 'registeredWhatsappPhoneNumber'),
    ...accountFieldsOf(properties),
    outsideWindowTemplate: choiceOf(properties),
    ...flowChoicesOf(properties),
  }),
  pairs: false,
});
