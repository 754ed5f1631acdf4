import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../../services/contracts/rest';
import { sandboxBotForm, sandboxChatParams } from '../../../services/contracts/rest/telegramSandbox';
import type { AppDeps } from '../../deps';
import { operatorOnly } from '../../dev/operatorOnly';
import { parseBody, parseWith } from '../../http/validate';
import { botApiRoute } from './botApiRoute';
import { issueBotToken } from './botTokens';
import { chatView } from './chatView';
import { faultRoute } from './faultRoute';
import { personRoutes } from './personRoutes';
import { phonePage } from './phonePage';
import { sandboxState } from './sandboxState';
import { updateDelivery } from './updateDelivery';

/**
 * A local stand-in for Telegram (developer mode): the Bot API the Telegram adapter calls, and a
 * phone page where the operator creates bots and plays the person writing to them. State is in
 * memory; bot tokens are signed with the server's secret key, so they outlive a restart.
 */
export function telegramSandbox(app: FastifyInstance, deps: AppDeps): void {
  const state = sandboxState();
  const nowSeconds = () => Math.floor(deps.clock.now().getTime() / 1000);
  const delivery = updateDelivery(nowSeconds);
  app.addHook('onClose', async () => delivery.close());

  botApiRoute(app, deps, state, delivery);

  app.get('/sandbox/telegram', operatorOnly, async (_request, reply): Promise<RestAnswer<'GET /sandbox/telegram'>> => {
    reply.type('text/html; charset=utf-8');
    return phonePage([...state.bots.values()].map((b) => ({ id: b.bot.id, name: b.name, username: b.bot.username })));
  });

  app.post('/sandbox/telegram/bots', operatorOnly, async (request): Promise<RestAnswer<'POST /sandbox/telegram/bots'>> => {
    const { name, username } = parseBody(sandboxBotForm, request.body);
    const { bot, token } = issueBotToken(deps.config.secretKey, username);
    state.botOf(bot, name);
    return { id: bot.id, name, username, token };
  });

  app.get('/sandbox/telegram/chats/:botId/:chatId', operatorOnly, async (request): Promise<RestAnswer<'GET /sandbox/telegram/chats/:botId/:chatId'>> => {
    const { botId, chatId } = parseWith(sandboxChatParams, request.params);
    return chatView(state.bots.get(Number(botId)), Number(chatId));
  });

  personRoutes(app, state, delivery, nowSeconds);

  faultRoute(app, state);
}
