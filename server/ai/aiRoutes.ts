import type { FastifyInstance } from 'fastify';
import { requireMember } from '../companies/access';
import type { AppDeps } from '../deps';
import { signedIn } from '../graphql/context';
import { graphqlMessages } from '../../services/contracts/graphqlMessages';
import type { RestAnswer } from '../../services/contracts/rest';
import { aiApiMessages, predictRequest, utterancesRequest } from '../../services/contracts/rest/aiApi';
import { HttpError } from '../http/errors';
import { parseBody, parseWith } from '../http/validate';
import { aiProviderFor } from '../providers/ai';
import { isGenerativeType, type GenerativeSettings } from '../providers/ai/provider';
import { generateUtterances } from '../providers/ai/utteranceGenerator';
import { aiConnectionFor } from './aiAccess';
import { generativeSettings } from './aiRules';
import { companyHeader, withRestContext } from './restAccess';

export const aiRouteMessages = {
  companyMismatch: 'The companyID header and the companyId of the request name different companies.',
  companyMissing: 'The companyID header is missing.',
  utteranceCount: aiApiMessages.utteranceCount,
} as const;

/** The AI panels' REST calls under /bot/api (spec 03 section 7.2). */
export function aiRoutes(app: FastifyInstance, deps: AppDeps): void {
  /** POST /bot/api/predict: the AI connection's intents ranked for the input, best first, with the cost of the call. */
  app.post('/bot/api/predict', (request): Promise<RestAnswer<'POST /bot/api/predict'>> =>
    withRestContext(deps, request, async (context) => {
      signedIn(context);
      const body = parseBody(predictRequest, request.body);
      const header = companyHeader(request);
      if (header !== undefined && header !== body.companyId) throw new HttpError(400, aiRouteMessages.companyMismatch);
      const { connection } = await aiConnectionFor(context, body.id, 'read');
      // A connection of another company than the one named looks like a missing one.
      if (connection.companyId !== body.companyId) throw new HttpError(403, graphqlMessages.notMember);
      const settings: GenerativeSettings | undefined = isGenerativeType(connection.type) ? parseWith(generativeSettings, body.aiActionModuleNodeSettings ?? {}) : undefined;
      return aiProviderFor(deps, connection).predict(connection, body.input, settings);
    }),
  );

  /** POST /bot/api/utterances: variations of the user's input for a generative intent, none repeating an existing one. */
  app.post('/bot/api/utterances', (request): Promise<RestAnswer<'POST /bot/api/utterances'>> =>
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
