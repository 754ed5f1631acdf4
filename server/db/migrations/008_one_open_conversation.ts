import { sql, type Kysely } from 'kysely';

/**
 * At most one open conversation per person on a channel. Two first messages of the same
 * webhook client arriving together could each open one; the route only ever answers the
 * newest, so an older twin was already unreachable. Such twins are closed here (as a Close
 * would: end date and no snapshot, turn bumped), at the time of their last message, before
 * the rule is made an index the database enforces.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update conversations as older
       set end_date = coalesce(older.last_message_date, older.start_date),
           snapshot = null,
           turn = older.turn + 1
     where older.end_date is null
       and exists (
         select 1 from conversations as newer
          where newer.channel_id = older.channel_id
            and newer.client_id = older.client_id
            and newer.end_date is null
            and (newer.start_date, newer.id) > (older.start_date, older.id)
       )`.execute(db);
  await sql`create unique index if not exists conversations_one_open on conversations (channel_id, client_id) where end_date is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists conversations_one_open`.execute(db);
}
