import type { Agent } from '../../../services/contracts/designerResources';

/** AI agents (support and shopping) of a company's partner account, every version of each (spec 03 sections 2.15, 3.2). */
export type AgentsProvider = {
  agents(companyId: string, partnerName: string): Promise<Agent[]>;
  /** What one agent version runs with (its instructions and functions), null when the partner account has no such version. */
  agentSetup(companyId: string, partnerName: string, versionId: string): Promise<AgentSetup | null>;
};

/** An agent version as a conversation runs it: who it is, its instructions, and its functions with what each does. */
export type AgentSetup = {
  agentId: string;
  agentName: string;
  agentDescription: string;
  instructions: string;
  functions: Array<{ name: string; description: string }>;
};
