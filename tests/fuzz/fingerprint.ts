import { sql } from 'kysely';
import type { Db } from '../../server/db/connect';

/**
 * Tables a refused request may legitimately write to, each with its reason (see server/db/migrations):
 * they record the refusals themselves, so that repeated ones are slowed down or locked out.
 */
export const tablesThatRecordRefusals: Record<string, string> = {
  // 001_accounts: failed sign-ins per account and per address (server/auth/loginFailures.ts); a refused sign-in counts.
  login_failures: 'counts refused sign-ins for lockouts and the captcha',
  // 001_accounts: wrong two-factor codes per user (server/tfa/tfaFailures.ts); a refused code counts.
  tfa_failures: 'counts refused two-factor codes for the lockout',
  // 001_accounts: a captcha is spent (server/auth/captcha.ts) before the sign-in it came with is judged, so it cannot be replayed.
  used_captchas: 'a spent captcha is recorded even when its sign-in is refused',
  // 017_web_chat_sign_in_codes: wrong web chat sign-in codes per phone (server/channels/webChatSignInCodes.ts); a refused code counts.
  web_chat_sign_in_codes: 'counts refused sign-in codes; the fifth spends the code',
};

/**
 * Tables a sender works through in the background, long after the request that filled them:
 * only the columns a request writes are compared (which rows exist and what they carry), not
 * the sender's bookkeeping (tries, leases, when it went out or failed).
 */
export const tablesWorkedInTheBackground: Record<string, readonly string[]> = {
  // 012_outbound_queue: server/channels/outboundSender.ts settles deliveries while later requests run.
  outbound_deliveries: ['id', 'channel_id', 'conversation_id', 'payload', 'created_at'],
};

/** Bookkeeping of the migration runner: never touched by requests. */
const migrationTables = /^kysely_migration/;

export type Fingerprint = Record<string, string>;

/** One query that hashes every row of every table (ordered), to compare the database before and after a request. */
export async function fingerprinter(db: Db): Promise<() => Promise<Fingerprint>> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
    order by table_name`.execute(db);
  const watched = tables.rows.map((row) => row.table_name).filter((name) => !(name in tablesThatRecordRefusals) && !migrationTables.test(name));
  if (watched.length === 0) throw new Error('No tables to fingerprint: were the migrations run?');
  const columns = watched.map((name) => {
    const table = `"${name.replaceAll('"', '""')}"`;
    const compared = tablesWorkedInTheBackground[name];
    const rowText = compared ? `(${compared.map((column) => `r."${column}"`).join(', ')})::text` : 'r::text';
    return `(select md5(coalesce(string_agg(row_text, '|' order by row_text), '')) from (select ${rowText} as row_text from ${table} r) rows) as ${table}`;
  });
  const query = sql.raw<Fingerprint>(`select ${columns.join(',\n')}`);
  return async () => {
    const result = await query.execute(db);
    const row = result.rows[0];
    if (!row) throw new Error('The fingerprint query answered no row.');
    return row;
  };
}

/** The tables whose rows differ between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys(after).filter((table) => before[table] !== after[table]);
}
