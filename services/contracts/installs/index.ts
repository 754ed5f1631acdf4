/**
 * The integrations /install/:integrationName knows (docs/pages.md): the designer's e-commerce
 * gateways. Shopify is connected from the console by its authorization code grant
 * (./shopify.ts); IdeaSoft and T-Soft are named but have no connection the console can make yet.
 */
export const INSTALL_NAMES = ['shopify', 'ideasoft', 'tsoft'] as const;
export type InstallName = (typeof INSTALL_NAMES)[number];

/** The ones the console connects itself. */
export const CONNECTABLE_INSTALLS: readonly InstallName[] = ['shopify'];

/** The integration a route's name means (compared case-insensitively), or null for a name the product does not know. */
export function installNameOf(name: string): InstallName | null {
  const lower = name.trim().toLowerCase();
  return INSTALL_NAMES.find((known) => known === lower) ?? null;
}
