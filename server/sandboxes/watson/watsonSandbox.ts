import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sandboxWatsonFaultForm, sandboxWorkspaceForm, type SandboxWorkspace as ShownWorkspace } from '../../../services/contracts/rest/watsonSandbox';
import type { AppDeps } from '../../deps';
import { operatorOnly } from '../../dev/operatorOnly';
import { HttpError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { iamRoute } from './iamRoute';
import { workspaceRoutes } from './workspaceRoutes';
import { settle, watsonState, type SandboxWorkspace } from './workspaceState';
import { workspacesPage } from './workspacesPage';

/**
 * A local stand-in for Watson Assistant v1 and IBM Cloud IAM (developer mode): the token
 * endpoint and the workspace API the Watson adapter calls, and a page where the operator
 * creates workspaces (each in its own instance with its own API key). State is in memory.
 */
export function watsonSandbox(app: FastifyInstance, deps: AppDeps): void {
  const state = watsonState();
  const root = `${deps.config.publicUrl}/sandbox/watson`;
  const apiKeyOf = (instanceId: string) => [...state.apiKeys.entries()].find(([, id]) => id === instanceId)?.[0] ?? '';
  const shown = (w: SandboxWorkspace): ShownWorkspace => ({
    name: w.name,
    language: w.language,
    url: `${root}/instances/${w.instanceId}`,
    apiKey: apiKeyOf(w.instanceId),
    workspaceId: w.id,
  });

  iamRoute(app, state, deps.clock);
  workspaceRoutes(app, state, deps.clock);

  app.get('/sandbox/watson', operatorOnly, async (_request, reply) => {
    reply.type('text/html; charset=utf-8');
    const now = deps.clock.now().getTime();
    return workspacesPage([...state.workspaces.values()].map((w) => ({ ...shown(w), status: settle(w, now).status })));
  });

  app.post('/sandbox/watson/workspaces', operatorOnly, async (request) => {
    const form = parseBody(sandboxWorkspaceForm, request.body);
    const instanceId = randomUUID();
    state.apiKeys.set(randomBytes(30).toString('base64url'), instanceId);
    const stamp = deps.clock.now().toISOString();
    const workspace: SandboxWorkspace = {
      id: randomUUID(),
      instanceId,
      name: form.name,
      language: form.language,
      intents: new Map(),
      entities: new Map(),
      changedAt: null,
      status: 'Available',
      trained: { intents: [], entities: [] },
      created: stamp,
      updated: stamp,
    };
    state.workspaces.set(workspace.id, workspace);
    return shown(workspace);
  });

  app.post('/sandbox/watson/control/faults', operatorOnly, async (request) => {
    const fault = parseBody(sandboxWatsonFaultForm, request.body);
    if (!fault.status && !fault.delayMs) throw new HttpError(400, 'A fault needs a status or a delay.');
    return { target: fault.target, waiting: state.faults.add(fault.target, fault) };
  });
}
