import { channelFormMachine } from './channelForm';
import { readText } from './formRules';

const FIELDS = ['telegramBotUsername', 'telegramBotToken'] as const;

/**
 * Telegram: the CONFIGURATIONS tab's telegramName (the channel's name), telegramBotUserName and
 * telegramToken, sent as telegramBotName, telegramBotUsername, telegramBotToken; the server checks the token.
 */
export const telegramMachine = channelFormMachine({
  kind: 'telegram',
  fields: FIELDS,
  toProperties: (fields, { name }) => ({
    telegramBotName: name,
    ...(fields['telegramBotUsername'] ? { telegramBotUsername: fields['telegramBotUsername'] } : {}),
    telegramBotToken: fields['telegramBotToken'] ?? '',
  }),
  fromProperties: (properties) => Object.fromEntries(FIELDS.map((f) => [f, readText(properties, f)])),
  pairs: false,
});
