import { PaymentPanel } from '../panels/more/PaymentPanel';
import type { ModulePanel } from '../panels/types';

/** PAYMENT (services/contracts/modules/payment.ts): the side menu shows the older payment gateway panel. */
export const paymentPanel: ModulePanel<'PAYMENT'> = PaymentPanel;
