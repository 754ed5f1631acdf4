import { integrationOverview } from '../integrationProfile';
import type { RestContracts } from './contract';

/** A company's integrations overview (/integration-profile): members of the company only. */
export const integrationProfileRoutes = {
  'GET /core/v1/integration-profile': { answer: integrationOverview },
} as const satisfies RestContracts;
