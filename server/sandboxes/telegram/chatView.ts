import type { SandboxChat } from '../../../services/contracts/rest/telegramSandbox';
import type { BotState } from './sandboxState';

/** A chat as the phone page polls it: both sides, newest last, and how the bot's webhook is doing. */
export function chatView(bot: BotState | undefined, chatId: number): SandboxChat {
  if (!bot) return { bot: null, webhookUrl: '', pendingUpdates: 0, answeredCallbackQueries: 0, entries: [] };
  return {
    bot: { id: bot.bot.id, name: bot.name, username: bot.bot.username },
    webhookUrl: bot.webhook?.url ?? '',
    pendingUpdates: bot.pending.length,
    answeredCallbackQueries: bot.answeredQueries.length,
    entries: bot.chats.get(chatId)?.entries.map((entry) => ({ ...entry })) ?? [],
  };
}
