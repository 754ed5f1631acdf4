import { randomBytes } from 'node:crypto';
import type { TelegramUpdate } from '../../../services/contracts/channels/telegramUpdate';
import type { BotState, SandboxChat } from './sandboxState';

/**
 * The Updates the person on the phone page makes: a message they write (which opens their
 * private chat with the bot, as pressing Start does), and a tap on a callback button of one of
 * the bot's messages. update_id grows by one per bot.
 */
export type Person = { firstName: string; lastName?: string | undefined };

const userOf = (chat: SandboxChat) => ({ id: chat.id, is_bot: false, first_name: chat.firstName, ...(chat.lastName ? { last_name: chat.lastName } : {}) });
const chatRef = (chat: SandboxChat) => ({ id: chat.id, type: 'private', first_name: chat.firstName, ...(chat.lastName ? { last_name: chat.lastName } : {}) });

export function writtenUpdate(bot: BotState, chatId: number, person: Person, text: string, now: number): TelegramUpdate {
  const chat = bot.chats.get(chatId) ?? { id: chatId, firstName: person.firstName, entries: [] };
  Object.assign(chat, { firstName: person.firstName, ...(person.lastName ? { lastName: person.lastName } : {}) });
  bot.chats.set(chatId, chat);
  const entry = { message_id: bot.nextMessageId++, from: 'person' as const, date: now, text };
  chat.entries.push(entry);
  return { update_id: bot.nextUpdateId++, message: { message_id: entry.message_id, date: now, chat: chatRef(chat), from: userOf(chat), text } };
}

/** The tap's Update, or null when no message of the bot in this chat has a button with that data. */
export function tapUpdate(bot: BotState, chatId: number, messageId: number, data: string): TelegramUpdate | null {
  const chat = bot.chats.get(chatId);
  const entry = chat?.entries.find((e) => e.message_id === messageId && e.from === 'bot');
  const tapped = entry?.reply_markup?.inline_keyboard.flat().some((button) => button.callback_data === data);
  if (!chat || !entry || !tapped) return null;
  const id = randomBytes(8).toString('hex');
  bot.openQueries.add(id);
  const message = {
    message_id: entry.message_id,
    date: entry.date,
    chat: chatRef(chat),
    from: { id: bot.bot.id, is_bot: true, first_name: bot.name, username: bot.bot.username },
    ...(entry.text === undefined ? {} : { text: entry.text }),
    ...(entry.caption === undefined ? {} : { caption: entry.caption }),
    ...(entry.reply_markup ? { reply_markup: entry.reply_markup } : {}),
  };
  return { update_id: bot.nextUpdateId++, callback_query: { id, from: userOf(chat), message, chat_instance: `${bot.bot.id}-${chat.id}`, data } };
}
