import type { WatsonEntity, WatsonIntent } from '../../providers/ai/watsonProtocol';
import { providerFaults, type ProviderFaults } from '../aiKit/faults';

/** Seconds of the server's clock a workspace trains after a change. */
export const TRAIN_SECONDS = 3;

export type TrainedWorkspace = { intents: WatsonIntent[]; entities: WatsonEntity[] };

export type SandboxWorkspace = {
  id: string;
  instanceId: string;
  name: string;
  language: string;
  intents: Map<string, WatsonIntent>;
  entities: Map<string, WatsonEntity>;
  /** When the data last changed (ms); null once that change has been trained. */
  changedAt: number | null;
  status: 'Available' | 'Training' | 'Failed' | 'NonExistent';
  trained: TrainedWorkspace | null;
  created: string;
  updated: string;
};

export type WatsonState = {
  /** API key → instance id. */
  apiKeys: Map<string, string>;
  workspaces: Map<string, SandboxWorkspace>;
  tokens: Map<string, { instanceId: string; expiresAt: number }>;
  faults: ProviderFaults;
};

export const watsonState = (): WatsonState => ({ apiKeys: new Map(), workspaces: new Map(), tokens: new Map(), faults: providerFaults() });

/** Why the workspace's data cannot train, or null. */
function failure(workspace: SandboxWorkspace): string | null {
  if (workspace.intents.size === 0) return null;
  const empty = [...workspace.intents.values()].find((i) => (i.examples ?? []).length === 0);
  return empty ? `Intent '${empty.intent}' has no examples.` : null;
}

/** The workspace's status at `now`: a change trains for TRAIN_SECONDS, then the workspace is Available (or Failed). */
export function settle(workspace: SandboxWorkspace, now: number): SandboxWorkspace {
  if (workspace.changedAt === null) return workspace;
  if (now - workspace.changedAt < TRAIN_SECONDS * 1000) {
    workspace.status = 'Training';
    return workspace;
  }
  workspace.changedAt = null;
  if (failure(workspace)) {
    workspace.status = 'Failed';
    return workspace;
  }
  workspace.status = 'Available';
  workspace.trained = structuredClone({ intents: [...workspace.intents.values()], entities: [...workspace.entities.values()] });
  return workspace;
}

/** Marks a change of the workspace's data: it trains again. */
export function changed(workspace: SandboxWorkspace, now: number): void {
  workspace.changedAt = now;
  workspace.status = 'Training';
  workspace.updated = new Date(now).toISOString();
}
