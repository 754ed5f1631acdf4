import type { InlineKeyboardMarkup, TelegramUpdate } from '../../../services/contracts/channels/telegramUpdate';
import type { SandboxBot } from './botTokens';

/**
 * What the Telegram sandbox remembers, in memory, as Telegram would: each bot's webhook, its
 * chats with the people who wrote to it (both sides, shown on the phone page), the Updates
 * waiting for delivery, the button taps not yet answered, and the faults a test asked for.
 */
/**
 * Telegram's update ids keep growing for a bot across its whole life; the sandbox forgets its
 * state when the server stops, so a bot starts from the clock (tenths of a second since 2020) and
 * an update after a restart is never taken for a repeat of one before it.
 */
const firstUpdateId = () => Math.floor((Date.now() - Date.UTC(2020, 0, 1)) / 100);

export type ChatEntry = {
  message_id: number;
  from: 'person' | 'bot';
  date: number;
  text?: string;
  caption?: string;
  media?: { type: 'photo' | 'document' | 'video' | 'audio'; url: string };
  reply_markup?: InlineKeyboardMarkup;
};
export type SandboxChat = { id: number; firstName: string; lastName?: string; entries: ChatEntry[] };
export type Webhook = { url: string; secretToken?: string; allowedUpdates: string[]; lastErrorDate?: number; lastErrorMessage?: string };
export type Fault = { status?: 401 | 429 | 500; times: number; retryAfter: number; delayMs: number };

export type BotState = {
  bot: SandboxBot;
  name: string;
  webhook: Webhook | null;
  chats: Map<number, SandboxChat>;
  pending: TelegramUpdate[];
  nextUpdateId: number;
  nextMessageId: number;
  openQueries: Set<string>;
  answeredQueries: string[];
};

export type SandboxState = {
  bots: Map<number, BotState>;
  faults: Map<string, Fault[]>;
  /** The bot's state, made on first sight of a valid token (also after a restart). */
  botOf: (bot: SandboxBot, name?: string) => BotState;
};

export function sandboxState(): SandboxState {
  const bots = new Map<number, BotState>();
  return {
    bots,
    faults: new Map(),
    botOf(bot, name) {
      const known = bots.get(bot.id);
      if (known) {
        if (name) known.name = name;
        return known;
      }
      const made: BotState = {
        bot,
        name: name ?? bot.username,
        webhook: null,
        chats: new Map(),
        pending: [],
        nextUpdateId: firstUpdateId(),
        nextMessageId: 1,
        openQueries: new Set(),
        answeredQueries: [],
      };
      bots.set(bot.id, made);
      return made;
    },
  };
}

/** The fault to answer the next call of `method` with, counting it down; none when the control endpoint set none. */
export function takeFault(state: SandboxState, method: string): Fault | undefined {
  const list = state.faults.get(method.toLowerCase());
  const fault = list?.[0];
  if (!list || !fault) return undefined;
  fault.times -= 1;
  if (fault.times <= 0) list.shift();
  return fault;
}
