import { sql, type Kysely } from 'kysely';

/**
 * A message's company is its conversation's: the foreign key from conversation_messages to
 * companies checked it again on every row a turn stores (a sixth of the time of storing a turn on
 * the embedded database). Deleting a company still deletes its messages, through its
 * conversations (both keys cascade).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table conversation_messages drop constraint if exists conversation_messages_company_id_fkey`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table conversation_messages add constraint conversation_messages_company_id_fkey foreign key (company_id) references companies (id) on delete cascade`.execute(
    db,
  );
}
