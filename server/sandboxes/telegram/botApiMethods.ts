import { BotApiError, badRequest, boolParam, jsonParam, stringParam, type Params } from './botApiParams';
import { MEDIA_FIELDS, sendMedia, sendMessage } from './botApiMessages';
import type { BotState } from './sandboxState';
import type { UpdateDelivery } from './updateDelivery';

/**
 * The Bot API methods the sandbox answers, by name (Telegram reads method names in any case).
 * Each answers its result, with the description Telegram adds where it adds one, or throws a
 * BotApiError in Telegram's words. Unlike Telegram, a webhook may be plain http (a console on
 * this machine).
 */
export type MethodAnswer = { result: unknown; description?: string };
type Method = (bot: BotState, params: Params, context: { now: number; delivery: UpdateDelivery }) => MethodAnswer;

const SECRET_TOKEN = /^[A-Za-z0-9_-]{1,256}$/;

function allowedUpdatesOf(params: Params, current: string[]): string[] {
  const raw = jsonParam(params, 'allowed_updates');
  if (raw === undefined) return current;
  if (!Array.isArray(raw) || !raw.every((kind): kind is string => typeof kind === 'string')) throw badRequest("can't parse allowed updates");
  return raw;
}

const methods: Record<string, Method> = {
  getme: (bot) => ({
    result: {
      id: bot.bot.id,
      is_bot: true,
      first_name: bot.name,
      username: bot.bot.username,
      can_join_groups: true,
      can_read_all_group_messages: false,
      supports_inline_queries: false,
    },
  }),

  setwebhook: (bot, params, { delivery }) => {
    const url = stringParam(params, 'url') ?? '';
    if (url === '') {
      bot.webhook = null;
      return { result: true, description: 'Webhook was deleted' };
    }
    if (!/^https?:\/\/[^/\s]+/i.test(url)) throw badRequest('bad webhook: Failed to resolve host: Name or service not known');
    const secretToken = stringParam(params, 'secret_token');
    if (secretToken !== undefined && !SECRET_TOKEN.test(secretToken)) throw badRequest('secret token contains unallowed characters');
    if (boolParam(params, 'drop_pending_updates')) bot.pending.length = 0;
    const was = bot.webhook;
    bot.webhook = { url, allowedUpdates: allowedUpdatesOf(params, was?.allowedUpdates ?? []), ...(secretToken ? { secretToken } : {}) };
    delivery.pump(bot);
    return { result: true, description: was?.url === url ? 'Webhook is already set' : 'Webhook was set' };
  },

  deletewebhook: (bot, params) => {
    const had = bot.webhook !== null;
    bot.webhook = null;
    if (boolParam(params, 'drop_pending_updates')) bot.pending.length = 0;
    return { result: true, description: had ? 'Webhook was deleted' : 'Webhook is already deleted' };
  },

  getwebhookinfo: (bot) => {
    const hook = bot.webhook;
    return {
      result: {
        url: hook?.url ?? '',
        has_custom_certificate: false,
        pending_update_count: bot.pending.length,
        ...(hook ? { max_connections: 40, allowed_updates: hook.allowedUpdates } : {}),
        ...(hook?.lastErrorDate === undefined ? {} : { last_error_date: hook.lastErrorDate, last_error_message: hook.lastErrorMessage }),
      },
    };
  },

  sendmessage: (bot, params, { now }) => ({ result: sendMessage(bot, params, now) }),

  answercallbackquery: (bot, params) => {
    const id = stringParam(params, 'callback_query_id') ?? '';
    if (!bot.openQueries.delete(id)) throw badRequest('query is too old and response timeout expired or query ID is invalid');
    bot.answeredQueries.push(id);
    return { result: true };
  },
};

for (const [name, field] of Object.entries(MEDIA_FIELDS)) methods[name.toLowerCase()] = (bot, params, { now }) => ({ result: sendMedia(bot, params, now, field) });

export function callMethod(name: string, ...args: Parameters<Method>): MethodAnswer {
  const method = Object.hasOwn(methods, name.toLowerCase()) ? methods[name.toLowerCase()] : undefined;
  if (!method) throw new BotApiError(404, 'Not Found');
  return method(...args);
}
