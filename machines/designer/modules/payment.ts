import type { ModuleDesign } from './design';

/** PAYMENT, the older gateway module: next and fallback, nothing required. */
export const paymentDesign: ModuleDesign<'PAYMENT'> = {};
