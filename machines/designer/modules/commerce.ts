import { fixedOption } from '../outputSlot';
import { filled } from '../requiredFields';
import type { ModuleDesign } from './design';

/** COMMERCE, 'Commerce Manager': a "no stock" output; it needs its commerce manager and catalog. */
export const commerceDesign: ModuleDesign<'COMMERCE'> = {
  slots: () => [fixedOption('noStock')],
  missingFields: ({ settings }) => [
    ...(filled(settings.integrationId) ? [] : (['commerceIntegrationMissing'] as const)),
    ...(filled(settings.catalogId) ? [] : (['commerceCatalogMissing'] as const)),
  ],
};
