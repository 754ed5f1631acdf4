import { PaymentsPanel } from '../panels/more/PaymentsPanel';
import type { ModulePanel } from '../panels/types';

/** PAYMENTS (services/contracts/modules/payments.ts): the side menu shows the payments panel. */
export const paymentsPanel: ModulePanel<'PAYMENTS'> = PaymentsPanel;
