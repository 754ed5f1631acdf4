import { createSchema } from 'graphql-yoga';
import { consoleTypeDefs } from '../../services/contracts/consoleSchema';
import { aiConnectionMutations, aiConnectionQueries } from '../ai/aiConnectionResolvers';
import { aiTrainingMutations, aiTrainingQueries } from '../ai/aiTrainingResolvers';
import { botMutations, botQueries } from '../bots/botResolvers';
import { designerMutations, designerQueries } from '../bots/designerResolvers';
import { publishMutations, publishQueries } from '../bots/publishResolvers';
import { channelBotFields, channelMutations, channelQueries, channelTypeDefs } from '../channels/channelResolvers';
import { companyMutations, companyQueries } from '../companies/companyResolvers';
import { conversationAnalysisQueries, conversationAnalysisTypeDefs } from '../conversationAnalysis/resolvers';
import { memberMutations, memberQueries } from '../companies/memberResolvers';
import { knowledgeBaseQueries } from '../knowledgeBase/knowledgeBaseResolvers';
import { profileMutations, profileQueries } from '../profile/profileResolvers';
import type { GraphqlContext, ServerContext } from './context';

export type { GraphqlContext, ServerContext } from './context';


/** The console's schema (services/contracts/consoleSchema.ts) with the server's resolvers. */
export const graphqlSchema = createSchema<ServerContext & GraphqlContext>({
  typeDefs: [consoleTypeDefs, conversationAnalysisTypeDefs, channelTypeDefs],
  resolvers: {
    Query: { ...profileQueries, ...companyQueries, ...memberQueries, ...botQueries, ...designerQueries, ...publishQueries, ...aiConnectionQueries, ...aiTrainingQueries, ...knowledgeBaseQueries, ...conversationAnalysisQueries, ...channelQueries },
    Mutation: { ...profileMutations, ...companyMutations, ...memberMutations, ...botMutations, ...designerMutations, ...publishMutations, ...aiConnectionMutations, ...aiTrainingMutations, ...channelMutations },
    Bot: channelBotFields,
  },
});
