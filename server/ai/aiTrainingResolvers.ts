import { idOf, optionalIdOf } from '../../services/contracts/ids';
import type { GraphqlContext } from '../graphql/context';
import { badInput } from '../graphql/errors';
import { parseArgs } from '../graphql/parseArgs';
import { aiProviderFor } from '../providers/ai';
import { isGenerativeType, type AiProvider, type IntentDetails, type IntentRows, type RemoteEntity, type RemoteIntent, type TrainingStatus } from '../providers/ai/provider';
import { aiConnectionFor, viaProvider, type AiNeed } from './aiAccess';
import { entityLabels, entityName, intentChange, intentName, rowListSize, utteranceText } from './aiRules';
import type { MutationResolvers, QueryResolvers, Success } from '../graphql/generated/resolvers';

/**
 * The AI Action panel's GraphQL fields (spec 03 section 7.1 and the intent editor calls of
 * 7.2): intents, entities, utterances, upload/download rows, training and publishing of an
 * AI connection, through the provider that serves the connection.
 */

const done: Success = { success: true, statusCode: 200 };

/** Checks the caller and runs `run` with the connection's provider; provider refusals become GraphQL errors. */
async function withProvider<T>(
  context: GraphqlContext,
  id: string,
  need: AiNeed,
  run: (provider: AiProvider, connection: Parameters<AiProvider['intents']>[0]) => Promise<T>,
): Promise<T> {
  const { connection } = await aiConnectionFor(context, id, need);
  return viaProvider(() => run(aiProviderFor(context.deps, connection), connection));
}

export const aiTrainingQueries: QueryResolvers = {
  intentsOfAIconn: (_, args, context): Promise<RemoteIntent[]> => withProvider(context, args.id, 'read', (p, c) => p.intents(c)),
  entitiesOfAIconn: (_, args, context): Promise<RemoteEntity[]> => withProvider(context, args.id, 'read', (p, c) => p.entities(c)),
  // Spec 03 section 6: a VIEWER may not download a non-generative connection's intents (DESIGNER may).
  getIntentAndUtterances: async (_, args, context): Promise<IntentRows[]> => {
    const { connection } = await aiConnectionFor(context, args.id, 'read');
    return withProvider(context, args.id, isGenerativeType(connection.type) ? 'read' : 'edit', (p, c) => p.exportRows(c));
  },
  getTrainingStatus: (_, args, context): Promise<TrainingStatus> => withProvider(context, args.id, 'read', (p, c) => p.trainingStatus(c)),
  // An empty intentId looks the intent up by its name.
  getIntentDetails: (_, args, context): Promise<IntentDetails> =>
    withProvider(context, args.id, 'read', (p, c) => p.intentDetails(c, { id: parseArgs(optionalIdOf('intentId'), args.intentId), name: args.intent })),
};

export const aiTrainingMutations: MutationResolvers = {
  // The caller is checked first, then the input: an outsider learns nothing from a refusal of the input.
  addIntentToAI: async (_, args, context): Promise<Success> => {
    await withProvider(context, args.id, 'manage', (p, c) => p.addIntent(c, parseArgs(intentName, args.intent)));
    return done;
  },
  removeIntentFromAI: async (_, args, context): Promise<Success> => {
    await withProvider(context, args.id, 'manage', (p, c) => p.removeIntent(c, parseArgs(idOf('intentId'), args.intentId)));
    return done;
  },
  addEntityToAI: async (_, args, context): Promise<Success> => {
    await withProvider(context, args.id, 'manage', (p, c) => p.addEntity(c, parseArgs(entityName, args.entity)));
    return done;
  },
  removeEntityFromAI: async (_, args, context): Promise<Success> => {
    await withProvider(context, args.id, 'manage', (p, c) => p.removeEntity(c, parseArgs(idOf('entityId'), args.entityId)));
    return done;
  },
  updateEntityLabels: async (_, args, context): Promise<Success> => {
    await withProvider(context, args.id, 'edit', (p, c) =>
      p.updateEntityLabels(c, parseArgs(idOf('entityId'), args.entityId), parseArgs(entityName, args.entityName), parseArgs(entityLabels, args.labels)),
    );
    return done;
  },
  addUtteranceToIntent: async (_, args, context): Promise<Success> => {
    await withProvider(context, args.id, 'edit', (p, c) => p.addUtterance(c, parseArgs(intentName, args.intent), parseArgs(utteranceText, args.utterance)));
    return done;
  },
  removeUtteranceFromIntent: async (_, args, context): Promise<Success> => {
    await withProvider(context, args.id, 'edit', (p, c) => p.removeUtterance(c, parseArgs(intentName, args.intent), parseArgs(idOf('utteranceId'), args.utteranceId)));
    return done;
  },
  updateIntent: async (_, args, context): Promise<Success> => {
    await withProvider(context, args.id, 'edit', (p, c) =>
      p.updateIntent(
        c,
        parseArgs(idOf('intentId'), args.intentId),
        parseArgs(intentChange, { name: args.intentNewName, utterances: args.utterances, parameters: args.parameters }),
      ),
    );
    return done;
  },
  importIntents: async (_, args, context): Promise<Success> => {
    await withProvider(context, args.id, 'manage', async (p, c) => {
      // Rows are read and checked by the work pool when they are many, as JSON text or as a list.
      const { work } = context.deps;
      const rows =
        typeof args.rows === 'string' ? await work.run('intentRows', args.rows, args.rows.length) : await work.run('intentRowList', args.intents, rowListSize(args.intents));
      if (!rows.ok) throw badInput(rows.message);
      return p.importRows(c, rows.rows);
    });
    return done;
  },
  makeTraining: (_, args, context): Promise<TrainingStatus> => withProvider(context, args.id, 'manage', (p, c) => p.train(c)),
  publishApp: async (_, args, context): Promise<Success> => {
    await withProvider(context, args.id, 'manage', (p, c) => p.publish(c));
    return done;
  },
};
