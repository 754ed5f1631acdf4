import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../../services/contracts/rest';
import { sandboxChatParams, sandboxTapForm, sandboxWriteForm } from '../../../services/contracts/rest/telegramSandbox';
import { operatorOnly } from '../../dev/operatorOnly';
import { HttpError } from '../../http/errors';
import { parseBody, parseWith } from '../../http/validate';
import { tapUpdate, writtenUpdate } from './personUpdates';
import type { SandboxState } from './sandboxState';
import type { UpdateDelivery } from './updateDelivery';

/** What the person on the phone page does: write to a bot, tap a button of its message; each becomes an Update queued for the webhook. */
export function personRoutes(app: FastifyInstance, state: SandboxState, delivery: UpdateDelivery, nowSeconds: () => number): void {
  const botOf = (params: unknown) => {
    const { botId, chatId } = parseWith(sandboxChatParams, params);
    const bot = state.bots.get(Number(botId));
    if (!bot) throw new HttpError(404, 'No bot with this id in the sandbox: create it, or call getMe with its token first.');
    if (!/^[1-9][0-9]{0,14}$/.test(chatId)) throw new HttpError(400, 'chatId must be a positive number.');
    return { bot, chatId: Number(chatId) };
  };

  app.post('/sandbox/telegram/chats/:botId/:chatId/messages', operatorOnly, async (request): Promise<RestAnswer<'POST /sandbox/telegram/chats/:botId/:chatId/messages'>> => {
    const { bot, chatId } = botOf(request.params);
    const { text, firstName, lastName } = parseBody(sandboxWriteForm, request.body);
    const update = writtenUpdate(bot, chatId, { firstName, lastName }, text, nowSeconds());
    delivery.enqueue(bot, update);
    return { updateId: update.update_id };
  });

  app.post('/sandbox/telegram/chats/:botId/:chatId/callbacks', operatorOnly, async (request): Promise<RestAnswer<'POST /sandbox/telegram/chats/:botId/:chatId/callbacks'>> => {
    const { bot, chatId } = botOf(request.params);
    const { messageId, data } = parseBody(sandboxTapForm, request.body);
    const update = tapUpdate(bot, chatId, messageId, data);
    if (!update) throw new HttpError(400, 'No message of the bot in this chat has a button with this data.');
    delivery.enqueue(bot, update);
    return { updateId: update.update_id };
  });
}
