import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { groupedCalls } from '../db/groupedCalls';

/** A key's requests in its current window, this one included, and how long until the window ends. */
export type HitCount = { hits: number; resetsInMs: number };

/**
 * Counts one more request under a key, in fixed windows of `windowMs` that start with a key's
 * first request: what the rate limits (/auth, the web chat, data station tokens) are built on.
 */
export type HitCounter = (key: string, windowMs: number, now: Date) => Promise<HitCount>;

/** Keys kept in one process before the ones whose window ended are dropped. */
const PROCESS_KEYS = 10_000;
/** Every so many statements, the database counter drops the rows whose window ended. */
const PRUNE_EVERY = 1_000;

/** Counts in this process: right for one server (the embedded database allows no second one). */
export function processHitCounter(): HitCounter {
  const windows = new Map<string, { hits: number; endsAt: number }>();
  return async (key, windowMs, now) => {
    const at = now.getTime();
    let window = windows.get(key);
    if (!window || window.endsAt <= at) {
      if (!window && windows.size >= PROCESS_KEYS) for (const [other, { endsAt }] of windows) if (endsAt <= at) windows.delete(other);
      window = { hits: 0, endsAt: at + windowMs };
      windows.set(key, window);
    }
    window.hits += 1;
    return { hits: window.hits, resetsInMs: window.endsAt - at };
  };
}

type Hit = { key: string; windowMs: number; now: Date };

/**
 * Counts in the database (rate_limit_counts), so every instance on one PostgreSQL counts
 * together. The hits that arrive while a count is under way go in the next statement, one row
 * per key: each caller gets its own place in the key's count.
 */
export function databaseHitCounter(db: Db): HitCounter {
  let statements = 0;
  const count = groupedCalls<Hit, HitCount>(async (hits) => {
    statements += 1;
    if (statements % PRUNE_EVERY === 0) await pruneHitCounts(db, hits[0]!.now);
    const byKey = new Map<string, { n: number; endsAt: Date; now: Date }>();
    for (const hit of hits) {
      const seen = byKey.get(hit.key);
      if (seen) seen.n += 1;
      else byKey.set(hit.key, { n: 1, endsAt: new Date(hit.now.getTime() + hit.windowMs), now: hit.now });
    }
    const keys = [...byKey.keys()];
    const entries = [...byKey.values()];
    const rows = await sql<{ key: string; hits: number; window_ends_at: Date }>`
      insert into rate_limit_counts as r (key, hits, window_ends_at)
      select k, n, e from unnest(${keys}::text[], ${entries.map((e) => e.n)}::int[], ${entries.map((e) => e.endsAt.toISOString())}::timestamptz[]) as t(k, n, e)
      on conflict (key) do update set
        hits = case when r.window_ends_at <= ${entries[0]!.now.toISOString()}::timestamptz then excluded.hits else r.hits + excluded.hits end,
        window_ends_at = case when r.window_ends_at <= ${entries[0]!.now.toISOString()}::timestamptz then excluded.window_ends_at else r.window_ends_at end
      returning key, hits, window_ends_at`.execute(db);
    const stored = new Map(rows.rows.map((row) => [row.key, row]));
    // The callers of one key share its new total: the first of them was hit number total - n + 1.
    const given = new Map<string, number>();
    return hits.map((hit) => {
      const row = stored.get(hit.key);
      if (!row) return new Error(`The request count of ${hit.key} was not stored.`);
      const before = given.get(hit.key) ?? 0;
      given.set(hit.key, before + 1);
      const { n } = byKey.get(hit.key)!;
      return { hits: Number(row.hits) - n + before + 1, resetsInMs: Math.max(0, new Date(row.window_ends_at).getTime() - hit.now.getTime()) };
    });
  });
  return (key, windowMs, now) => count({ key, windowMs, now });
}

/** Drops the counts whose window ended before `now` (a key seen again starts a new row). */
export async function pruneHitCounts(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('rate_limit_counts').where('window_ends_at', '<', now).execute();
}
