import type { ConsoleActors } from '../../ui/app/consoleActors';
import { lazyCalls, once } from './lazily';

// The install calls' module loads with the page's first call.
const calls = once(async () => (await import('../../services/installs')).createInstallCalls());

/** The company's integrations and the install pages' actors: the list, Shopify's authorize address and the install. */
export const installActors: Pick<ConsoleActors, 'install'> = {
  install: lazyCalls(calls, ['companyIntegrations', 'shopifyAuthorizeUrl', 'installShopify']),
};
