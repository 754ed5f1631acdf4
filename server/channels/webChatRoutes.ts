import { endConversations } from '../handover/endConversations';
import type { FastifyInstance } from 'fastify';
import { webChatInput, webChatStartBody, type WebChatChannel, type WebChatHistory, type WebChatStarted, type WebChatTurn } from '../../services/contracts/conversations';
import { customTextsOf, publicLookOf } from '../../services/contracts/channels/webChatPublicLook';
import { WEB_CHAT_RATE_LIMIT_DEFAULT } from '../config';
import type { ConversationService, TurnOutcome } from '../conversations/conversationService';
import { chatHistory } from '../conversations/messageStore';
import { asInput } from '../conversations/scriptedConversation';
import type { AppDeps } from '../deps';
import { parseBody } from '../http/validate';
import { answering } from './runtimeErrors';
import { newToken, tokenHash } from './channelRules';
import { ownConversations, webChatChannel } from './webChatAccess';
import { webChatAttachments } from './webChatAttachments';
import { resolvedTexts } from './webChatTexts';
import { withRestContext } from '../ai/restAccess';
import { visibleBot } from '../bots/botAccess';
import { visitorStarting } from './webChatSignInGate';

export const WEB_CHAT_BASE = '/microwebchat/v1';

/** Per-IP limit of the public chat endpoints (generous: a benchmark runs hundreds of conversations from one address). */
export function chatRateLimit(deps: AppDeps) {
  return { rateLimit: { max: deps.config.webChatRateLimit ?? WEB_CHAT_RATE_LIMIT_DEFAULT, timeWindow: '1 minute', allowList: () => false } };
}

/** A turn's answer; a new conversation (the old one had ended) brings its new client token. */
function turnAnswer(outcome: TurnOutcome, nextToken: string): WebChatTurn {
  return {
    conversationId: outcome.conversationId,
    ...(outcome.opened ? { clientToken: nextToken } : {}),
    messages: outcome.messages,
    ended: outcome.ended,
    handedOver: outcome.handedOver,
  };
}

/** The public web chat API the widget (/chatbot-test) calls: services/contracts/conversations.ts. */
export function webChatRoutes(app: FastifyInstance, deps: AppDeps, service: ConversationService): void {
  const config = chatRateLimit(deps);
  const ownConversation = ownConversations(deps);

  // Every text in the visitor's language (?language=xx, English by default), the channel's own over the defaults.
  app.get<{ Params: { channelId: string }; Querystring: { language?: string } }>(`${WEB_CHAT_BASE}/channels/:channelId`, { config }, async (request): Promise<WebChatChannel> => {
    const channel = await webChatChannel(deps, request.params.channelId);
    const bot = channel.botId ? await deps.db.selectFrom('bots').select('name').where('id', '=', channel.botId).executeTakeFirst() : undefined;
    const look = publicLookOf(channel.properties);
    const texts = resolvedTexts(request.query.language ?? 'en', customTextsOf(channel.properties));
    return { id: channel.id, name: channel.name, assistantName: bot?.name ?? '', look: { ...look, texts } };
  });

  app.post<{ Params: { channelId: string } }>(`${WEB_CHAT_BASE}/channels/:channelId/conversations`, { config }, async (request, reply): Promise<WebChatStarted> => {
    const channel = await webChatChannel(deps, request.params.channelId);
    const body = request.body === undefined ? {} : parseBody(webChatStartBody, request.body);
    const draft = body.version === 'draft';
    // The draft is not live yet: only a signed-in member who may see the assistant runs it.
    if (draft) await withRestContext(deps, request, (context) => visibleBot(context, channel.botId ?? ''));
    // A channel that signs visitors in starts only with a session, and with who signed in.
    const visitor = visitorStarting(deps, request, channel);
    const clientToken = newToken();
    const outcome = await answering(() =>
      service.start(channel, visitor ?? { name: body.clientInfo?.name, surname: body.clientInfo?.surname }, { clientTokenHash: tokenHash(clientToken), draft }),
    );
    reply.code(201);
    return { conversationId: outcome.conversationId, clientToken, messages: outcome.messages, ended: outcome.ended, handedOver: outcome.handedOver };
  });

  app.post<{ Params: { id: string } }>(`${WEB_CHAT_BASE}/conversations/:id/messages`, { config }, async (request): Promise<WebChatTurn> => {
    const conversation = await ownConversation(request, request.params.id);
    const input = parseBody(webChatInput, request.body);
    const nextToken = newToken();
    const outcome = await answering(() => service.message(conversation.id, asInput(input.text, input.payload), { nextClientTokenHash: tokenHash(nextToken) }));
    return turnAnswer(outcome, nextToken);
  });

  app.post<{ Params: { id: string } }>(`${WEB_CHAT_BASE}/conversations/:id/restart`, { config }, async (request): Promise<WebChatTurn> => {
    const conversation = await ownConversation(request, request.params.id);
    const nextToken = newToken();
    const outcome = await answering(() => service.restart(conversation.id, { nextClientTokenHash: tokenHash(nextToken) }));
    return turnAnswer(outcome, nextToken);
  });

  // The visitor confirmed the closing popup: the conversation ends (the next message opens a new one).
  app.post<{ Params: { id: string } }>(`${WEB_CHAT_BASE}/conversations/:id/end`, { config }, async (request, reply) => {
    const conversation = await ownConversation(request, request.params.id);
    await endConversations(deps.db, conversation.companyId, [conversation.id], deps.clock.now());
    return reply.code(204).send();
  });

  webChatAttachments(app, deps, WEB_CHAT_BASE, config, ownConversation);

  app.get<{ Params: { id: string } }>(`${WEB_CHAT_BASE}/conversations/:id/messages`, { config }, async (request): Promise<WebChatHistory> => {
    const conversation = await ownConversation(request, request.params.id);
    // Ended wins: a handed-over conversation that an agent or the console closed has ended.
    return { messages: await chatHistory(deps.db, conversation.id), ended: conversation.ended, handedOver: conversation.handedOver && !conversation.ended };
  });
}
