import { z } from 'zod';
import { requireMember } from '../companies/access';
import { badInput, notEnterprise, notFound } from '../graphql/errors';
import { graphqlMessages } from '../../services/contracts/graphqlMessages';
import { parseArgs } from '../graphql/parseArgs';
import { encrypt } from '../secrets';
import { aiConnectionViews, insertAiConnection, type AiConnectionView } from './aiConnectionStore';
import { checkServiceAccountKey } from './serviceAccountKey';
import type { MutationResolvers, QueryResolvers } from '../graphql/generated/resolvers';

/** The one AI type that can be connected so far (spec 03 names it DialogFlow). */
export const DIALOGFLOW = 'DialogFlow';
const DIALOGFLOW_BACKEND = 'Google Cloud';

export const aiMessages = {
  projectIdEmpty: 'The project id cannot be empty.',
  typeUnsupported: 'Only Dialogflow AI connections can be created for now.',
  notInCompany: 'This AI connection does not belong to the company.',
} as const;

const connectionInput = z.object({
  name: z.string().trim().min(1, graphqlMessages.nameEmpty).min(2, graphqlMessages.nameShort).max(100, graphqlMessages.nameLong),
  type: z
    .string()
    .trim()
    .refine((type) => type.toLowerCase() === DIALOGFLOW.toLowerCase(), aiMessages.typeUnsupported),
  projectId: z.string().trim().min(1, aiMessages.projectIdEmpty).max(100, aiMessages.projectIdEmpty),
});

export const aiConnectionQueries: QueryResolvers = {
  aiConnections: async (_, args, context): Promise<AiConnectionView[]> => {
    const access = await requireMember(context, args.companyId);
    return aiConnectionViews(context.deps.db, access.companyId);
  },
};

export const aiConnectionMutations: MutationResolvers = {
  createAiConnection: async (_, args, context): Promise<AiConnectionView> => {
    const access = await requireMember(context, args.companyId);
    if (!access.isEnterprise) throw notEnterprise();
    // Only the public fields go through parseArgs, so no message can echo the key.
    const input = parseArgs(connectionInput, { name: args.name, type: args.type, projectId: args.projectId });
    const check = checkServiceAccountKey(args.jsonKey, input.projectId);
    if (!check.ok) throw badInput(check.message);
    const { db, clock, config } = context.deps;
    const id = await insertAiConnection(db, clock.now(), {
      companyId: access.companyId,
      userId: access.userId,
      name: input.name,
      type: DIALOGFLOW,
      backend: DIALOGFLOW_BACKEND,
      projectName: input.projectId,
      settings: { projectId: input.projectId, clientEmail: check.key.client_email },
      secretEnc: encrypt(config.secretKey, args.jsonKey.trim()),
    });
    const [created] = await aiConnectionViews(db, access.companyId, id);
    if (!created) throw notFound(aiMessages.notInCompany);
    return created;
  },
};
