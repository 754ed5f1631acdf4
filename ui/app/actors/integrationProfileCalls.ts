import type { IntegrationOverview } from '../../../services/contracts/integrationProfile';

type Through = { signal?: AbortSignal };

/** A company's integrations overview (/integration-profile): its channels with status, creation date and last activity. */
export type IntegrationProfileCalls = {
  integrationOverview(input: { companyId: string }, options?: Through): Promise<IntegrationOverview>;
};
