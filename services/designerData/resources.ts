import type { ResourceData } from './index';

// Replaced by the real calls in the next commits of this area.
const unavailable = () => Promise.reject(new Error('unavailable'));

export const resourceData: ResourceData = {
  integrations: unavailable,
  departments: unavailable,
  catalogs: unavailable,
  products: unavailable,
  codeBlocks: unavailable,
  codeBlock: unavailable,
  partnerEvents: unavailable,
  partnerContacts: unavailable,
  zaps: unavailable,
  zapTemplates: unavailable,
  partners: unavailable,
  agents: unavailable,
  bots: unavailable,
  botVersions: unavailable,
  conversationTags: unavailable,
};
