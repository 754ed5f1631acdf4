import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../../services/contracts/rest';
import { sandboxDeploymentForm, sandboxOpenAiFaultForm } from '../../../services/contracts/rest/openAiSandbox';
import type { AppDeps } from '../../deps';
import { operatorOnly } from '../../dev/operatorOnly';
import { HttpError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { apiRoutes } from './apiRoutes';
import { developerPage } from './developerPage';
import { developerPageKey, issueSandboxKey } from './sandboxKeys';
import { openAiSandboxState } from './sandboxState';

/** The api-version the sandbox shows (any non-empty one is accepted). */
export const SANDBOX_API_VERSION = '2024-02-01';

/**
 * A local stand-in for an OpenAI-compatible service (developer mode): the chat-completions and
 * embeddings API in the Azure OpenAI and the plain form, and for the operator a page with what
 * to paste into a Generative AI connection, routes creating deployments and keys, and faults.
 * Deployments are in memory; keys are signed with the server's secret key.
 */
export function openAiSandbox(app: FastifyInstance, deps: AppDeps): void {
  const state = openAiSandboxState();
  const endpoint = `${deps.config.publicUrl}/sandbox/openai`;
  apiRoutes(app, deps, state);

  app.get('/sandbox/openai', operatorOnly, async (_request, reply): Promise<RestAnswer<'GET /sandbox/openai'>> => {
    reply.type('text/html; charset=utf-8');
    return developerPage({
      endpoint,
      baseUrl: `${endpoint}/v1`,
      key: developerPageKey(deps.config.secretKey),
      apiVersion: SANDBOX_API_VERSION,
      deployments: [...state.deployments.values()],
    });
  });

  app.post('/sandbox/openai/deployments', operatorOnly, async (request): Promise<RestAnswer<'POST /sandbox/openai/deployments'>> => {
    const deployment = parseBody(sandboxDeploymentForm, request.body);
    state.deployments.set(deployment.name, deployment);
    return deployment;
  });

  app.post('/sandbox/openai/keys', operatorOnly, async (): Promise<RestAnswer<'POST /sandbox/openai/keys'>> => ({
    key: issueSandboxKey(deps.config.secretKey),
    endpoint,
    baseUrl: `${endpoint}/v1`,
  }));

  app.post('/sandbox/openai/control/faults', operatorOnly, async (request): Promise<RestAnswer<'POST /sandbox/openai/control/faults'>> => {
    const fault = parseBody(sandboxOpenAiFaultForm, request.body);
    if (!fault.status && !fault.delayMs) throw new HttpError(400, 'A fault needs a status or a delay.');
    state.faults.push({ operation: fault.operation, times: fault.times, retryAfter: fault.retryAfter, delayMs: fault.delayMs, ...(fault.status ? { status: fault.status } : {}) });
    return { operation: fault.operation, waiting: state.faults.reduce((n, f) => n + f.times, 0) };
  });
}
