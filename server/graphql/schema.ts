import { createSchema } from 'graphql-yoga';
import { consoleTypeDefs } from '../../services/contracts/consoleSchema';
import { aiConnectionMutations, aiConnectionQueries } from '../ai/aiConnectionResolvers';
import { botMutations, botQueries } from '../bots/botResolvers';
import { designerMutations, designerQueries } from '../bots/designerResolvers';
import { companyMutations, companyQueries } from '../companies/companyResolvers';
import { memberMutations, memberQueries } from '../companies/memberResolvers';
import { profileMutations, profileQueries } from '../profile/profileResolvers';
import type { GraphqlContext, ServerContext } from './context';

export type { GraphqlContext, ServerContext } from './context';

/**
 * The contract declares DesignerVersion but not yet the query that answers it; until it does,
 * the server adds the field the console's designer calls (services/designer.ts).
 */
const designerVersionField = /* GraphQL */ `
  extend type Query {
    "A version of an assistant for the designer: the given one, or the newest without versionId."
    designerVersion(botId: ID!, versionId: ID): DesignerVersion!
  }
`;
const typeDefs = consoleTypeDefs.includes('designerVersion(') ? [consoleTypeDefs] : [consoleTypeDefs, designerVersionField];

/** The console's schema (services/contracts/consoleSchema.ts) with the server's resolvers. */
export const graphqlSchema = createSchema<ServerContext & GraphqlContext>({
  typeDefs,
  resolvers: {
    Query: { ...profileQueries, ...companyQueries, ...memberQueries, ...botQueries, ...designerQueries, ...aiConnectionQueries },
    Mutation: { ...profileMutations, ...companyMutations, ...memberMutations, ...botMutations, ...designerMutations, ...aiConnectionMutations },
  },
});
