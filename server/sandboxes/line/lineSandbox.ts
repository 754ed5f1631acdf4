import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../../services/contracts/rest';
import { lineSandboxChannelForm, lineSandboxChatParams } from '../../../services/contracts/rest/lineSandbox';
import type { AppDeps } from '../../deps';
import { operatorOnly } from '../../dev/operatorOnly';
import { parseBody, parseWith } from '../../http/validate';
import { apiRoutes } from './apiRoutes';
import { newLineChannel } from './credentials';
import { faultRoute } from './faultRoute';
import { personRoutes } from './personRoutes';
import { phonePage } from './phonePage';
import { sandboxState } from './sandboxState';
import { webhookDelivery } from './webhookDelivery';

/**
 * A local stand-in for LINE (developer mode): the Messaging API the LINE adapter calls, and a
 * phone page where the operator makes channels and plays the LINE user writing to them. State
 * is in memory; channel secrets and access tokens are derived with the server's secret key, so
 * they outlive a restart.
 */
export function lineSandbox(app: FastifyInstance, deps: AppDeps): void {
  const state = sandboxState();
  const delivery = webhookDelivery();
  app.addHook('onClose', async () => delivery.close());

  apiRoutes(app, deps, state);

  app.get('/sandbox/line', operatorOnly, async (_request, reply): Promise<RestAnswer<'GET /sandbox/line'>> => {
    reply.type('text/html; charset=utf-8');
    return phonePage([...state.channels.values()].map((c) => ({ channelId: c.channel.channelId, name: c.name, basicId: c.channel.basicId })));
  });

  app.post('/sandbox/line/channels', operatorOnly, async (request): Promise<RestAnswer<'POST /sandbox/line/channels'>> => {
    const { name } = parseBody(lineSandboxChannelForm, request.body);
    const made = state.channelOf(newLineChannel(deps.config.secretKey), name);
    const { channelId, channelSecret, accessToken, userId, basicId } = made.channel;
    return { channelId, name: made.name, channelSecret, accessToken, userId, basicId };
  });

  app.get('/sandbox/line/chats/:channelId/:userId', operatorOnly, async (request): Promise<RestAnswer<'GET /sandbox/line/chats/:channelId/:userId'>> => {
    const { channelId, userId } = parseWith(lineSandboxChatParams, request.params);
    const channel = state.channels.get(channelId);
    if (!channel) return { channel: null, webhookUrl: '', failedDeliveries: 0, entries: [] };
    return {
      channel: { channelId, name: channel.name, basicId: channel.channel.basicId },
      webhookUrl: channel.webhookUrl,
      failedDeliveries: channel.failedDeliveries,
      entries: channel.chats.get(userId)?.entries.map((entry) => ({ ...entry })) ?? [],
    };
  });

  personRoutes(app, state, delivery, () => deps.clock.now().getTime());

  faultRoute(app, state);
}
