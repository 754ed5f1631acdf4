import { z } from 'zod';
import { moduleSettings } from './common';
import { oneOf } from './fields';

/** ECOMMERCE (spec 03 sections 2.15, 3.2, 3.3): language, gateway (store platform), action type and product id. */
export const ECOMMERCE_ACTIONS = [
  'CHECK_USER',
  'FETCH_PRODUCT',
  'CREATE_ORDER',
  'GET_ORDER_DETAIL',
  'COMPLETE_ORDER',
  'ADD_TO_CART',
  'CLEAR_CART',
  'FETCH_ADDRESS',
  'CHECK_DELIVERY_STATUS',
  'LIST_SHIPPING_ORDERS',
  'SHOW_PRODUCTS_IN_CART',
  'COMPLETE_WHATSAPP_COMMERCE_ORDER',
] as const;
export const ECOMMERCE_LANGUAGES = ['TR', 'EN'] as const;

export const ecommerceSettings = moduleSettings({
  /** EN when not stored. */
  language: oneOf(ECOMMERCE_LANGUAGES, 'The language is TR or EN.').optional(),
  /** The gateway integration's id. */
  gateway: z.string().optional(),
  /** '' until an action type is chosen. */
  action: oneOf([...ECOMMERCE_ACTIONS, ''], `The action type is one of ${ECOMMERCE_ACTIONS.join(', ')}.`).optional(),
  productId: z.string().optional(),
});
export type EcommerceSettings = z.infer<typeof ecommerceSettings>;
