import { sql, type Transaction } from 'kysely';
import { DATA_ROWS_MAX, dataStationMessages as m, type DataRow, type DataRowPage, type DataValues } from '../../services/contracts/dataStation';
import type { Db } from '../db/connect';
import { isUniqueViolation } from '../db/errors';
import type { Database } from '../db/schema';
import { columnValue, keyValueOf, RowRefused, rowValues } from './rowValues';
import type { StoredTable } from './tableStore';

type Stored = { id: string; data: DataValues; created_at: Date; updated_at: Date };

const rowOf = (row: Stored): DataRow => ({ id: row.id, values: row.data, createdAt: row.created_at.toISOString(), updatedAt: row.updated_at.toISOString() });

function columnOf(table: StoredTable, name: string, message: string) {
  const column = table.columns.find((c) => c.name.toLowerCase() === name.toLowerCase());
  if (!column) throw new RowRefused(message);
  return column;
}

export type RowListing = { page: number; pageSize: number; sort?: string | undefined; order: 'asc' | 'desc'; column?: string | undefined; value?: string | undefined };

/** A page of the table's rows, filtered by one column's value and sorted by a column, both in the database. */
export async function listRows(db: Db, table: StoredTable, listing: RowListing): Promise<DataRowPage> {
  let filter = sql<boolean>`true`;
  if (listing.column !== undefined && listing.column !== '') {
    const column = columnOf(table, listing.column, m.filterColumnUnknown);
    const wanted = columnValue({ ...column, required: false }, listing.value ?? '', true);
    filter = sql<boolean>`coalesce(data -> ${column.name}::text, 'null'::jsonb) = ${JSON.stringify(wanted)}::jsonb`;
  }
  const direction = listing.order === 'desc' ? sql`desc` : sql`asc`;
  const sortBy = listing.sort === undefined || listing.sort === '' ? sql`created_at` : sql`data -> ${columnOf(table, listing.sort, m.sortColumnUnknown).name}::text`;
  const [rows, counted] = await Promise.all([
    db
      .selectFrom('data_rows')
      .select(['id', 'data', 'created_at', 'updated_at'])
      .where('table_id', '=', table.id)
      .where(filter)
      .orderBy(sql`${sortBy} ${direction} nulls last, created_at, id`)
      .limit(listing.pageSize)
      .offset((listing.page - 1) * listing.pageSize)
      .execute(),
    db
      .selectFrom('data_rows')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('table_id', '=', table.id)
      .where(filter)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(rowOf), total: Number(counted.total), page: listing.page, pageSize: listing.pageSize };
}

async function keyChecked<T>(table: StoredTable, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw new RowRefused(m.keyTaken(table.keyColumn ?? ''));
    throw error;
  }
}

/** Locks the table and checks there is room for `adding` more rows. */
async function roomFor(trx: Transaction<Database>, table: StoredTable, adding: number): Promise<void> {
  await trx.selectFrom('data_tables').select('id').where('id', '=', table.id).forUpdate().executeTakeFirst();
  const { count } = await trx
    .selectFrom('data_rows')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('table_id', '=', table.id)
    .executeTakeFirstOrThrow();
  if (Number(count) + adding > DATA_ROWS_MAX) throw new RowRefused(m.tooManyRows);
}

/** Adds rows whose values were checked with `rowValues`, all or none. */
export async function insertRows(db: Db, table: StoredTable, rows: DataValues[], now: Date): Promise<DataRow[]> {
  return keyChecked(table, () =>
    db.transaction().execute(async (trx) => {
      await roomFor(trx, table, rows.length);
      if (rows.length === 0) return [];
      const inserted = await trx
        .insertInto('data_rows')
        .values(
          // The rows of one import list in the file's order: each is created a millisecond after the one before.
          rows.map((values, index) => ({
            table_id: table.id,
            company_id: table.companyId,
            data: JSON.stringify(values),
            key_value: keyValueOf(table.keyColumn, values),
            created_at: new Date(now.getTime() + index),
            updated_at: now,
          })),
        )
        .returning(['id', 'data', 'created_at', 'updated_at'])
        .execute();
      return inserted.map(rowOf);
    }),
  );
}

export async function createRow(db: Db, table: StoredTable, sent: DataValues, now: Date): Promise<DataRow> {
  const [row] = await insertRows(db, table, [rowValues(table.columns, sent)], now);
  if (!row) throw new Error('The row was not stored.');
  return row;
}

/** Changes the values sent; the others keep theirs. Undefined when the row is not the table's. */
export async function updateRow(db: Db, table: StoredTable, id: string, sent: DataValues, now: Date): Promise<DataRow | undefined> {
  return keyChecked(table, () =>
    db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('data_rows').select('data').where('id', '=', id).where('table_id', '=', table.id).forUpdate().executeTakeFirst();
      if (!before) return undefined;
      const values = rowValues(table.columns, sent, before.data);
      const row = await trx
        .updateTable('data_rows')
        .set({ data: JSON.stringify(values), key_value: keyValueOf(table.keyColumn, values), updated_at: now })
        .where('id', '=', id)
        .returning(['id', 'data', 'created_at', 'updated_at'])
        .executeTakeFirstOrThrow();
      return rowOf(row);
    }),
  );
}

export async function deleteRow(db: Db, table: StoredTable, id: string): Promise<boolean> {
  const result = await db.deleteFrom('data_rows').where('id', '=', id).where('table_id', '=', table.id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Which of these key values rows of the table already have. */
export async function takenKeys(db: Db, table: StoredTable, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.selectFrom('data_rows').select('key_value').where('table_id', '=', table.id).where('key_value', 'in', keys).execute();
  return new Set(rows.map((row) => row.key_value ?? ''));
}
