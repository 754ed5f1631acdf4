import { HANDOVER_MODES, type HandoverMode, type HandoverSettings as StoredHandover } from '../../../../../services/contracts/modules/handover';
import type { Department, Integration, ResourceData } from '../../../../../services/contracts/designerData';

/**
 * The human handover module (spec 03 sections 2.11, 3.2, 3.3, 4.2): to the channel's own
 * agents (external), to the console's agents (internal) or to a contact center integration
 * and one of its departments. Stored modes as docs/module-settings.md names them.
 */
export { HANDOVER_MODES, type HandoverMode };

/** Spec 3.3: the contact center providers. */
export const CONTACT_CENTER_PROVIDERS = ['GENESYS', 'GENERIC'] as const;

export type HandoverSettings = { mode: HandoverMode; contactCenterIntegrationId: string; departmentID: string; departmentName: string };

/** The stored settings (older spellings of the mode already read as the stored ones: contracts/modules/migrate) with internal as the default mode. */
export function handoverOf(settings: StoredHandover): HandoverSettings {
  return {
    mode: settings.mode ?? 'internal',
    contactCenterIntegrationId: settings.contactCenterIntegrationId ?? '',
    departmentID: settings.departmentID ?? '',
    departmentName: settings.departmentName ?? '',
  };
}

/** The company's contact center integrations: those of every contact center provider. */
export async function contactCenterIntegrations(data: Pick<ResourceData, 'integrations'>, companyId: string): Promise<Integration[]> {
  const lists = await Promise.all(CONTACT_CENTER_PROVIDERS.map((type) => data.integrations(companyId, type)));
  return lists.flat();
}

const NO_CONTACT_CENTER = { contactCenterIntegrationId: undefined, departmentID: undefined, departmentName: undefined };

/** Leaving contact center mode drops its integration and department. */
export function modePatch(mode: HandoverMode): Partial<StoredHandover> {
  return mode === 'contactCenter' ? { mode } : { mode, ...NO_CONTACT_CENTER };
}

/** Spec 4.2: changing the integration resets the department. */
export function integrationPatch(current: HandoverSettings, integrationId: string): Partial<StoredHandover> {
  if (integrationId === current.contactCenterIntegrationId) return {};
  return { contactCenterIntegrationId: integrationId, departmentID: undefined, departmentName: undefined };
}

export function departmentPatch(department: Department): Partial<StoredHandover> {
  return { departmentID: department.id, departmentName: department.name };
}

/** Where a contact center integration is created: the company profile's integrations. */
export function createIntegrationPath(companyId: string): string {
  return `/company-profile?initial=INTEGRATIONS&id=${encodeURIComponent(companyId)}`;
}
