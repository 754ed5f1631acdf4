import { z } from 'zod';

/**
 * What Telegram's Bot API posts to a bot's webhook: one Update (core.telegram.org/bots/api#update).
 * Only the parts this console reads are named; Telegram adds fields over time, so every object
 * keeps what it does not name. An Update carries at most one of its optional parts.
 */

export const telegramUser = z.looseObject({
  id: z.number().int(),
  is_bot: z.boolean(),
  first_name: z.string(),
  last_name: z.string().optional(),
  username: z.string().optional(),
});
export type TelegramUser = z.infer<typeof telegramUser>;

export const telegramChat = z.looseObject({ id: z.number().int(), type: z.string() });

/** One button of an inline keyboard: it opens `url` or sends `callback_data` (1-64 bytes) back as a callback query. */
export const inlineKeyboardButton = z.looseObject({ text: z.string(), url: z.string().optional(), callback_data: z.string().optional() });
export type InlineKeyboardButton = z.infer<typeof inlineKeyboardButton>;
export const inlineKeyboardMarkup = z.looseObject({ inline_keyboard: z.array(z.array(inlineKeyboardButton)) });
export type InlineKeyboardMarkup = z.infer<typeof inlineKeyboardMarkup>;

const fileRef = z.looseObject({ file_id: z.string(), file_unique_id: z.string().optional(), file_name: z.string().optional(), mime_type: z.string().optional() });

export const telegramMessage = z.looseObject({
  message_id: z.number().int(),
  date: z.number().int(),
  chat: telegramChat,
  from: telegramUser.optional(),
  text: z.string().optional(),
  caption: z.string().optional(),
  photo: z.array(fileRef.extend({ width: z.number().int(), height: z.number().int() })).optional(),
  document: fileRef.optional(),
  video: fileRef.optional(),
  audio: fileRef.optional(),
  voice: fileRef.optional(),
  location: z.looseObject({ latitude: z.number(), longitude: z.number() }).optional(),
  contact: z.looseObject({ phone_number: z.string(), first_name: z.string(), last_name: z.string().optional(), user_id: z.number().int().optional() }).optional(),
  reply_markup: inlineKeyboardMarkup.optional(),
});
export type TelegramMessage = z.infer<typeof telegramMessage>;

/** A tap on an inline keyboard's callback button: `data` is the button's callback_data. */
export const callbackQuery = z.looseObject({
  id: z.string(),
  from: telegramUser,
  /** The message the button was on (absent for inline-mode messages; date 0 when too old to read). */
  message: z.looseObject({ message_id: z.number().int(), date: z.number().int(), chat: telegramChat, reply_markup: inlineKeyboardMarkup.optional() }).optional(),
  chat_instance: z.string(),
  data: z.string().optional(),
});
export type CallbackQuery = z.infer<typeof callbackQuery>;

export const telegramUpdate = z.looseObject({
  update_id: z.number().int().nonnegative(),
  message: telegramMessage.optional(),
  callback_query: callbackQuery.optional(),
});
export type TelegramUpdate = z.infer<typeof telegramUpdate>;

/** The update kinds a webhook of this console asks for (setWebhook's allowed_updates). */
export const TELEGRAM_ALLOWED_UPDATES = ['message', 'callback_query'] as const;

/** The Bot API's answer envelope: a result, or an error with its code, words and (flood control) the seconds to wait. */
export const botApiAnswer = z.union([
  z.object({ ok: z.literal(true), result: z.unknown(), description: z.string().optional() }),
  z.object({
    ok: z.literal(false),
    error_code: z.number().int(),
    description: z.string(),
    parameters: z.looseObject({ retry_after: z.number().optional(), migrate_to_chat_id: z.number().optional() }).optional(),
  }),
]);
export type BotApiAnswer = z.infer<typeof botApiAnswer>;
