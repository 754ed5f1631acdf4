import { sql, type Kysely } from 'kysely';

/**
 * A password the console generated (the demo admin's on a first start, an operator's reset) works
 * for one sign-in only: `password_change_required` marks it, and the session that sign-in opens has
 * the scope `password`, which opens nothing but choosing a new password.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('password_change_required', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`alter table sessions drop constraint if exists sessions_scope_check`.execute(db);
  await sql`alter table sessions add constraint sessions_scope_check check (scope in ('full', 'tfa', 'password'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from sessions where scope = 'password'`.execute(db);
  await sql`alter table sessions drop constraint if exists sessions_scope_check`.execute(db);
  await sql`alter table sessions add constraint sessions_scope_check check (scope in ('full', 'tfa'))`.execute(db);
  await db.schema.alterTable('users').dropColumn('password_change_required').execute();
}
