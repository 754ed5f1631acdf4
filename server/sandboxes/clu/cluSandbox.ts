import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RestAnswer } from '../../../services/contracts/rest';
import { aiSandboxFaultForm } from '../../../services/contracts/rest/aiSandbox';
import { cluSandboxProjectForm } from '../../../services/contracts/rest/cluSandbox';
import type { AppDeps } from '../../deps';
import { operatorOnly } from '../../dev/operatorOnly';
import { HttpError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { providerFaults } from '../aiKit/faults';
import { isSandboxKey, sandboxKey } from '../aiKit/keys';
import { matchRoute } from '../aiKit/router';
import { CLU_ACCESS_DENIED, CluError, cluErrorBody, cluFaultBody } from './cluErrors';
import { cluPage } from './cluPage';
import { analyzeConversation, analyzeRequest, cluAuthoringRoutes, type CluAnswer } from './cluRoutes';
import { cluSandboxState, newCluProject } from './cluState';

/** The key use the sandbox signs: one key per project opens its authoring and its runtime. */
export const CLU_KEY_USE = 'clu-language';
const API_VERSION = /^\d{4}-\d{2}-\d{2}(-preview)?$/;

const endpointOf = (request: FastifyRequest) => `${request.protocol}://${request.headers.host ?? 'localhost'}/sandbox/clu`;

/**
 * A local stand-in for Conversational Language Understanding (developer mode): conversation
 * authoring (project, :import, :train, training jobs, deployments) and the runtime
 * :analyze-conversations, with the service's keys, errors and asynchronous jobs, and a page
 * where the operator creates projects and copies the values for the AI connection form. State
 * is in memory; keys are signed with the server's secret key.
 */
export function cluSandbox(app: FastifyInstance, deps: AppDeps): void {
  const state = cluSandboxState();
  const faults = providerFaults();
  const secret = deps.config.secretKey;

  app.get('/sandbox/clu', operatorOnly, async (request, reply): Promise<RestAnswer<'GET /sandbox/clu'>> => {
    reply.type('text/html; charset=utf-8');
    return cluPage(endpointOf(request), [...state.projects.values()], (name) => sandboxKey(secret, CLU_KEY_USE, name.toLowerCase()));
  });

  app.post('/sandbox/clu/projects', operatorOnly, async (request): Promise<RestAnswer<'POST /sandbox/clu/projects'>> => {
    const { projectName, language } = parseBody(cluSandboxProjectForm, request.body);
    const project = newCluProject(state, projectName, language, deps.clock.now());
    return {
      projectName: project.name,
      language: project.language,
      endpoint: endpointOf(request),
      subscriptionKey: sandboxKey(secret, CLU_KEY_USE, project.name.toLowerCase()),
      deploymentName: 'production',
      trainingModelName: 'model',
    };
  });

  app.post('/sandbox/clu/control/faults', operatorOnly, async (request): Promise<RestAnswer<'POST /sandbox/clu/control/faults'>> => {
    const fault = parseBody(aiSandboxFaultForm, request.body);
    if (!fault.status && !fault.delayMs) throw new HttpError(400, 'A fault needs a status or a delay.');
    return { waiting: faults.add('api', fault) };
  });

  function projectFor(request: FastifyRequest, name: string) {
    const header = request.headers['ocp-apim-subscription-key'];
    if (!isSandboxKey(secret, CLU_KEY_USE, name.toLowerCase(), typeof header === 'string' ? header : undefined)) throw new CluError(401, '401', CLU_ACCESS_DENIED);
    const project = state.projects.get(name.toLowerCase());
    if (!project) throw new CluError(404, 'ProjectNotFound', `The project ${name} does not exist.`);
    return project;
  }

  function answerOf(request: FastifyRequest, path: string): CluAnswer | undefined {
    if (path === ':analyze-conversations') {
      if (request.method !== 'POST') throw new CluError(405, 'MethodNotAllowed', 'Use POST.');
      const wanted = analyzeRequest(request.body);
      return { status: 200, body: analyzeConversation(projectFor(request, wanted.projectName), wanted.deploymentName, wanted.text) };
    }
    const match = matchRoute(cluAuthoringRoutes, request.method, path);
    if (match === 'wrongMethod') throw new CluError(405, 'MethodNotAllowed', `The method ${request.method} is not allowed here.`);
    if (!match) return undefined;
    const project = projectFor(request, match.params['projectName'] ?? '');
    const projectUrl = `${endpointOf(request)}/language/authoring/analyze-conversations/projects/${encodeURIComponent(project.name)}`;
    const apiVersion = (request.query as Record<string, string | undefined>)['api-version'] ?? '';
    return match.handler({ project, params: match.params, body: request.body, now: deps.clock.now(), jobUrl: (jobPath) => `${projectUrl}/${jobPath}?api-version=${apiVersion}` });
  }

  const protocol = async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    if (await faults.apply('api', reply, cluFaultBody)) return reply;
    const path = (request.params as { '*'?: string })['*'] ?? '';
    try {
      const apiVersion = (request.query as Record<string, string | undefined>)['api-version'];
      if (!apiVersion || !API_VERSION.test(apiVersion)) throw new CluError(400, 'InvalidRequest', 'The api-version query parameter is required (for example 2023-04-01).');
      const answer = answerOf(request, path);
      if (!answer) throw new CluError(404, 'NotFound', 'Resource not found.');
      if (answer.operationLocation) reply.header('operation-location', answer.operationLocation);
      return await (answer.body === undefined ? reply.code(answer.status).send() : reply.code(answer.status).send(answer.body));
    } catch (error) {
      if (!(error instanceof CluError)) throw error;
      return reply.code(error.status).send(cluErrorBody(error.code, error.message));
    }
  };

  app.route({ method: ['GET', 'POST', 'PUT', 'DELETE'], url: '/sandbox/clu/language/*', handler: protocol });
}
