import type { TelegramUpdate } from '../../../services/contracts/channels/telegramUpdate';
import type { BotState } from './sandboxState';

/**
 * How the sandbox posts Updates to a bot's webhook, as Telegram does: one at a time per bot and
 * in order, with X-Telegram-Bot-Api-Secret-Token when setWebhook named a secret. A delivery that
 * fails (a network error or an answer other than 2xx) is tried again after growing waits
 * (0.5, 1, 2, 4, 8 s) and dropped after the sixth try; the failure shows in getWebhookInfo.
 * Updates wait while the bot has no webhook and go out once one is set.
 */
export const DELIVERY_RETRY = { attempts: 6, firstWaitMs: 500, timeoutMs: 10_000 } as const;

export type UpdateDelivery = { enqueue: (bot: BotState, update: TelegramUpdate) => void; pump: (bot: BotState) => void; close: () => void };

const updateKind = (update: TelegramUpdate) => Object.keys(update).find((key) => key !== 'update_id') ?? '';

export function updateDelivery(nowSeconds: () => number): UpdateDelivery {
  const running = new Set<number>();
  let closed = false;
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

  async function tryOnce(bot: BotState, update: TelegramUpdate): Promise<boolean> {
    const hook = bot.webhook;
    if (!hook) return false;
    try {
      const response = await fetch(hook.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(hook.secretToken ? { 'x-telegram-bot-api-secret-token': hook.secretToken } : {}) },
        body: JSON.stringify(update),
        redirect: 'error',
        signal: AbortSignal.timeout(DELIVERY_RETRY.timeoutMs),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) return true;
      Object.assign(hook, { lastErrorDate: nowSeconds(), lastErrorMessage: `Wrong response from the webhook: ${response.status} ${response.statusText}` });
    } catch {
      Object.assign(hook, { lastErrorDate: nowSeconds(), lastErrorMessage: 'Connection refused or timed out' });
    }
    return false;
  }

  async function deliver(bot: BotState, update: TelegramUpdate): Promise<void> {
    for (let attempt = 0; attempt < DELIVERY_RETRY.attempts && !closed && bot.webhook; attempt += 1) {
      if (attempt > 0) await sleep(DELIVERY_RETRY.firstWaitMs * 2 ** (attempt - 1));
      if (await tryOnce(bot, update)) return;
    }
  }

  async function pump(bot: BotState): Promise<void> {
    if (running.has(bot.bot.id)) return;
    running.add(bot.bot.id);
    try {
      for (let next = bot.pending[0]; next && bot.webhook && !closed; next = bot.pending[0]) {
        const allowed = bot.webhook.allowedUpdates;
        if (allowed.length === 0 || allowed.includes(updateKind(next))) await deliver(bot, next);
        if (bot.webhook) bot.pending.shift();
      }
    } finally {
      running.delete(bot.bot.id);
    }
  }

  return {
    enqueue(bot, update) {
      bot.pending.push(update);
      void pump(bot);
    },
    pump: (bot) => void pump(bot),
    close: () => {
      closed = true;
    },
  };
}
