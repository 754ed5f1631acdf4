import type { FastifyInstance } from 'fastify';
import { sandboxAgentForm, sandboxAiFaultForm, type SandboxAgent } from '../../../services/contracts/rest/dialogflowSandbox';
import type { AppDeps } from '../../deps';
import type { ServiceAccountKey } from '../../providers/googleCloud/provider';
import { operatorOnly } from '../../dev/operatorOnly';
import { HttpError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { agentRoutes } from './agentRoutes';
import { createAgent, dialogflowState, type DialogflowState, type SandboxAgent as Agent } from './agentState';
import { agentsPage } from './agentsPage';
import { tokenRoute } from './tokenRoute';

/**
 * A local stand-in for Dialogflow ES (developer mode): Google's token endpoint for service
 * accounts and the REST API v2 the Dialogflow adapter calls, and a page where the operator
 * creates agents and downloads their service account keys. State is in memory.
 */
export function dialogflowSandbox(app: FastifyInstance, deps: AppDeps, state: DialogflowState = dialogflowState()): void {
  const root = `${deps.config.publicUrl}/sandbox/dialogflow`;
  const tokenUri = () => `${root}/token`;
  const shown = (agent: Agent): SandboxAgent => ({ projectId: agent.projectId, displayName: agent.displayName, language: agent.language, apiUrl: root, key: agent.key });

  tokenRoute(app, state, deps.clock, tokenUri);
  agentRoutes(app, state, deps.clock);

  app.get('/sandbox/dialogflow', operatorOnly, async (_request, reply) => {
    reply.type('text/html; charset=utf-8');
    return agentsPage([...state.agents.values()].map(shown));
  });

  app.post('/sandbox/dialogflow/agents', operatorOnly, async (request) => {
    const form = parseBody(sandboxAgentForm, request.body);
    if (state.agents.has(form.projectId)) throw new HttpError(400, 'There is already an agent in this project.');
    return shown(createAgent(state, form.projectId, form.displayName, form.language, tokenUri()));
  });

  app.post('/sandbox/dialogflow/control/faults', operatorOnly, async (request) => {
    const fault = parseBody(sandboxAiFaultForm, request.body);
    if (!fault.status && !fault.delayMs) throw new HttpError(400, 'A fault needs a status or a delay.');
    return { target: fault.target, waiting: state.faults.add(fault.target, fault) };
  });
}

/**
 * The Google Cloud sandbox's key of a project: the service account key of the project's agent
 * here (an agent in English made on first use), with the certificate addresses Google's key
 * files name.
 */
export function sandboxAgentKey(state: DialogflowState, publicUrl: string, projectId: string): ServiceAccountKey {
  const agent = state.agents.get(projectId) ?? createAgent(state, projectId, 'Sandbox agent', 'en', `${publicUrl}/sandbox/dialogflow/token`);
  return {
    ...agent.key,
    auth_provider_x509_cert_url: 'https://www.googleapis.com/oauth2/v1/certs',
    client_x509_cert_url: `https://www.googleapis.com/robot/v1/metadata/x509/${encodeURIComponent(agent.key.client_email)}`,
  };
}
