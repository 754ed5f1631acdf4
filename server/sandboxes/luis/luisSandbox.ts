import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RestAnswer } from '../../../services/contracts/rest';
import { aiSandboxFaultForm } from '../../../services/contracts/rest/aiSandbox';
import { luisSandboxAppForm } from '../../../services/contracts/rest/luisSandbox';
import type { AppDeps } from '../../deps';
import { operatorOnly } from '../../dev/operatorOnly';
import { HttpError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { providerFaults } from '../aiKit/faults';
import { isSandboxKey, sandboxKey } from '../aiKit/keys';
import { matchRoute } from '../aiKit/router';
import { luisAuthoringRoutes } from './luisAuthoring';
import { LUIS_ACCESS_DENIED, LuisError, luisErrorBody, luisFaultBody } from './luisErrors';
import { luisPage } from './luisPage';
import { luisPrediction } from './luisPrediction';
import { luisSandboxState, newLuisApp } from './luisState';

const AUTHORING = 'authoring/v3.0-preview/';
const PREDICTION = 'prediction/v3.0/';

/** The key uses the sandbox signs: the authoring key opens the Programmatic API, the prediction key the endpoint. */
export const LUIS_KEY_USE = { authoring: 'luis-authoring', prediction: 'luis-prediction' } as const;

const baseOf = (request: FastifyRequest) => `${request.protocol}://${request.headers.host ?? 'localhost'}/sandbox/luis`;
const keyOf = (request: FastifyRequest, query: Record<string, string | undefined>) => {
  const header = request.headers['ocp-apim-subscription-key'];
  return (typeof header === 'string' ? header : undefined) ?? query['subscription-key'];
};

/**
 * A local stand-in for LUIS (developer mode): the authoring and prediction calls the LUIS
 * adapters make, with LUIS's keys, errors and asynchronous training, and a page where the
 * operator creates apps and copies their keys and addresses into the AI connection form. State
 * is in memory; keys are signed with the server's secret key.
 */
export function luisSandbox(app: FastifyInstance, deps: AppDeps): void {
  const state = luisSandboxState();
  const faults = providerFaults();
  const secret = deps.config.secretKey;

  app.get('/sandbox/luis', operatorOnly, async (request, reply): Promise<RestAnswer<'GET /sandbox/luis'>> => {
    reply.type('text/html; charset=utf-8');
    return luisPage(baseOf(request), [...state.apps.values()], (use, appId) => sandboxKey(secret, use, appId));
  });

  app.post('/sandbox/luis/apps', operatorOnly, async (request): Promise<RestAnswer<'POST /sandbox/luis/apps'>> => {
    const { name, culture } = parseBody(luisSandboxAppForm, request.body);
    const created = newLuisApp(state, name, culture, deps.clock.now());
    const base = baseOf(request);
    return {
      appId: created.id,
      name,
      culture,
      versionId: '0.1',
      authoringKey: sandboxKey(secret, LUIS_KEY_USE.authoring, created.id),
      predictionKey: sandboxKey(secret, LUIS_KEY_USE.prediction, created.id),
      endpoint: base,
      managementEndpoint: base,
    };
  });

  app.post('/sandbox/luis/control/faults', operatorOnly, async (request): Promise<RestAnswer<'POST /sandbox/luis/control/faults'>> => {
    const fault = parseBody(aiSandboxFaultForm, request.body);
    if (!fault.status && !fault.delayMs) throw new HttpError(400, 'A fault needs a status or a delay.');
    return { waiting: faults.add('api', fault) };
  });

  const protocol = async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    if (await faults.apply('api', reply, luisFaultBody)) return reply;
    const path = (request.params as { '*'?: string })['*'] ?? '';
    const query = request.query as Record<string, string | undefined>;
    try {
      const answer = path.startsWith(AUTHORING)
        ? authoring(request, path.slice(AUTHORING.length), query)
        : path.startsWith(PREDICTION)
          ? prediction(request, path.slice(PREDICTION.length), query)
          : undefined;
      if (!answer) throw new LuisError(404, 'NotFound', 'Resource not found.');
      return await reply.code(answer.status).send(answer.body);
    } catch (error) {
      if (!(error instanceof LuisError)) throw error;
      return reply.code(error.status).send(luisErrorBody(error.code, error.message));
    }
  };

  function appFor(appId: string, use: string, key: string | undefined) {
    if (!isSandboxKey(secret, use, appId, key)) throw new LuisError(401, '401', LUIS_ACCESS_DENIED);
    const found = state.apps.get(appId);
    if (!found) throw new LuisError(404, 'NotFound', `The application ${appId} does not exist.`);
    return found;
  }

  function authoring(request: FastifyRequest, path: string, query: Record<string, string | undefined>) {
    const match = matchRoute(luisAuthoringRoutes, request.method, path);
    if (match === 'wrongMethod') throw new LuisError(405, 'MethodNotAllowed', `The method ${request.method} is not allowed here.`);
    if (!match) return undefined;
    const found = appFor(match.params['appId'] ?? '', LUIS_KEY_USE.authoring, keyOf(request, query));
    return match.handler({ app: found, params: match.params, body: request.body, query, now: deps.clock.now(), state, endpointUrl: baseOf(request) });
  }

  function prediction(request: FastifyRequest, path: string, query: Record<string, string | undefined>) {
    const match = /^apps\/([^/]+)\/slots\/([^/]+)\/predict$/.exec(path);
    if (!match || (request.method !== 'GET' && request.method !== 'POST')) return undefined;
    const found = appFor(decodeURIComponent(match[1] ?? ''), LUIS_KEY_USE.prediction, keyOf(request, query));
    const body = typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
    const text = request.method === 'POST' ? (typeof body['query'] === 'string' ? body['query'] : '') : (query['query'] ?? '');
    const options = typeof body['options'] === 'object' && body['options'] !== null ? (body['options'] as Record<string, unknown>) : {};
    const showAll = query['show-all-intents'] === 'true' || options['showAllIntents'] === true;
    return { status: 200, body: luisPrediction(found, decodeURIComponent(match[2] ?? ''), text, showAll) };
  }

  app.route({ method: ['GET', 'POST', 'PUT', 'DELETE'], url: '/sandbox/luis/luis/*', handler: protocol });
}
