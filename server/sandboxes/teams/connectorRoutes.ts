import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { activity as activitySchema } from '../../../services/contracts/channels/teamsActivity';
import type { RestAnswer } from '../../../services/contracts/rest';
import type { AppDeps } from '../../deps';
import { faultAnswer } from './faultRoute';
import type { SandboxKeys } from './sandboxKeys';
import type { SandboxState } from './sandboxState';

/**
 * The Bot Connector the sandbox's activities name as their serviceUrl
 * (/sandbox/teams/connector/): a bot replies with POST v3/conversations/{id}/activities[/{replyToId}]
 * and a token of the sign-in service. The reply lands in the person's chat on the phone page and
 * is answered with its new activity id; the Bot Connector's refusals keep its shapes.
 */
type Params = { conversationId: string; activityId?: string };
const connectorError = (code: string, message: string) => ({ error: { code, message } });

export function connectorRoutes(app: FastifyInstance, deps: AppDeps, keys: SandboxKeys, state: SandboxState): void {
  const post = async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
    const fault = await faultAnswer(state, 'activities', reply);
    if (fault) return reply.send(fault);
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const appId = token ? await keys.appOfAccessToken(token) : null;
    if (!appId) return reply.code(401).send({ message: 'Authorization has been denied for this request.' });
    const conversation = state.conversations.get(request.params.conversationId);
    if (!conversation) return reply.code(404).send(connectorError('ConversationNotFound', 'Conversation not found.'));
    if (conversation.appId !== appId) return reply.code(403).send(connectorError('BotNotInConversationRoster', 'The bot is not part of the conversation roster.'));
    const parsed = activitySchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(connectorError('BadArgument', parsed.error.issues[0]?.message ?? 'The activity is not valid.'));
    const sent = parsed.data;
    if (sent.type === 'message' && !sent.text && !sent.attachments?.length)
      return reply.code(400).send(connectorError('BadArgument', 'A message activity needs text or attachments.'));
    const id = state.activityId();
    conversation.entries.push({ id, from: 'bot', timestamp: deps.clock.now().toISOString(), ...(sent.text ? { text: sent.text } : {}), activity: { ...sent, id } });
    return { id };
  };
  app.post<{ Params: Params }>(
    '/sandbox/teams/connector/v3/conversations/:conversationId/activities',
    async (request, reply): Promise<RestAnswer<'POST /sandbox/teams/connector/v3/conversations/:conversationId/activities'>> => post(request, reply),
  );
  app.post<{ Params: Params }>(
    '/sandbox/teams/connector/v3/conversations/:conversationId/activities/:activityId',
    async (request, reply): Promise<RestAnswer<'POST /sandbox/teams/connector/v3/conversations/:conversationId/activities/:activityId'>> => post(request, reply),
  );
}
