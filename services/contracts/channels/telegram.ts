import { z } from 'zod';
import { defineChannel } from './definition';
import { requiredSecret, requiredText } from './fields';

/**
 * Telegram (spec 02 sections 2, 3, 5 and 7): the form's telegramName, telegramBotUserName and
 * telegramToken are sent as telegramBotName, telegramBotUsername and telegramBotToken; name
 * and token are required. The bot's user name identifies the channel; the token is a secret.
 */
export const telegramMessages = {
  createFailed: 'A problem happened while creating the channel, please check again the token.',
} as const;

/** A bot token as the bot-creation service gives it: digits, a colon, then letters, digits, - and _. */
export const TELEGRAM_TOKEN = /^[0-9]+:[A-Za-z0-9_-]{20,}$/;

export const telegram = defineChannel({
  kind: 'telegram',
  stored: { integrationType: 'Telegram' },
  properties: z
    .object({
      telegramBotName: requiredText(100),
      telegramBotUsername: z
        .string()
        .trim()
        .transform((value) => value.replace(/^@/, ''))
        .pipe(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, 'Enter the bot user name the bot-creation service gave (letters, digits and _).'))
        .optional(),
      telegramBotToken: requiredSecret(200).regex(TELEGRAM_TOKEN, telegramMessages.createFailed),
    })
    .strict(),
  secrets: ['telegramBotToken'],
  identifiedBy: ['telegramBotUsername'],
});
