import type { ConsoleActors } from '../../ui/app/consoleActors';
import { lazyCalls, once } from './lazily';

// The integrations overview's module loads with the page's first call.
const integrationProfile = once(async () => (await import('../../services/integrationProfile')).createIntegrationProfileCalls());

/** The integrations overview's actors over the server's REST call. */
export const integrationProfileActors: Pick<ConsoleActors, 'integrationProfile'> = {
  integrationProfile: lazyCalls(integrationProfile, ['integrationOverview']),
};
