import type { ConversationPage } from '../../services/contracts/conversations';
import { companyHeader } from '../ai/restAccess';
import { requireMember } from '../companies/access';
import { signedIn } from '../graphql/context';
import { badInput } from '../graphql/errors';
import { parseArgs } from '../graphql/parseArgs';
import { conversationAnalysisMessages as m } from './messages';
import { dateProblem, pageArgs } from './rules';
import { conversationPage } from './store';
import type { QueryResolvers } from '../graphql/generated/resolvers';

/** The Conversations screen's query (spec 01 section 7); the company comes from the companyID header. */
export const conversationAnalysisQueries: QueryResolvers = {
  conversationAnalysisWithPagination: async (_, args, context): Promise<ConversationPage> => {
    signedIn(context);
    const companyId = companyHeader(context.req);
    if (companyId === undefined) throw badInput(m.companyMissing);
    await requireMember(context, companyId);
    const query = parseArgs(pageArgs, args);
    const problem = dateProblem(query, context.deps.clock.now());
    if (problem) throw badInput(problem);
    return conversationPage(context.deps.db, companyId, query);
  },
};
