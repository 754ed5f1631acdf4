import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../tests/api/testApp';
import type { Db } from '../db/connect';
import { databaseHitCounter, processHitCounter, pruneHitCounts, type HitCounter } from './hitCounts';

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 10, 0, seconds));

let db: Db;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  await db.destroy();
});

describe.each([
  ['in the process', () => processHitCounter()],
  ['in the database', () => databaseHitCounter(db)],
] as Array<[string, () => HitCounter]>)('counting requests %s', (_where, counter) => {
  it('counts a key in a window from its first request, then starts again at one', async () => {
    const count = counter();
    const key = `k-${Math.random()}`;
    expect(await count(key, 60_000, at(0))).toEqual({ hits: 1, resetsInMs: 60_000 });
    expect(await count(key, 60_000, at(20))).toEqual({ hits: 2, resetsInMs: 40_000 });
    expect(await count(`${key}-other`, 60_000, at(20))).toEqual({ hits: 1, resetsInMs: 60_000 });
    expect(await count(key, 60_000, at(60))).toEqual({ hits: 1, resetsInMs: 60_000 });
  });

  it('gives each of many requests at once its own place in the count', async () => {
    const count = counter();
    const key = `k-${Math.random()}`;
    const counts = await Promise.all(Array.from({ length: 25 }, (_, i) => count(i % 5 === 0 ? `${key}-b` : key, 60_000, at(0))));
    expect(counts.filter((_, i) => i % 5 !== 0).map((c) => c.hits)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(counts.filter((_, i) => i % 5 === 0).map((c) => c.hits)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('counts in the database', () => {
  it('are shared by every counter on it, as by server instances on one PostgreSQL', async () => {
    const [first, second] = [databaseHitCounter(db), databaseHitCounter(db)];
    const key = `shared-${Math.random()}`;
    const counts = await Promise.all([first(key, 60_000, at(0)), second(key, 60_000, at(0)), first(key, 60_000, at(1)), second(key, 60_000, at(1))]);
    expect(counts.map((c) => c.hits).sort()).toEqual([1, 2, 3, 4]);
  });

  it('drop the windows that ended', async () => {
    const count = databaseHitCounter(db);
    const key = `pruned-${Math.random()}`;
    await count(key, 1_000, at(0));
    await pruneHitCounts(db, at(0));
    expect(await db.selectFrom('rate_limit_counts').select('key').where('key', '=', key).execute()).toHaveLength(1);
    await pruneHitCounts(db, at(2));
    expect(await db.selectFrom('rate_limit_counts').select('key').where('key', '=', key).execute()).toHaveLength(0);
  });
});
