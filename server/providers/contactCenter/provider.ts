import type { Department } from '../../../services/contracts/designerResources';

/** The 15 Genesys Cloud regions (their domains), e.g. mypurecloud.com for US East. */
export const GENESYS_REGIONS = [
  'mypurecloud.com',
  'use2.us-gov-pure.cloud',
  'usw2.pure.cloud',
  'cac1.pure.cloud',
  'sae1.pure.cloud',
  'mypurecloud.ie',
  'euw2.pure.cloud',
  'mypurecloud.de',
  'euc2.pure.cloud',
  'mec1.pure.cloud',
  'aps1.pure.cloud',
  'apne2.pure.cloud',
  'apne3.pure.cloud',
  'mypurecloud.com.au',
  'mypurecloud.jp',
] as const;
export type GenesysRegion = (typeof GENESYS_REGIONS)[number];

export function isGenesysRegion(value: unknown): value is GenesysRegion {
  return typeof value === 'string' && (GENESYS_REGIONS as readonly string[]).includes(value);
}

/** An OAuth client of the contact center (client credentials grant). */
export type ContactCenterCredentials = { clientId: string; clientSecret: string; region: GenesysRegion };

/** Departments a conversation can be handed over to (spec 03 section 2.11). */
export type ContactCenterProvider = {
  departments(credentials: ContactCenterCredentials): Promise<Department[]>;
};
