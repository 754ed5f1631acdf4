import type { ConsoleActors } from '../../ui/app/consoleActors';
import { lazyCalls, once } from './lazily';

// The secret manager's module loads with the page's first call.
const secrets = once(async () => (await import('../../services/secrets')).createSecretCalls());

/** The secret manager's actors over the server's REST calls. */
export const secretActors: Pick<ConsoleActors, 'secrets'> = {
  secrets: lazyCalls(secrets, ['listSecrets', 'createSecret', 'replaceSecretValue', 'describeSecret', 'deleteSecret']),
};
