import { createSchema } from 'graphql-yoga';
import { aiConnectionMutations, aiConnectionQueries } from '../ai/aiConnectionResolvers';
import { aiTrainingMutations, aiTrainingQueries } from '../ai/aiTrainingResolvers';
import { botMutations, botQueries } from '../bots/botResolvers';
import { designerMutations, designerQueries } from '../bots/designerResolvers';
import { publishMutations, publishQueries } from '../bots/publishResolvers';
import { channelBotFields, channelMutations, channelQueries } from '../channels/channelResolvers';
import { channelFields, channelManagementMutations, channelManagementQueries } from '../channels/channelManagementResolvers';
import { companyMutations, companyQueries } from '../companies/companyResolvers';
import { conversationAnalysisQueries } from '../conversationAnalysis/resolvers';
import { memberMutations, memberQueries } from '../companies/memberResolvers';
import { knowledgeBaseQueries } from '../knowledgeBase/knowledgeBaseResolvers';
import { profileMutations, profileQueries } from '../profile/profileResolvers';
import type { ResolverContext } from './context';
import type { Resolvers } from './generated/resolvers';
import { typeDefs } from './typeDefs';

export type { GraphqlContext, ServerContext } from './context';

/** The resolvers of the console's schema, typed by the types generated from it (codegen.ts). */
const resolvers: Resolvers = {
  Query: {
    ...profileQueries,
    ...companyQueries,
    ...memberQueries,
    ...botQueries,
    ...designerQueries,
    ...publishQueries,
    ...aiConnectionQueries,
    ...aiTrainingQueries,
    ...knowledgeBaseQueries,
    ...conversationAnalysisQueries,
    ...channelQueries,
    ...channelManagementQueries,
  },
  Mutation: {
    ...profileMutations,
    ...companyMutations,
    ...memberMutations,
    ...botMutations,
    ...designerMutations,
    ...publishMutations,
    ...aiConnectionMutations,
    ...aiTrainingMutations,
    ...channelMutations,
    ...channelManagementMutations,
  },
  Bot: channelBotFields,
  Channel: channelFields,
};

/** The console's schema (server/graphql/schema/) with the server's resolvers. */
export const graphqlSchema = createSchema<ResolverContext>({ typeDefs, resolvers });
