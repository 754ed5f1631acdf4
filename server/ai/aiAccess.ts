import { requireDesignerAccess, type DesignerAccess } from '../bots/botAccess';
import { isUuid } from '../companies/access';
import { signedIn, type GraphqlContext } from '../graphql/context';
import { badInput, conflict, forbidden, notFound } from '../graphql/errors';
import { graphqlMessages } from '../../services/contracts/graphqlMessages';
import { AiProviderError, type AiConnectionRef } from '../providers/ai/provider';
import { connectionRefOf } from './connectionRef';

export const aiAccessMessages = {
  /** Spec 03 section 6: the general refusal. */
  notAuthorized: 'You are not authorized to do that action',
} as const;

/**
 * What an AI call needs of the caller (spec 03 section 6): `read` any member; `edit` (entity
 * labels, utterances, intent details, downloading a non-generative connection's intents)
 * DESIGNER or FULL; `manage` (create or delete intents and entities, train, publish, upload)
 * FULL only.
 */
export type AiNeed = 'read' | 'edit' | 'manage';

const allowed: Record<AiNeed, readonly DesignerAccess[]> = {
  read: ['FULL', 'DESIGNER', 'VIEWER'],
  edit: ['FULL', 'DESIGNER'],
  manage: ['FULL'],
};

export type AiConnectionAccess = { connection: AiConnectionRef; userId: string; level: DesignerAccess };

/** The AI connection when the caller may do `need` with it; another company's connection looks like a missing one. */
export async function aiConnectionFor(context: GraphqlContext, id: string, need: AiNeed): Promise<AiConnectionAccess> {
  signedIn(context);
  const row = isUuid(id)
    ? await context.deps.db.selectFrom('ai_connections').select(['id', 'company_id', 'type', 'settings', 'secret_enc']).where('id', '=', id).executeTakeFirst()
    : undefined;
  if (!row) throw forbidden(graphqlMessages.notMember);
  const { access, level } = await requireDesignerAccess(context, row.company_id);
  if (!allowed[need].includes(level)) throw forbidden(aiAccessMessages.notAuthorized);
  return { connection: connectionRefOf(context.deps.config.secretKey, row), userId: access.userId, level };
}

/** A provider's refusal as the GraphQL error the console shows. */
export function providerFailure(error: unknown): unknown {
  if (!(error instanceof AiProviderError)) return error;
  if (error.kind === 'notFound') return notFound(error.message);
  if (error.kind === 'conflict') return conflict(error.message);
  return badInput(error.message);
}

/** Runs a provider call; its refusals become GraphQL errors. */
export async function viaProvider<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw providerFailure(error);
  }
}
