import { channelFormMachine } from './channelForm';
import { readText } from './formRules';

/** WhatsApp Cloud: customer name and registered number (starting with +); the e-mail is the signed-in user's. */
export const whatsappCloudMachine = channelFormMachine({
  kind: 'whatsappCloud',
  fields: ['partnerName', 'registeredWhatsappPhoneNumber'],
  toProperties: (fields, { userEmail }) => ({
    partnerName: fields['partnerName'] ?? '',
    registeredWhatsappPhoneNumber: fields['registeredWhatsappPhoneNumber'] ?? '',
    email: userEmail,
  }),
  fromProperties: (properties) => ({ partnerName: readText(properties, 'partnerName'), registeredWhatsappPhoneNumber: readText(properties, 'registeredWhatsappPhoneNumber') }),
  pairs: false,
});
