import type { Catalog, Product } from '../../../services/contracts/designerResources';
import type { CATALOG_FIELDS, PRODUCT_FIELDS } from '../../../services/contracts/rest/designerDataRequests';

/** The commerce manager account an integration points at (a Meta business and its access token). */
export type CommerceAccount = { businessId: string; accessToken: string | undefined };

export type CatalogField = (typeof CATALOG_FIELDS)[number];
export type ProductField = (typeof PRODUCT_FIELDS)[number];

/** Graph API paging: cursors of the first and last item of the page. */
export type Paging = { cursors: { before: string; after: string } };

/** Product catalogs of a commerce manager (spec 03 section 7.2 /commerce/...). */
export type CommerceProvider = {
  catalogs(account: CommerceAccount, fields: readonly CatalogField[]): Promise<{ data: Array<Partial<Catalog>>; paging: Paging }>;
  products(account: CommerceAccount, catalogId: string, fields: readonly ProductField[]): Promise<{ data: Array<Partial<Product>> }>;
};

/** Only the asked fields of each item, in the order asked (what the Graph API's `fields` does). */
export function pickFields<T extends Record<string, unknown>>(item: T, fields: ReadonlyArray<keyof T & string>): Partial<T> {
  const picked: Partial<T> = {};
  for (const field of fields) if (field in item) picked[field] = item[field];
  return picked;
}
