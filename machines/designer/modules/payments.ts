import { fixedOption } from '../outputSlot';
import { filled } from '../requiredFields';
import type { ModuleDesign } from './design';

/** PAYMENTS: its two outcomes (succeeded, failed) replace the next output; it needs its payment integration. */
export const paymentsDesign: ModuleDesign<'PAYMENTS'> = {
  slots: () => [fixedOption('paymentSucceed'), fixedOption('paymentFailed')],
  without: ['next'],
  missingFields: (module) => (filled(module.settings.integrationId) ? [] : ['paymentsIntegrationMissing']),
};
