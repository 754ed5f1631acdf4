import type { Kysely } from 'kysely';

/** The last TOTP time step accepted per user, so a code cannot be used twice. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('tfa_last_step', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('tfa_last_step').execute();
}
