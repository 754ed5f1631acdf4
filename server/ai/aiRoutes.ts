import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireMember } from '../companies/access';
import type { AppDeps } from '../deps';
import { signedIn } from '../graphql/context';
import { graphqlMessages } from '../../services/contracts/graphqlMessages';
import { HttpError } from '../http/errors';
import { parseBody, parseWith } from '../http/validate';
import { aiProviderFor } from '../providers/ai';
import { isGenerativeType, type GenerativeSettings, type Prediction } from '../providers/ai/provider';
import { generateUtterances } from '../providers/ai/utteranceGenerator';
import { aiConnectionFor } from './aiAccess';
import { generativeSettings, testInput, UTTERANCE_MAX } from './aiRules';
import { companyHeader, withRestContext } from './restAccess';

export const aiRouteMessages = {
  companyMismatch: 'The companyID header and the companyId of the request name different companies.',
  companyMissing: 'The companyID header is missing.',
  utteranceCount: 'The number of utterances must be between 1 and 20.',
} as const;

const predictRequest = z.object({
  actionId: z.string().max(200).optional().default(''),
  id: z.string().trim().min(1, 'id is required.'),
  companyId: z.string().trim().min(1, 'companyId is required.'),
  input: testInput,
  aiActionModuleNodeSettings: z.record(z.string(), z.unknown()).optional(),
  retryCount: z.number().int().min(0).max(10).optional().default(0),
});

const utterancesRequest = z.object({
  userInput: z.string().trim().min(1, 'userInput is required.').max(UTTERANCE_MAX),
  targetLanguage: z.string().trim().max(20).optional().default('en'),
  numberOfUtterances: z.number({ error: aiRouteMessages.utteranceCount }).int(aiRouteMessages.utteranceCount).min(1, aiRouteMessages.utteranceCount).max(20, aiRouteMessages.utteranceCount),
  existingUtterances: z.array(z.string().max(UTTERANCE_MAX)).max(1000).optional().default([]),
});

/** The AI panels' REST calls under /bot/api (spec 03 section 7.2). */
export function aiRoutes(app: FastifyInstance, deps: AppDeps): void {
  /** POST /bot/api/predict: the AI connection's intents ranked for the input, best first, with the cost of the call. */
  app.post('/bot/api/predict', (request): Promise<Prediction> =>
    withRestContext(deps, request, async (context) => {
      signedIn(context);
      const body = parseBody(predictRequest, request.body);
      const header = companyHeader(request);
      if (header !== undefined && header !== body.companyId) throw new HttpError(400, aiRouteMessages.companyMismatch);
      const { connection } = await aiConnectionFor(context, body.id, 'read');
      // A connection of another company than the one named looks like a missing one.
      if (connection.companyId !== body.companyId) throw new HttpError(403, graphqlMessages.notMember);
      const settings: GenerativeSettings | undefined = isGenerativeType(connection.type)
        ? parseWith(generativeSettings, body.aiActionModuleNodeSettings ?? {})
        : undefined;
      return aiProviderFor(deps, connection).predict(connection, body.input, settings);
    }),
  );

  /** POST /bot/api/utterances: variations of the user's input for a generative intent, none repeating an existing one. */
  app.post('/bot/api/utterances', (request): Promise<{ generatedUtterances: string[] }> =>
    withRestContext(deps, request, async (context) => {
      signedIn(context);
      const companyId = companyHeader(request);
      if (companyId === undefined) throw new HttpError(400, aiRouteMessages.companyMissing);
      await requireMember(context, companyId);
      const body = parseBody(utterancesRequest, request.body);
      return { generatedUtterances: generateUtterances(body.userInput, body.targetLanguage, body.numberOfUtterances, body.existingUtterances) };
    }),
  );
}
