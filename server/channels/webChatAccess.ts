import type { FastifyRequest } from 'fastify';
import { isUuid } from '../companies/access';
import { conversationMessages } from '../conversations/conversationService';
import type { AppDeps } from '../deps';
import { groupedCalls } from '../db/groupedCalls';
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

type VisitorRow = {
  id: string;
  channel_id: string;
  company_id: string;
  client_token_hash: string | null;
  end_date: Date | null;
  is_handed_over: boolean;
  status: string;
  integration_type: string;
  smooch_type: string | null;
};

/** Reads conversations with their channel's state; reads waiting for the database go together in one query. */
function visitorRows(deps: AppDeps): (id: string) => Promise<VisitorRow | undefined> {
  return groupedCalls(async (ids: string[]) => {
    const rows = await deps.db
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
      .where('conversations.id', 'in', [...new Set(ids)])
      .execute();
    const byId = new Map<string, VisitorRow>(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id));
  });
}

/** The conversation a request's x-client-token opens. */
export type OwnConversation = (request: FastifyRequest, id: string) => Promise<VisitorConversation>;

/**
 * The conversation the caller's x-client-token opens, on a live web chat channel; a wrong or
 * missing token looks like no conversation at all.
 */
export function ownConversations(deps: AppDeps): OwnConversation {
  const read = visitorRows(deps);
  return async (request, id) => {
    const header = request.headers['x-client-token'];
    const token = typeof header === 'string' ? header : undefined;
    const row = isUuid(id) ? await read(id) : undefined;
    if (!row || !tokenMatches(token, row.client_token_hash)) throw new HttpError(404, conversationMessages.notFound);
    if (row.status !== 'ACTIVE' || !runsWebMessenger({ integrationType: row.integration_type, smoochType: row.smooch_type }))
      throw new HttpError(404, channelMessages.channelNotFound);
    return { id: row.id, channelId: row.channel_id, companyId: row.company_id, ended: row.end_date !== null, handedOver: row.is_handed_over };
  };
}
