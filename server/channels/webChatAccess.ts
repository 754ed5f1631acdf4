import type { FastifyRequest } from 'fastify';
import { isUuid } from '../companies/access';
import { conversationMessages } from '../conversations/conversationService';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { channelMessages, tokenMatches } from './channelRules';
import { channelById, type ChannelRow } from './channelStore';
import { runsWebMessenger } from './webChatKinds';

/** A live web chat or web messenger channel, or 404. */
export async function webChatChannel(deps: AppDeps, channelId: string): Promise<ChannelRow> {
  const channel = await channelById(deps.db, deps.config.secretKey, channelId);
  if (!channel || channel.status !== 'ACTIVE' || !runsWebMessenger(channel)) throw new HttpError(404, channelMessages.channelNotFound);
  return channel;
}

/** A visitor's own conversation on a live web chat or web messenger channel. */
export type VisitorConversation = { id: string; channelId: string; companyId: string; ended: boolean; handedOver: boolean };

/**
 * The conversation the caller's x-client-token opens, on a live web chat channel (one
 * query); a wrong or missing token looks like no conversation at all.
 */
export async function ownConversation(deps: AppDeps, request: FastifyRequest, id: string): Promise<VisitorConversation> {
  const header = request.headers['x-client-token'];
  const token = typeof header === 'string' ? header : undefined;
  const row = isUuid(id)
    ? await deps.db
        .selectFrom('conversations')
        .innerJoin('channels', 'channels.id', 'conversations.channel_id')
        .select([
          'conversations.id',
          'conversations.channel_id',
          'conversations.company_id',
          'conversations.client_token_hash',
          'conversations.end_date',
          'conversations.is_handed_over',
          'channels.status',
          'channels.integration_type',
          'channels.smooch_type',
        ])
        .where('conversations.id', '=', id)
        .executeTakeFirst()
    : undefined;
  if (!row || !tokenMatches(token, row.client_token_hash)) throw new HttpError(404, conversationMessages.notFound);
  if (row.status !== 'ACTIVE' || !runsWebMessenger({ integrationType: row.integration_type, smoochType: row.smooch_type }))
    throw new HttpError(404, channelMessages.channelNotFound);
  return { id: row.id, channelId: row.channel_id, companyId: row.company_id, ended: row.end_date !== null, handedOver: row.is_handed_over };
}
