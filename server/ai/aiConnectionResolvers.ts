import { z } from 'zod';
import { isUuid, requireMember } from '../companies/access';
import { badInput, notEnterprise, notFound } from '../graphql/errors';
import { graphqlMessages } from '../../services/contracts/graphqlMessages';
import { aiConnectionDefinitions } from '../../services/contracts/aiConnections';
import { parseArgs } from '../graphql/parseArgs';
import { aiConnectionViews, insertAiConnection, type AiConnectionView } from './aiConnectionStore';
import { checkedSettings, checkWithProvider, cannotRemove, kindOfRequest, requireFreeName, sealedOf, storedConnection, usedByLiveAssistant } from './aiConnectionChanges';
import { sealSecrets } from './connectionRef';
import { checkServiceAccountKey } from './serviceAccountKey';
import type { MutationResolvers, QueryResolvers } from '../graphql/generated/resolvers';

/** The AI type the assistant wizard connects (spec 03 names it DialogFlow). */
export const DIALOGFLOW = 'DialogFlow';
const DIALOGFLOW_BACKEND = 'Google Cloud';

export const aiMessages = {
  projectIdEmpty: 'The project id cannot be empty.',
  typeUnsupported: 'Only Dialogflow AI connections can be created for now.',
  notInCompany: 'This AI connection does not belong to the company.',
  typeChanged: 'The type of an AI connection cannot be changed.',
} as const;

const connectionName = z.string().trim().min(1, graphqlMessages.nameEmpty).min(2, graphqlMessages.nameShort).max(100, graphqlMessages.nameLong);

const connectionInput = z.object({
  name: connectionName,
  type: z
    .string()
    .trim()
    .refine((type) => type.toLowerCase() === DIALOGFLOW.toLowerCase(), aiMessages.typeUnsupported),
  projectId: z.string().trim().min(1, aiMessages.projectIdEmpty).max(100, aiMessages.projectIdEmpty),
});

/** Creating, changing and removing AI connections is for a company's ADMIN (spec 02 section 6) of an enterprise company. */
async function requireManager(context: Parameters<typeof requireMember>[0], companyId: string) {
  const access = await requireMember(context, companyId, 'admin');
  if (!access.isEnterprise) throw notEnterprise();
  return access;
}

export const aiConnectionQueries: QueryResolvers = {
  aiConnections: async (_, args, context): Promise<AiConnectionView[]> => {
    const access = await requireMember(context, args.companyId);
    return aiConnectionViews(context.deps.db, context.deps.config.secretKey, access.companyId);
  },
};

export const aiConnectionMutations: MutationResolvers = {
  /** The assistant wizard's Dialogflow connection (any member of an enterprise company, as before). */
  createAiConnection: async (_, args, context): Promise<AiConnectionView> => {
    const access = await requireMember(context, args.companyId);
    if (!access.isEnterprise) throw notEnterprise();
    // Only the public fields go through parseArgs, so no message can echo the key.
    const input = parseArgs(connectionInput, { name: args.name, type: args.type, projectId: args.projectId });
    const check = checkServiceAccountKey(args.jsonKey, input.projectId);
    if (!check.ok) throw badInput(check.message);
    const { db, clock, config } = context.deps;
    await requireFreeName(db, access.companyId, input.name);
    const id = await insertAiConnection(db, clock.now(), {
      companyId: access.companyId,
      userId: access.userId,
      name: input.name,
      type: DIALOGFLOW,
      backend: DIALOGFLOW_BACKEND,
      projectName: input.projectId,
      settings: { projectId: input.projectId, clientEmail: check.key.client_email },
      secretEnc: sealSecrets(config.secretKey, { jsonKey: args.jsonKey.trim() }),
    });
    const [created] = await aiConnectionViews(db, config.secretKey, access.companyId, id);
    if (!created) throw notFound(aiMessages.notInCompany);
    return created;
  },

  createAIconnection: async (_, args, context) => {
    const access = await requireManager(context, args.companyId);
    const name = parseArgs(connectionName, args.name);
    const kind = kindOfRequest(args.type);
    const checked = checkedSettings(kind, args.settings);
    const { db, clock, config } = context.deps;
    await requireFreeName(db, access.companyId, name);
    const { type, backend } = aiConnectionDefinitions[kind].stored;
    await checkWithProvider(context.deps, { id: '', companyId: access.companyId, type, settings: checked.settings });
    const id = await insertAiConnection(db, clock.now(), {
      companyId: access.companyId,
      userId: access.userId,
      name,
      type,
      backend,
      projectName: checked.projectName,
      settings: checked.clear,
      secretEnc: sealedOf(context.deps, checked),
    });
    const [created] = await aiConnectionViews(db, config.secretKey, access.companyId, id);
    if (!created) throw notFound(aiMessages.notInCompany);
    return { ...created, token: checked.projectName };
  },

  updateAIconnection: async (_, args, context) => {
    const row = await context.deps.db.selectFrom('ai_connections').select('company_id').where('id', '=', isIdText(args.id)).executeTakeFirst();
    if (!row) throw notFound(aiMessages.notInCompany);
    const access = await requireManager(context, row.company_id);
    const stored = await storedConnection(context.deps, args.id, access.companyId);
    const kind = kindOfRequest(args.type);
    if (kindOfRequest(stored.type) !== kind) throw badInput(aiMessages.typeChanged);
    const name = args.name === null || args.name === undefined ? stored.name : parseArgs(connectionName, args.name);
    const checked = checkedSettings(kind, args.settings, stored.settings);
    const { db, config } = context.deps;
    await requireFreeName(db, access.companyId, name, stored.id);
    await checkWithProvider(context.deps, { id: stored.id, companyId: access.companyId, type: stored.type, settings: checked.settings });
    await db
      .updateTable('ai_connections')
      .set({ name, project_name: checked.projectName, settings: JSON.stringify(checked.clear), secret_enc: sealedOf(context.deps, checked) })
      .where('id', '=', stored.id)
      .execute();
    const [updated] = await aiConnectionViews(db, config.secretKey, access.companyId, stored.id);
    if (!updated) throw notFound(aiMessages.notInCompany);
    return updated;
  },

  deleteAIconnection: async (_, args, context) => {
    const access = await requireManager(context, args.companyId);
    const stored = await storedConnection(context.deps, isIdText(args.id), access.companyId);
    if (await usedByLiveAssistant(context.deps.db, access.companyId, stored.id)) throw cannotRemove();
    // Its intents, utterances, entities and trainings go with it (foreign keys cascade).
    await context.deps.db.deleteFrom('ai_connections').where('id', '=', stored.id).execute();
    return { success: true, statusCode: 200 };
  },
};

/** An id that cannot name a row becomes one that matches none (the database would refuse a non-uuid). */
function isIdText(id: string): string {
  return isUuid(id) ? id : '00000000-0000-0000-0000-000000000000';
}
