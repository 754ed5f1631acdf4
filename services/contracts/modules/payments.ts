import { z } from 'zod';
import { moduleSettings } from './common';
import { oneOf, PARAMETER } from './fields';

/**
 * PAYMENTS (spec 03 sections 2.13, 3.2, 4.2): a WhatsApp or Craftgate payment. 'Payment
 * Succeed' and 'Payment Failed' are the connections { optionID: 'paymentSucceed' } and
 * { optionID: 'paymentFailed' }; the module has no plain next connection.
 */
export const PAYMENT_TYPES = ['WHATSAPP_PAYMENT', 'CRAFTGATE'] as const;
export const CRAFTGATE_LANGUAGES = ['TR', 'EN'] as const;

const TOTAL_AMOUNT = 'Enter an amount greater than 0 or a parameter such as #TOTAL.';
const EXPIRATION = 'Enter the expiration as a whole number of seconds, at least 1.';

/** Craftgate's total amount as typed: a positive number or a #parameter; '' until it is typed. */
const totalAmount = z.union([z.string(), z.number()], { error: TOTAL_AMOUNT }).refine((value) => {
  const text = String(value).trim();
  if (text === '' || PARAMETER.test(text)) return true;
  const amount = Number(text);
  return Number.isFinite(amount) && amount > 0;
}, TOTAL_AMOUNT);

export const paymentsPayloads = z.looseObject({
  currency: z.string().optional(),
  /** Craftgate only. */
  totalAmount: totalAmount.optional(),
  /** Craftgate only. */
  language: oneOf(CRAFTGATE_LANGUAGES, 'The language is TR or EN.').optional(),
});

export const paymentsSettings = moduleSettings({
  paymentType: oneOf(PAYMENT_TYPES, 'The payment type is WHATSAPP_PAYMENT or CRAFTGATE.').optional(),
  integrationId: z.string().optional(),
  payloads: paymentsPayloads.optional(),
  /** Seconds; '' when none is set. */
  expiration: z.union([z.number().int(EXPIRATION).min(1, EXPIRATION), z.literal('')], { error: EXPIRATION }).optional(),
});
export type PaymentsSettings = z.infer<typeof paymentsSettings>;
