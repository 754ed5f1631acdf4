import { z } from 'zod';

/**
 * Connecting a Shopify store (spec 01 section 2.1: /shopify/redirect; section 2.2:
 * /install/:integrationName), by Shopify's authorization code grant: the console sends the
 * merchant to the shop's authorize page with the product's app, the scopes and a signed state;
 * Shopify sends them back to /install/shopify with a code, the shop, the state, a timestamp and
 * an HMAC of that query; an admin chooses the company, and the server checks the HMAC and the
 * state and exchanges the code for the shop's access token, stored sealed with the integration.
 */

export const SHOPIFY_AUTHORIZE_API = '/core/v1/shopify/authorize';
export const SHOPIFY_INSTALL_API = '/core/v1/shopify/install';

/** The integration type a connected store is stored as (the designer's e-commerce gateway SHOPIFY). */
export const SHOPIFY_TYPE = 'SHOPIFY';

/** What the product asks of a store (spec 01 section 2.1). */
export const SHOPIFY_SCOPES = ['write_orders', 'read_customers', 'read_products'] as const;

/** A shop's permanent domain, as Shopify names shops in its redirects. */
export const SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;

export const shopifyMessages = {
  shopRequired: "Enter your shop's address, for example your-shop.myshopify.com.",
  shopInvalid: 'That is not a Shopify shop address. It looks like your-shop.myshopify.com.',
  notConfigured: 'This console has no Shopify app configured, so stores cannot be connected.',
  signatureRefused: 'This address was not signed by Shopify. Start the installation again from your Shopify admin.',
  stateRefused: 'This installation was not started here or has expired. Start it again.',
  codeRefused: 'Shopify did not accept the installation. Start it again.',
  unreachable: 'Shopify could not be reached. Please try again.',
  otherCompany: 'This store is already connected to another company.',
  nameRequired: 'Give the integration a name.',
  companyRequired: 'Choose the company to connect the store to.',
} as const;

/**
 * What a person may type for their shop: the domain, with or without https:// and a trailing
 * slash, or just the shop's name; read as the permanent domain, lower case.
 */
export const shopDomain = z
  .string({ error: shopifyMessages.shopRequired })
  .trim()
  .min(1, shopifyMessages.shopRequired)
  .max(255, shopifyMessages.shopInvalid)
  .transform((value) => {
    const bare = value
      .toLowerCase()
      .replace(/^https?:\/\//, '')
      .replace(/\/+$/, '');
    return bare.includes('.') ? bare : `${bare}.myshopify.com`;
  })
  .refine((value) => SHOP_DOMAIN.test(value), shopifyMessages.shopInvalid);

/** The shop's name the integration is called by default: its domain without .myshopify.com. */
export const shopName = (domain: string) => domain.replace(/\.myshopify\.com$/, '');

/** A redirect's query as it came: every parameter, each once (Shopify signs them all). */
export const signedQuery = z.record(z.string().max(100), z.string().max(4000), { error: 'The query must be text parameters.' });

export const authorizeAnswer = z.object({ url: z.string() });
export type ShopifyAuthorizeAnswer = z.infer<typeof authorizeAnswer>;

export const installBody = z.object({
  companyId: z.string({ error: shopifyMessages.companyRequired }).trim().min(1, shopifyMessages.companyRequired),
  name: z.string({ error: shopifyMessages.nameRequired }).trim().min(1, shopifyMessages.nameRequired).max(100, 'The name is at most 100 characters.'),
  /** The query Shopify redirected to /install/shopify with, unchanged. */
  callback: signedQuery,
});
export type ShopifyInstallInput = z.input<typeof installBody>;

export const installAnswer = z.object({
  integrationId: z.string(),
  name: z.string(),
  shop: z.string(),
  /** The store was connected to this company before: its token was replaced, no second integration made. */
  reconnected: z.boolean(),
});
export type ShopifyInstalled = z.infer<typeof installAnswer>;
