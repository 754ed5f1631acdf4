import type { ApolloClient } from '@apollo/client';
import type { KyInstance } from 'ky';
import type { z } from 'zod';
import { toApiFailure } from './apiFailure';
import {
  CONVERSATION_API,
  closeAllAnswer,
  conversationActionAnswer,
  conversationMessages,
  conversationPageSchema,
  type CloseAllAnswer,
  type ConversationActionAnswer,
  type ConversationMessage,
  type ConversationPage,
  type ConversationQuery,
} from './contracts/conversations';
import { graphql } from './generated';
import type { ConversationAnalysisWithPaginationQuery } from './generated/graphql';
import { fetchAllConversations } from './contracts/conversationPaging';
import { graphqlClient } from './graphql';
import { restRead, unreadable } from './designerData/rest';
import { http } from './http';

/**
 * The Conversations screen's calls (spec 01 section 7): the page query over GraphQL with the
 * companyID header, and the REST calls under /core/v1/conversation. Every failure is thrown
 * as an ApiFailure the machines read; the global policy still signs out on 401 and leaves the
 * page on 403 and 5xx, but its generic toasts are left to the screen.
 */

export { fetchAllConversations };

export const CONVERSATION_PAGE = graphql(`
  query ConversationAnalysisWithPagination($startDate: String!, $endDate: String!, $pageSize: Int!, $pageIndex: Int!, $channelIds: [ID!], $isEnded: Boolean) {
    conversationAnalysisWithPagination(startDate: $startDate, endDate: $endDate, pageSize: $pageSize, pageIndex: $pageIndex, channelIds: $channelIds, isEnded: $isEnded) {
      conversations {
        _id
        channelID
        channelType
        channelName
        clientID
        startDate
        lastMessageDate
        endDate
        isEnded
        isHandedOver
        isInternalHandedOver
        botID
        botName
        versionID
        rating
      }
      totalCount
      pageSize
      currentPage
      totalPages
      hasNext
      hasPrevious
    }
  }
`);

export type ConversationCalls = { signal?: AbortSignal; client?: ApolloClient; rest?: KyInstance };

/** One page of the company's conversations (the company goes in the companyID header). */
export async function fetchConversationPage(query: ConversationQuery, { signal, client = graphqlClient() }: ConversationCalls = {}): Promise<ConversationPage> {
  const { companyId, ...variables } = query;
  let answer: ConversationAnalysisWithPaginationQuery['conversationAnalysisWithPagination'] | undefined;
  try {
    const result = await client.query({
      query: CONVERSATION_PAGE,
      variables,
      fetchPolicy: 'network-only',
      context: { ownErrors: true, headers: { companyID: companyId }, fetchOptions: signal ? { signal } : {} },
    });
    answer = result.data?.conversationAnalysisWithPagination;
  } catch (error) {
    throw toApiFailure(error);
  }
  // Checked outside the catch: an answer the console cannot read is a server failure (as for
  // REST reads), not the "no internet" that toApiFailure makes of a plain Error.
  const parsed = conversationPageSchema.safeParse(answer);
  if (!parsed.success) throw unreadable(`Unexpected answer from conversationAnalysisWithPagination: ${parsed.error.issues[0]?.message ?? 'not valid'}`);
  return parsed.data;
}

type RestCall = { method: 'get' | 'put' | 'post'; company?: string; json?: unknown; signal?: AbortSignal; client?: KyInstance };

function rest<S extends z.ZodType>(path: string, schema: S, { method, company, json, signal, client = http }: RestCall): Promise<z.infer<S>> {
  return restRead(client, path, schema, { method, noCache: true, ...(company ? { company } : {}), ...(json === undefined ? {} : { json }), ...(signal ? { signal } : {}) });
}

export function closeConversation(id: string, options: ConversationCalls = {}): Promise<ConversationActionAnswer> {
  return rest(`${CONVERSATION_API}/${encodeURIComponent(id)}/close`, conversationActionAnswer, { method: 'put', signal: options.signal, client: options.rest });
}

export function handoverConversation(id: string, options: ConversationCalls = {}): Promise<ConversationActionAnswer> {
  return rest(`${CONVERSATION_API}/${encodeURIComponent(id)}/handover`, conversationActionAnswer, { method: 'put', signal: options.signal, client: options.rest });
}

export function closeAllConversations(input: { companyId: string; ids: string[] }, options: ConversationCalls = {}): Promise<CloseAllAnswer> {
  return rest(`${CONVERSATION_API}/close-all`, closeAllAnswer, {
    method: 'post',
    company: input.companyId,
    json: { ids: input.ids },
    signal: options.signal,
    client: options.rest,
  });
}

/** A conversation's messages and debug entries in order; never from a cache (it is polled). */
export function fetchConversationMessages(conversationId: string, options: ConversationCalls = {}): Promise<ConversationMessage[]> {
  return rest(`${CONVERSATION_API}/messages/${encodeURIComponent(conversationId)}`, conversationMessages, { method: 'get', signal: options.signal, client: options.rest });
}
