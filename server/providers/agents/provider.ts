import type { Agent } from '../../../services/contracts/designerResources';

/** AI agents (support and shopping) of a company's partner account, every version of each (spec 03 sections 2.15, 3.2). */
export type AgentsProvider = {
  agents(companyId: string, partnerName: string): Promise<Agent[]>;
};
