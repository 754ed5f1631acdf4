import type { KyInstance } from 'ky';
import { INTEGRATION_PROFILE_API, integrationOverview, type IntegrationOverview } from './contracts/integrationProfile';
import { restRead } from './designerData/rest';
import { http } from './http';

type Call = { signal?: AbortSignal };

/**
 * A company's integrations overview (services/contracts/integrationProfile.ts): each channel
 * with its status, creation date and last activity. The company goes in the companyID header;
 * failures are thrown as ApiFailure.
 */
export function createIntegrationProfileCalls(client: KyInstance = http) {
  return {
    integrationOverview: ({ companyId }: { companyId: string }, { signal }: Call = {}): Promise<IntegrationOverview> =>
      restRead(client, INTEGRATION_PROFILE_API, integrationOverview, { company: companyId, noCache: true, ...(signal ? { signal } : {}) }),
  };
}
