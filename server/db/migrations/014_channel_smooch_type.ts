import type { Kysely } from 'kysely';

/**
 * The messaging aggregator's sub-type of a channel (spec 02 section 3: Smooch with Web,
 * Android or IOS): the web messenger and the app SDK channels share integrationType Smooch,
 * and this column tells them apart. Null for every other type.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('channels').addColumn('smooch_type', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('channels').dropColumn('smooch_type').execute();
}
