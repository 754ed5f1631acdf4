import { channelFormMachine } from './channelForm';
import { readText } from './formRules';
import { choiceOf, templateOf } from './whatsappCloudTemplate';

/**
 * WhatsApp Cloud: customer name and registered number (starting with +); the e-mail is the
 * signed-in user's. On update also the approved template sent outside the 24-hour window
 * (stored per channel as outsideWindowTemplate; empty for none).
 */
export const whatsappCloudMachine = channelFormMachine({
  kind: 'whatsappCloud',
  fields: ['partnerName', 'registeredWhatsappPhoneNumber', 'outsideWindowTemplate'],
  toProperties: (fields, { userEmail }) => {
    const template = templateOf(fields['outsideWindowTemplate'] ?? '');
    return {
      partnerName: fields['partnerName'] ?? '',
      registeredWhatsappPhoneNumber: fields['registeredWhatsappPhoneNumber'] ?? '',
      email: userEmail,
      ...(template ? { outsideWindowTemplate: template } : {}),
    };
  },
  fromProperties: (properties) => ({
    partnerName: readText(properties, 'partnerName'),
    registeredWhatsappPhoneNumber: readText(properties, 'registeredWhatsappPhoneNumber'),
    outsideWindowTemplate: choiceOf(properties),
  }),
  pairs: false,
});
