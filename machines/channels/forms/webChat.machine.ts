import { channelFormMachine } from './channelForm';
import { readText } from './formRules';

/** The SETTINGS tab's look fields (the contract's names); an empty one is left out and shows its default. */
export const WEB_MESSENGER_SETTINGS = ['brandName', 'brandColor', 'conversationColor', 'actionColor'] as const;

/** The web messenger: created by name (Connect); its update edits the name and SETTINGS (the SCRIPT tab shows the snippet). */
export const webChatMachine = channelFormMachine({
  kind: 'webChat',
  fields: WEB_MESSENGER_SETTINGS,
  toProperties: (fields) => Object.fromEntries(WEB_MESSENGER_SETTINGS.flatMap((f) => (fields[f] ? [[f, fields[f]]] : []))),
  fromProperties: (properties) => Object.fromEntries(WEB_MESSENGER_SETTINGS.map((f) => [f, readText(properties, f)])),
  pairs: false,
});
