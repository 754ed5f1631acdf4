import type { AppDeps } from '../deps';
import type { AgentsProvider } from '../providers/agents/provider';
import { sandboxAgents } from '../providers/agents/sandboxAdapter';
import { graphApiCommerce } from '../providers/commerce/graphApiAdapter';
import type { CommerceProvider } from '../providers/commerce/provider';
import { sandboxCommerce } from '../providers/commerce/sandboxAdapter';
import { genesysContactCenter } from '../providers/contactCenter/genesysAdapter';
import type { ContactCenterProvider } from '../providers/contactCenter/provider';
import { sandboxContactCenter } from '../providers/contactCenter/sandboxAdapter';
import type { PartnersProvider } from '../providers/partners/provider';
import { sandboxPartners } from '../providers/partners/sandboxAdapter';
import type { ZapierProvider } from '../providers/zapier/provider';
import { sandboxZapier } from '../providers/zapier/sandboxAdapter';
import { unavailable } from './providerError';

/** The external systems behind the designer's panels, one adapter each. */
export type DesignerProviders = {
  commerce: CommerceProvider;
  contactCenter: ContactCenterProvider;
  zapier: ZapierProvider;
  agents: AgentsProvider;
  partners: PartnersProvider;
};

/** Local sandboxes on the app's database: developer mode and tests, no account anywhere needed. */
export function sandboxProviders(deps: Pick<AppDeps, 'db'>): DesignerProviders {
  return {
    commerce: sandboxCommerce(deps.db),
    contactCenter: sandboxContactCenter(deps.db),
    zapier: sandboxZapier(deps.db),
    agents: sandboxAgents(deps.db),
    partners: sandboxPartners(deps.db),
  };
}

/**
 * Production: the documented HTTP APIs where an adapter exists (Meta Graph API catalogs,
 * Genesys Cloud routing queues); the others answer 503 until their adapter is written
 * (Zapier's Partner API needs an OAuth app; the agent and partner platforms are private APIs).
 */
export function liveProviders(): DesignerProviders {
  return {
    commerce: graphApiCommerce(),
    contactCenter: genesysContactCenter(),
    zapier: { zaps: async () => unavailable('Zapier'), templates: async () => unavailable('Zapier'), hookUrl: async () => unavailable('Zapier') },
    agents: { agents: async () => unavailable('The agent platform'), agentSetup: async () => unavailable('The agent platform') },
    partners: { events: async () => unavailable('The partner platform'), contacts: async () => unavailable('The partner platform') },
  };
}

export function designerProviders(deps: Pick<AppDeps, 'db' | 'config'>): DesignerProviders {
  return deps.config.devMode ? sandboxProviders(deps) : liveProviders();
}
