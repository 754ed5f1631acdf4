import { insertAiConnection } from '../../server/ai/aiConnectionStore';
import { connectionRefOf, sealSecrets } from '../../server/ai/connectionRef';
import type { AiConnectionRef } from '../../server/providers/ai/provider';
import { cluSandboxProject, type CluSandboxProject } from '../../services/contracts/rest/cluSandbox';
import { sandboxAgent, type SandboxAgent } from '../../services/contracts/rest/dialogflowSandbox';
import { luisSandboxApp, type LuisSandboxApp } from '../../services/contracts/rest/luisSandbox';
import { sandboxWorkspace, type SandboxWorkspace } from '../../services/contracts/rest/watsonSandbox';
import type { TestApp } from '../api/testApp';

/**
 * AI connections whose settings point at the LUIS, CLU, Dialogflow and Watson sandboxes of a listening test app
 * (`base` is its address): the app, project, agent or workspace is made through the sandbox's control route, and
 * the connection is stored as the console stores one, its keys sealed.
 */
async function control<T>(base: string, path: string, body: unknown, parse: (value: unknown) => T): Promise<T> {
  const answer = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
  return parse(await answer.json());
}

export const newLuisApp = (base: string, name = 'Travel') => control(base, '/sandbox/luis/apps', { name }, (v) => luisSandboxApp.parse(v));
export const newCluProject = (base: string, projectName: string) => control(base, '/sandbox/clu/projects', { projectName }, (v) => cluSandboxProject.parse(v));
let agents = 0;
/** A Dialogflow agent in a project of its own, with the service account key that may use it. */
export const newDialogflowAgent = (base: string) => {
  agents += 1;
  return control(base, '/sandbox/dialogflow/agents', { projectId: `agent-${agents}-${Math.random().toString(36).slice(2, 8)}` }, (v) => sandboxAgent.parse(v));
};
export const newWatsonWorkspace = (base: string, name = 'Shop') => control(base, '/sandbox/watson/workspaces', { name }, (v) => sandboxWorkspace.parse(v));
export const sandboxFault = (base: string, sandbox: 'luis' | 'clu', fault: { status?: number; times?: number; retryAfter?: number; delayMs?: number }) =>
  control(base, `/sandbox/${sandbox}/control/faults`, fault, (v) => v);

export function luisSettings(app: LuisSandboxApp): Record<string, string> {
  return { token: app.appId, subscriptionKey: app.authoringKey, predictionPrimaryKey: app.predictionKey, endpoint: app.endpoint, managementEndpoint: app.managementEndpoint };
}

export function cluSettings(project: CluSandboxProject): Record<string, string> {
  return {
    endpoint: project.endpoint,
    projectName: project.projectName,
    subscriptionKey: project.subscriptionKey,
    deploymentName: project.deploymentName,
    trainingModelName: project.trainingModelName,
  };
}

export function dialogflowSettings(agent: SandboxAgent): Record<string, string> {
  return { projectId: agent.projectId, jsonKey: JSON.stringify(agent.key), clientEmail: agent.key.client_email };
}

export function watsonSettings(workspace: SandboxWorkspace): Record<string, string> {
  return { watson_url: workspace.url, watson_api_key: workspace.apiKey, watson_workspace_id: workspace.workspaceId };
}

const SECRETS = ['subscriptionKey', 'predictionPrimaryKey', 'jsonKey', 'watson_api_key'];

const BACKENDS = { LuisCloud: 'Azure', LuisOnPre: 'Azure', CLU: 'Azure', DialogFlow: 'Google Cloud', Watson: 'IBM Cloud' } as const;

/** Stores the connection (secrets sealed, as the console keeps them) and answers its id and what adapters are given. */
export async function storedAiConnection(
  t: TestApp,
  companyId: string,
  userId: string,
  type: 'LuisCloud' | 'LuisOnPre' | 'CLU' | 'DialogFlow' | 'Watson',
  settings: Record<string, string>,
): Promise<{ id: string; ref: AiConnectionRef }> {
  const secrets = Object.fromEntries(Object.entries(settings).filter(([key]) => SECRETS.includes(key)));
  const plain = Object.fromEntries(Object.entries(settings).filter(([key]) => !SECRETS.includes(key)));
  const secretEnc = sealSecrets(t.config.secretKey, secrets);
  const id = await insertAiConnection(t.db, t.clock.now(), {
    companyId,
    userId,
    name: `${type} ${Math.random().toString(36).slice(2, 6)}`,
    type,
    backend: BACKENDS[type],
    projectName: settings['projectName'] ?? settings['token'] ?? settings['projectId'] ?? settings['watson_workspace_id'] ?? '',
    settings: plain,
    secretEnc,
  });
  return { id, ref: connectionRefOf(t.config.secretKey, { id, company_id: companyId, type, settings: plain, secret_enc: secretEnc }) };
}
