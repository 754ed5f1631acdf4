import { sql } from 'kysely';
import { SHOPIFY_TYPE } from '../../services/contracts/installs/shopify';
import type { Db } from '../db/connect';
import { isUniqueViolation } from '../db/errors';
import { insertIntegration } from '../designerData/integrationStore';
import { encrypt } from '../secrets';

/** The store is connected to another company (a store belongs to one company). */
export class ShopTaken extends Error {
  constructor() {
    super('The store is connected to another company.');
  }
}

export type ShopConnection = { companyId: string; userId: string; name: string; shop: string; scope: string; accessToken: string };

/** The integration a store is connected as, and its company; undefined when it is connected nowhere. */
export const connectedShop = (db: Db, shop: string) =>
  db
    .selectFrom('integrations')
    .select(['id', 'company_id'])
    .where(sql<string>`upper(type)`, '=', SHOPIFY_TYPE)
    .where(sql<string>`properties->>'shopDomain'`, '=', shop)
    .executeTakeFirst();

/**
 * Stores a store's installation: a new SHOPIFY integration of the company (the shop's domain and
 * granted scopes as properties, its access token sealed), or, when the company had connected the
 * store before, the same integration with the new name and token. A store of another company is
 * refused, also when two installs race (the database keeps one company per domain).
 */
export async function connectShop(db: Db, now: Date, secretKey: string, shop: ShopConnection): Promise<{ integrationId: string; reconnected: boolean }> {
  const properties = { shopDomain: shop.shop, scopes: shop.scope };
  const secrets = { accessToken: shop.accessToken };
  try {
    return await db.transaction().execute(async (trx) => {
      const existing = await connectedShop(trx, shop.shop);
      if (existing && existing.company_id !== shop.companyId) throw new ShopTaken();
      if (existing) {
        await trx
          .updateTable('integrations')
          .set({ name: shop.name, properties: JSON.stringify(properties), secrets_enc: encrypt(secretKey, JSON.stringify(secrets)) })
          .where('id', '=', existing.id)
          .execute();
        return { integrationId: existing.id, reconnected: true };
      }
      const integrationId = await insertIntegration(trx, now, secretKey, {
        companyId: shop.companyId,
        userId: shop.userId,
        name: shop.name,
        type: SHOPIFY_TYPE,
        properties,
        secrets,
      });
      return { integrationId, reconnected: false };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ShopTaken();
    throw error;
  }
}
