import type { ConversationPage } from '../../services/contracts/conversations';
import { companyHeader } from '../ai/restAccess';
import { requireMember } from '../companies/access';
import { signedIn, type GraphqlContext, type ServerContext } from '../graphql/context';
import { badInput } from '../graphql/errors';
import { parseArgs } from '../graphql/parseArgs';
import { conversationAnalysisMessages as m } from './messages';
import { dateProblem, pageArgs } from './rules';
import { conversationPage } from './store';

/** The Conversations screen's query (spec 01 section 7); the company comes from the companyID header. */
export const conversationAnalysisTypeDefs = /* GraphQL */ `
  "A conversation as the Conversations screen lists it; dates are ISO 8601."
  type ConversationRow {
    _id: ID!
    channelID: ID!
    channelType: String!
    clientID: String!
    startDate: String!
    lastMessageDate: String
    endDate: String
    isEnded: Boolean!
    isHandedOver: Boolean!
    isInternalHandedOver: Boolean!
    botID: ID
    "The name of the assistant the conversation is with."
    botName: String
    versionID: ID
    rating: Int
  }

  type ConversationPage {
    conversations: [ConversationRow!]!
    totalCount: Int!
    pageSize: Int!
    currentPage: Int!
    totalPages: Int!
    hasNext: Boolean!
    hasPrevious: Boolean!
  }

  extend type Query {
    "Conversations of the company named by the companyID header that started in the range, newest first; pageIndex starts at 1, pageSize 1-100; isEnded true: closed only, false: open only."
    conversationAnalysisWithPagination(startDate: String!, endDate: String!, pageSize: Int!, pageIndex: Int!, channelIds: [ID!], isEnded: Boolean): ConversationPage!
  }
`;

type Context = GraphqlContext & Partial<ServerContext>;

export const conversationAnalysisQueries = {
  conversationAnalysisWithPagination: async (_: unknown, args: Record<string, unknown>, context: Context): Promise<ConversationPage> => {
    signedIn(context);
    const companyId = context.req ? companyHeader(context.req) : undefined;
    if (companyId === undefined) throw badInput(m.companyMissing);
    await requireMember(context, companyId);
    const query = parseArgs(pageArgs, args);
    const problem = dateProblem(query, context.deps.clock.now());
    if (problem) throw badInput(problem);
    return conversationPage(context.deps.db, companyId, query);
  },
};
