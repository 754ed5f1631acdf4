import type { Catalog, Product } from '../../../services/contracts/designerResources';
import type { Db } from '../../db/connect';
import { ProviderError } from '../../designerData/providerError';
import { sandboxRecord, sandboxRecords } from '../../designerData/sandboxRecords';
import { pickFields, type CommerceProvider, type Paging } from './provider';

/** Sandbox record kinds: catalogs per business id (key = catalog id, data = { name, products }). */
export const COMMERCE_CATALOG_KIND = 'commerce.catalog';

export type SandboxCatalog = { id: string; name: string; products: Product[] };

const cursor = (id: string) => Buffer.from(id).toString('base64url');
function paging(ids: readonly string[]): Paging {
  return { cursors: { before: cursor(ids[0] ?? ''), after: cursor(ids[ids.length - 1] ?? '') } };
}

/**
 * The commerce manager without Meta: catalogs and products are the business's records in
 * the sandbox table (seeded for the demo company, written by tests), answered with the
 * Graph API's shapes and its `fields` selection. An unknown business has no catalogs.
 */
export function sandboxCommerce(db: Db): CommerceProvider {
  return {
    async catalogs(account, fields) {
      const records = await sandboxRecords(db, COMMERCE_CATALOG_KIND, account.businessId);
      const catalogs: Catalog[] = records.map((record) => ({ id: record.key, name: String(record.data['name'] ?? record.key) }));
      return { data: catalogs.map((catalog) => pickFields(catalog, fields)), paging: paging(catalogs.map((c) => c.id)) };
    },
    async products(account, catalogId, fields) {
      const record = await sandboxRecord(db, COMMERCE_CATALOG_KIND, account.businessId, catalogId);
      if (!record) throw new ProviderError('notFound', `catalog ${catalogId} is not in the sandbox`);
      const products = Array.isArray(record.data['products']) ? (record.data['products'] as Product[]) : [];
      return { data: products.map((product) => pickFields(product, fields)) };
    },
  };
}
