import { inlineKeyboardMarkup, type InlineKeyboardMarkup } from '../../../services/contracts/channels/telegramUpdate';
import { badRequest, intParam, jsonParam, stringParam, type Params } from './botApiParams';
import type { BotState, ChatEntry } from './sandboxState';

/** The sandbox's sendMessage and send<Media> methods: what Telegram checks, the chat updated, the sent Message answered. */

const LIMITS = { text: 4096, caption: 1024, callbackData: 64 };

function markupOf(params: Params): InlineKeyboardMarkup | undefined {
  const raw = jsonParam(params, 'reply_markup');
  if (raw === undefined) return undefined;
  const markup = inlineKeyboardMarkup.safeParse(raw);
  if (!markup.success) throw badRequest('can\'t parse inline keyboard button: field "inline_keyboard" must be an Array of Arrays');
  for (const button of markup.data.inline_keyboard.flat()) {
    if (!button.text) throw badRequest('text buttons are unallowed in the inline keyboard');
    if (button.url !== undefined && !/^(https?|tg):\/\//i.test(button.url)) throw badRequest('BUTTON_URL_INVALID');
    if (button.callback_data !== undefined && (button.callback_data === '' || Buffer.byteLength(button.callback_data) > LIMITS.callbackData))
      throw badRequest('BUTTON_DATA_INVALID');
    if (button.url === undefined && button.callback_data === undefined) throw badRequest('can\'t find field "callback_data" in inline keyboard button');
  }
  return markup.data;
}

function chatOf(bot: BotState, params: Params) {
  const chatId = intParam(params, 'chat_id');
  if (chatId === undefined) throw badRequest('chat_id is empty');
  const chat = bot.chats.get(chatId);
  if (!chat) throw badRequest('chat not found');
  return chat;
}

/** The Message Telegram answers a send with. */
function messageOf(bot: BotState, chatId: number, entry: ChatEntry) {
  const media = entry.media
    ? {
        [entry.media.type]:
          entry.media.type === 'photo'
            ? [{ file_id: `photo-${entry.message_id}`, file_unique_id: `p${entry.message_id}`, width: 800, height: 600 }]
            : { file_id: `${entry.media.type}-${entry.message_id}`, file_unique_id: `f${entry.message_id}` },
      }
    : {};
  return {
    message_id: entry.message_id,
    from: { id: bot.bot.id, is_bot: true, first_name: bot.name, username: bot.bot.username },
    chat: { id: chatId, type: 'private' },
    date: entry.date,
    ...(entry.text === undefined ? {} : { text: entry.text }),
    ...(entry.caption === undefined ? {} : { caption: entry.caption }),
    ...media,
    ...(entry.reply_markup ? { reply_markup: entry.reply_markup } : {}),
  };
}

export function sendMessage(bot: BotState, params: Params, now: number) {
  const chat = chatOf(bot, params);
  const text = stringParam(params, 'text') ?? '';
  if (!text.trim()) throw badRequest('message text is empty');
  if (text.length > LIMITS.text) throw badRequest('message is too long');
  const markup = markupOf(params);
  const entry: ChatEntry = { message_id: bot.nextMessageId++, from: 'bot', date: now, text, ...(markup ? { reply_markup: markup } : {}) };
  chat.entries.push(entry);
  return messageOf(bot, chat.id, entry);
}

export const MEDIA_FIELDS = { sendPhoto: 'photo', sendDocument: 'document', sendVideo: 'video', sendAudio: 'audio' } as const;

export function sendMedia(bot: BotState, params: Params, now: number, type: (typeof MEDIA_FIELDS)[keyof typeof MEDIA_FIELDS]) {
  const chat = chatOf(bot, params);
  const url = stringParam(params, type);
  if (!url) throw badRequest(`there is no ${type} in the request`);
  if (!/^https?:\/\//i.test(url)) throw badRequest('wrong HTTP URL specified');
  const caption = stringParam(params, 'caption');
  if (caption !== undefined && caption.length > LIMITS.caption) throw badRequest('message caption is too long');
  const markup = markupOf(params);
  const entry: ChatEntry = {
    message_id: bot.nextMessageId++,
    from: 'bot',
    date: now,
    media: { type, url },
    ...(caption ? { caption } : {}),
    ...(markup ? { reply_markup: markup } : {}),
  };
  chat.entries.push(entry);
  return messageOf(bot, chat.id, entry);
}
