import { generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import type { DfEntityType, DfIntent } from '../../providers/ai/dialogflowProtocol';
import type { ServiceAccountKey } from '../../providers/googleCloud/provider';
import { providerFaults, type ProviderFaults } from '../aiKit/faults';

/** Seconds of the server's clock an agent:train operation runs. */
export const TRAIN_SECONDS = 3;

/** The key file the sandbox hands out: a Google service-account key without the certificate addresses. */
export type ServiceAccountKeyFile = Omit<ServiceAccountKey, 'auth_provider_x509_cert_url' | 'client_x509_cert_url'>;

export type TrainOperation = { id: string; startedAt: number; intents: DfIntent[]; entityTypes: DfEntityType[]; failure: string | null };

export type SandboxAgent = {
  projectId: string;
  displayName: string;
  language: string;
  key: ServiceAccountKeyFile;
  publicKey: KeyObject;
  intents: Map<string, DfIntent>;
  entityTypes: Map<string, DfEntityType>;
  /** Newest first. */
  operations: TrainOperation[];
};

export type DialogflowState = {
  agents: Map<string, SandboxAgent>;
  /** Access tokens handed out: the project they are for and when they expire (ms). */
  tokens: Map<string, { projectId: string; expiresAt: number }>;
  faults: ProviderFaults;
};

export function dialogflowState(): DialogflowState {
  return { agents: new Map(), tokens: new Map(), faults: providerFaults() };
}

/** A new agent with a service account whose key (a real RSA key pair) the token route checks signatures with. */
export function createAgent(state: DialogflowState, projectId: string, displayName: string, language: string, tokenUri: string): SandboxAgent {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key: ServiceAccountKeyFile = {
    type: 'service_account',
    project_id: projectId,
    private_key_id: randomUUID().replace(/-/g, ''),
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    client_email: `dialogflow-console@${projectId}.iam.gserviceaccount.com`,
    client_id: String(Date.now()),
    auth_uri: 'https://accounts.google.com/o/oauth2/auth',
    token_uri: tokenUri,
  };
  const agent: SandboxAgent = { projectId, displayName, language, key, publicKey, intents: new Map(), entityTypes: new Map(), operations: [] };
  state.agents.set(projectId, agent);
  return agent;
}

/** Whether an operation has finished at `now` (ms). */
export const operationDone = (operation: TrainOperation, now: number) => now - operation.startedAt >= TRAIN_SECONDS * 1000;

/** The operation resource as the API shows it. */
export function operationResource(projectId: string, operation: TrainOperation, now: number) {
  const name = `projects/${projectId}/operations/${operation.id}`;
  if (!operationDone(operation, now)) return { name, metadata: { '@type': 'type.googleapis.com/google.protobuf.Struct' } };
  if (operation.failure) return { name, done: true, error: { code: 9, message: operation.failure } };
  return { name, done: true, response: { '@type': 'type.googleapis.com/google.protobuf.Empty' } };
}

/** The newest training that finished without failing: what detectIntent answers from. */
export function trainedOperation(agent: SandboxAgent, now: number): TrainOperation | undefined {
  return agent.operations.find((op) => operationDone(op, now) && op.failure === null);
}
