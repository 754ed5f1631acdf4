import { filled } from '../requiredFields';
import type { ModuleDesign } from './design';

/** HANDOVER, 'Forward To Human': to a contact center it needs the integration and the department. */
export const handoverDesign: ModuleDesign<'HANDOVER'> = {
  missingFields({ settings }) {
    if (settings.mode !== 'contactCenter') return [];
    return [
      ...(filled(settings.contactCenterIntegrationId) ? [] : (['handoverIntegrationMissing'] as const)),
      ...(filled(settings.departmentID) ? [] : (['handoverDepartmentMissing'] as const)),
    ];
  },
};
