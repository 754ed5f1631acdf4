import { isUuid, requireMember } from '../companies/access';
import { signedIn } from '../graphql/context';
import { forbidden } from '../graphql/errors';
import { graphqlMessages } from '../../services/contracts/graphqlMessages';
import { knowledgeBaseCompany, knowledgeBaseIntents, type KnowledgeBaseIntentView } from './knowledgeBaseStore';
import type { QueryResolvers } from '../graphql/generated/resolvers';

/** findIntents (spec 03 section 7.1): the intents of a knowledge base of one of the caller's companies. */
export const knowledgeBaseQueries: QueryResolvers = {
  findIntents: async (_, args, context): Promise<KnowledgeBaseIntentView[]> => {
    signedIn(context);
    const companyId = isUuid(args.knowledgeBaseId) ? await knowledgeBaseCompany(context.deps.db, args.knowledgeBaseId) : undefined;
    // Another company's knowledge base looks the same as a missing one.
    if (companyId === undefined) throw forbidden(graphqlMessages.notMember);
    await requireMember(context, companyId);
    return knowledgeBaseIntents(context.deps.db, args.knowledgeBaseId);
  },
};
