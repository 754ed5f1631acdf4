import { sql, type Kysely } from 'kysely';

/** A Shopify store is connected to one company only: its domain is unique among SHOPIFY integrations. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index if not exists integrations_shopify_shop on integrations ((properties->>'shopDomain')) where upper(type) = 'SHOPIFY'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists integrations_shopify_shop`.execute(db);
}
