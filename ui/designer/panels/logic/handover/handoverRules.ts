import type { Department, Integration, ResourceData } from '../../../../../services/contracts/designerData';
import { textSetting } from '../moduleEdit';

/**
 * The human handover module (spec 03 sections 2.11, 3.2, 3.3, 4.2): to the channel's own
 * agents (external), to the console's agents (internal) or to a contact center integration
 * and one of its departments. Stored modes as docs/module-settings.md names them.
 */
export const HANDOVER_MODES = ['channel', 'internal', 'contactCenter'] as const;
export type HandoverMode = (typeof HANDOVER_MODES)[number];

/** Spec 3.3: the contact center providers. */
export const CONTACT_CENTER_PROVIDERS = ['GENESYS', 'GENERIC'] as const;

/** Older spellings of the modes (external, INTERNAL, CONTACT_CENTER) read as the stored ones. */
const MODE_ALIASES: Record<string, HandoverMode> = {
  channel: 'channel',
  external: 'channel',
  internal: 'internal',
  INTERNAL: 'internal',
  contactCenter: 'contactCenter',
  CONTACT_CENTER: 'contactCenter',
};

export type HandoverSettings = { mode: HandoverMode; contactCenterIntegrationId: string; departmentID: string; departmentName: string };

export function handoverOf(settings: Record<string, unknown>): HandoverSettings {
  const stored = settings['mode'];
  return {
    mode: (typeof stored === 'string' ? MODE_ALIASES[stored] : undefined) ?? 'internal',
    contactCenterIntegrationId: textSetting(settings, 'contactCenterIntegrationId'),
    departmentID: textSetting(settings, 'departmentID'),
    departmentName: textSetting(settings, 'departmentName'),
  };
}

/** The company's contact center integrations: those of every contact center provider. */
export async function contactCenterIntegrations(data: Pick<ResourceData, 'integrations'>, companyId: string): Promise<Integration[]> {
  const lists = await Promise.all(CONTACT_CENTER_PROVIDERS.map((type) => data.integrations(companyId, type)));
  return lists.flat();
}

const NO_CONTACT_CENTER = { contactCenterIntegrationId: undefined, departmentID: undefined, departmentName: undefined };

/** Leaving contact center mode drops its integration and department. */
export function modePatch(mode: HandoverMode): Record<string, unknown> {
  return mode === 'contactCenter' ? { mode } : { mode, ...NO_CONTACT_CENTER };
}

/** Spec 4.2: changing the integration resets the department. */
export function integrationPatch(current: HandoverSettings, integrationId: string): Record<string, unknown> {
  if (integrationId === current.contactCenterIntegrationId) return {};
  return { contactCenterIntegrationId: integrationId, departmentID: undefined, departmentName: undefined };
}

export function departmentPatch(department: Department): Record<string, unknown> {
  return { departmentID: department.id, departmentName: department.name };
}

/** Where a contact center integration is created: the company profile's integrations. */
export function createIntegrationPath(companyId: string): string {
  return `/company-profile?initial=INTEGRATIONS&id=${encodeURIComponent(companyId)}`;
}
