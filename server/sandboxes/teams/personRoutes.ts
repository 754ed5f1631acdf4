import type { FastifyInstance } from 'fastify';
import type { Activity } from '../../../services/contracts/channels/teamsActivity';
import type { RestAnswer } from '../../../services/contracts/rest';
import { sandboxRedeliverParams, sandboxTeamsChatParams, sandboxTeamsWriteForm } from '../../../services/contracts/rest/teamsSandbox';
import type { AppDeps } from '../../deps';
import { operatorOnly } from '../../dev/operatorOnly';
import { HttpError } from '../../http/errors';
import { parseBody, parseWith } from '../../http/validate';
import { deliverActivity } from './activityDelivery';
import type { SandboxApps } from './sandboxApps';
import { personActivity } from './personActivity';
import type { SandboxKeys } from './sandboxKeys';
import { conversationIdOf, type SandboxState } from './sandboxState';

/**
 * What the person does in the Teams window: read a chat, write as the Teams user (the activity is signed and posted to the endpoint at once), and
 * deliver one of the person's activities again, as the Bot Framework does when an answer is lost.
 */
const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function personRoutes(app: FastifyInstance, deps: AppDeps, keys: SandboxKeys, apps: SandboxApps, state: SandboxState): void {
  const serviceUrl = `${deps.config.publicUrl}/sandbox/teams/connector/`;
  const nowSeconds = () => Math.floor(deps.clock.now().getTime() / 1000);
  const chatOf = (params: unknown) => {
    const { appId, userId } = parseWith(sandboxTeamsChatParams, params);
    const bot = apps.appOf(appId);
    if (!bot) throw new HttpError(404, 'No bot with this app id in the sandbox: register it, or sign in with its password first.');
    if (!USER_ID.test(userId)) throw new HttpError(400, 'userId: 1-64 letters, digits, - and _.');
    return { bot, userId };
  };
  const deliver = async (appId: string, endpoint: string, activity: Activity) => {
    if (!endpoint) throw new HttpError(409, "Set the bot's messaging endpoint first (the console's Teams form shows it).");
    return deliverActivity(endpoint, activity, await keys.activityToken(appId, serviceUrl, nowSeconds()));
  };

  app.get('/sandbox/teams/chats/:appId/:userId', operatorOnly, async (request): Promise<RestAnswer<'GET /sandbox/teams/chats/:appId/:userId'>> => {
    const { appId, userId } = parseWith(sandboxTeamsChatParams, request.params);
    const bot = apps.appOf(appId);
    const id = conversationIdOf(appId, userId);
    const entries = state.conversations.get(id)?.entries ?? [];
    return { bot: bot ? { appId: bot.appId, name: bot.name } : null, endpoint: bot?.endpoint ?? '', conversationId: id, entries: entries.map((e) => ({ ...e })) };
  });

  app.post('/sandbox/teams/chats/:appId/:userId/messages', operatorOnly, async (request): Promise<RestAnswer<'POST /sandbox/teams/chats/:appId/:userId/messages'>> => {
    const { bot, userId } = chatOf(request.params);
    const { text, name } = parseBody(sandboxTeamsWriteForm, request.body);
    const conversation = state.conversationOf(bot.appId, userId, name);
    const id = state.activityId();
    const timestamp = deps.clock.now().toISOString();
    const activity = personActivity(bot, { id, timestamp, serviceUrl, conversationId: conversation.id, userId, name, text });
    conversation.entries.push({ id, from: 'person', timestamp, text });
    conversation.sent.set(id, activity);
    return { activityId: id, status: await deliver(bot.appId, bot.endpoint, activity) };
  });

  app.post(
    '/sandbox/teams/chats/:appId/:userId/activities/:activityId/again',
    operatorOnly,
    async (request): Promise<RestAnswer<'POST /sandbox/teams/chats/:appId/:userId/activities/:activityId/again'>> => {
      const { appId, userId, activityId } = parseWith(sandboxRedeliverParams, request.params);
      const { bot } = chatOf({ appId, userId });
      const activity = state.conversations.get(conversationIdOf(appId, userId))?.sent.get(activityId);
      if (!activity) throw new HttpError(404, 'The person sent no activity with this id in this chat.');
      return { activityId, status: await deliver(bot.appId, bot.endpoint, activity) };
    },
  );
}
