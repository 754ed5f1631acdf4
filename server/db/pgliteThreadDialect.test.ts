// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kysely, sql } from 'kysely';
import { isUniqueViolation } from './errors';
import { PgliteThreadDialect } from './pgliteThreadDialect';

type Tables = {
  notes: { id: number; body: string; tags: unknown; at: Date; bytes: Uint8Array | null; big: string | number | bigint | null };
};

let db: Kysely<Tables>;
beforeAll(async () => {
  db = new Kysely<Tables>({ dialect: new PgliteThreadDialect() });
  await sql`create table notes (id int primary key, body text not null, tags jsonb, at timestamptz not null, bytes bytea, big int8)`.execute(db);
});
afterAll(async () => {
  await db.destroy();
});

const count = async () =>
  Number(
    (
      await db
        .selectFrom('notes')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the embedded database on its own thread', () => {
  it('stores and reads back text, JSON, timestamps, bytes and 64-bit integers as they were', async () => {
    const at = new Date('2026-11-25T10:00:00.123Z');
    await db
      .insertInto('notes')
      .values({ id: 1, body: 'Grüße 👋 مرحبا', tags: JSON.stringify({ a: [1, 'b'], nested: { ok: true } }), at, bytes: new Uint8Array([0, 1, 255]), big: '9007199254740993' })
      .execute();
    const row = await db.selectFrom('notes').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    expect(row.body).toBe('Grüße 👋 مرحبا');
    expect(row.tags).toEqual({ a: [1, 'b'], nested: { ok: true } });
    expect(row.at).toBeInstanceOf(Date);
    expect(row.at.toISOString()).toBe(at.toISOString());
    expect(Array.from(row.bytes ?? [])).toEqual([0, 1, 255]);
    expect(String(row.big)).toBe('9007199254740993');
  });

  it('answers the number of rows an update changed', async () => {
    await db.insertInto('notes').values({ id: 2, body: 'two', tags: null, at: new Date(), bytes: null, big: null }).execute();
    const result = await db.updateTable('notes').set({ body: 'changed' }).where('id', 'in', [1, 2, 99]).executeTakeFirst();
    expect(result.numUpdatedRows).toBe(2n);
  });

  it('passes on PostgreSQL errors with their code and constraint, and goes on working after one', async () => {
    const failure = await db
      .insertInto('notes')
      .values({ id: 1, body: 'again', tags: null, at: new Date(), bytes: null, big: null })
      .execute()
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(isUniqueViolation(failure)).toBe(true);
    expect(failure).toMatchObject({ code: '23505', constraint: 'notes_pkey' });
    expect((failure as Error).message).toMatch(/duplicate key/);
    expect(await count()).toBe(2);
  });

  it('commits a transaction whole, and rolls it back whole when it fails', async () => {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 10, body: 'ten', tags: null, at: new Date(), bytes: null, big: null }).execute();
      await trx.insertInto('notes').values({ id: 11, body: 'eleven', tags: null, at: new Date(), bytes: null, big: null }).execute();
    });
    expect(await count()).toBe(4);
    const failed = db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 12, body: 'twelve', tags: null, at: new Date(), bytes: null, big: null }).execute();
      await trx.insertInto('notes').values({ id: 10, body: 'twin', tags: null, at: new Date(), bytes: null, big: null }).execute();
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    expect(await count()).toBe(4);
  });

  it('keeps other queries out of an open transaction: they wait for it and never see what it rolled back', async () => {
    let inside!: () => void;
    const insideReached = new Promise<void>((resolve) => (inside = resolve));
    let finish!: () => void;
    const finishing = new Promise<void>((resolve) => (finish = resolve));
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 20, body: 'not kept', tags: null, at: new Date(), bytes: null, big: null }).execute();
      inside();
      await finishing;
      throw new Error('changed my mind');
    });
    await insideReached;
    const outside = count();
    finish();
    await expect(transaction).rejects.toThrow('changed my mind');
    expect(await outside).toBe(4);
  });

  it('rolls back to a savepoint and keeps what came before it', async () => {
    const trx = await db.startTransaction().execute();
    await trx.insertInto('notes').values({ id: 30, body: 'kept', tags: null, at: new Date(), bytes: null, big: null }).execute();
    const point = await trx.savepoint('before_thirty_one').execute();
    await point.insertInto('notes').values({ id: 31, body: 'undone', tags: null, at: new Date(), bytes: null, big: null }).execute();
    await point.rollbackToSavepoint('before_thirty_one').execute();
    await trx.commit().execute();
    expect((await db.selectFrom('notes').select('id').where('id', 'in', [30, 31]).execute()).map((row) => row.id)).toEqual([30]);
  });

  it('leaves the server thread free while a long query runs', async () => {
    const order: string[] = [];
    // 300 ms of work inside PostgreSQL: on the server's own thread, the timer could only run after it.
    const query = sql`select pg_sleep(0.3)`.execute(db).then(() => order.push('query'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    order.push('timer');
    await query;
    expect(order).toEqual(['timer', 'query']);
  });
});
