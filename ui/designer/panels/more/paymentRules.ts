import { PAYMENT_SELECTION_TYPES } from '../../../../services/contracts/modules/payment';
import { CRAFTGATE_LANGUAGES, PAYMENT_TYPES, type PaymentsSettings } from '../../../../services/contracts/modules/payments';
import { PARAMETER } from '../../../../services/contracts/modules/fields';

/** The payments (PAYMENTS) and older payment (PAYMENT) modules' rules (spec 03 sections 3.2, 3.3, 4.2, 5.9). */

/** The payment types and Craftgate's languages (spec 3.3); CARD selection is offered to web chat only, LIST everywhere. */
export { CRAFTGATE_LANGUAGES, PAYMENT_SELECTION_TYPES, PAYMENT_TYPES };
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const CURRENCIES = ['SGD', 'TRY', 'USD', 'EUR'] as const;
/** Gateways of the older payment module (spec 7.2). */
export const PAYMENT_GATEWAY_TYPES = ['MASTERPASS', 'IYZILINK', 'PAYTR', 'STRIPE', 'CRAFTGATE'] as const;

/** The two next actions of the payments module, stored as connections with these optionIDs. */
export const PAYMENT_SUCCEED = 'paymentSucceed';
export const PAYMENT_FAILED = 'paymentFailed';

export type PaymentsPayloads = NonNullable<PaymentsSettings['payloads']>;
export type PaymentsField = 'currency' | 'totalAmount' | 'language';

/** Fields shown for a payment type: total amount and language are Craftgate's only. */
export function paymentsFields(type: PaymentType): PaymentsField[] {
  return type === 'CRAFTGATE' ? ['currency', 'totalAmount', 'language'] : ['currency'];
}

/**
 * The settings change of choosing a payment type: a new type clears the payloads (spec
 * 4.2) and the integration, whose list depends on the type.
 */
export function paymentTypeChange(current: PaymentType | undefined, next: PaymentType): Partial<PaymentsSettings> | null {
  if (current === next) return null;
  return { paymentType: next, payloads: {}, integrationId: '' };
}

/** Expiration in seconds: a whole number of at least 1, or empty (none). */
export function expirationError(text: string): 'expiration' | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return /^\d+$/.test(trimmed) && Number(trimmed) >= 1 ? null : 'expiration';
}

/** Craftgate's total amount: a positive number, or a parameter (#TOTAL) filled in during the conversation. */
export function totalAmountError(text: string): 'totalAmount' | null {
  const trimmed = text.trim();
  if (!trimmed || PARAMETER.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value > 0 ? null : 'totalAmount';
}

/**
 * The older payment module's amount: a typed number is in minor units (cents, kuruş) and
 * is stored divided by 100 (spec 5.9); anything else (a parameter) is stored as typed.
 */
export function storedAmount(typed: string): number | string {
  const trimmed = typed.trim();
  if (trimmed && Number.isFinite(Number(trimmed))) return Number(trimmed) / 100;
  return trimmed;
}

/** The stored amount as the user types it again (numbers back in minor units). */
export function typedAmount(stored: number | string | undefined): string {
  if (typeof stored === 'number') return Number.isFinite(stored) ? String(Math.round(stored * 100)) : '';
  return stored ?? '';
}
