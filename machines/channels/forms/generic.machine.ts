import { channelFormMachine } from './channelForm';
import { readText } from './formRules';

/** The generic webhook channel: name, webhook URL and assistant; update edits its params (name/value pairs). */
export const genericMachine = channelFormMachine({
  kind: 'generic',
  fields: ['webhookUrl'],
  toProperties: (fields, { pairs }) => ({ webhookUrl: fields['webhookUrl'] ?? '', ...(pairs.length > 0 ? { params: pairs.map((p) => ({ name: p.name, value: p.value })) } : {}) }),
  fromProperties: (properties) => ({ webhookUrl: readText(properties, 'webhookUrl') }),
  pairs: true,
});
