import { z } from 'zod';
import { moduleSettings } from './common';
import { oneOf } from './fields';

/**
 * PAYMENT, the older gateway module (spec 03 sections 2.15, 5.9). A typed amount is in minor
 * units and stored divided by 100; a parameter is stored as typed.
 */
export const PAYMENT_SELECTION_TYPES = ['CARD', 'LIST'] as const;

export const paymentSettings = moduleSettings({
  /** The gateway integration's id. */
  gateway: z.string().optional(),
  /** The chosen gateway's type, copied from the integration ('' when it has none). */
  gatewayType: z.string().optional(),
  branch: z.string().optional(),
  selectionType: oneOf([...PAYMENT_SELECTION_TYPES, ''], 'The selection type is CARD or LIST.').optional(),
  amount: z.union([z.number(), z.string()], { error: 'The amount is a number or a parameter.' }).optional(),
  currency: z.string().optional(),
  productName: z.string().optional(),
  companyName: z.string().optional(),
  productDescription: z.string().optional(),
  productImage: z.string().optional(),
  orderNumber: z.string().optional(),
  /** What a new module starts with (the panel keeps the gateway in `gateway`). */
  integrationId: z.string().optional(),
});
export type PaymentSettings = z.infer<typeof paymentSettings>;
