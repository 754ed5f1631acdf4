import { filled } from '../requiredFields';
import type { ModuleDesign } from './design';

/** ECOMMERCE needs its gateway and its action type. */
export const ecommerceDesign: ModuleDesign<'ECOMMERCE'> = {
  missingFields: (module) => [
    ...(filled(module.settings.gateway) ? [] : (['ecommerceGatewayMissing'] as const)),
    ...(filled(module.settings.action) ? [] : (['ecommerceActionMissing'] as const)),
  ],
};
