import { sql } from 'kysely';
import { DATA_COLUMNS_MAX, DATA_TABLES_MAX, dataStationMessages as m, type DataColumn, type DataColumnInput, type DataTable } from '../../services/contracts/dataStation';
import type { Db } from '../db/connect';
import { isUniqueViolation } from '../db/errors';

/** A change the schema rules refuse; `message` is the server's words. */
export class SchemaRefused extends Error {}

/** A table with its columns, as the routes and the row store work with it. */
export type StoredTable = { id: string; companyId: string; name: string; keyColumn: string | null; columns: DataColumn[] };

async function columnsOf(db: Db, tableIds: string[]): Promise<Map<string, DataColumn[]>> {
  const byTable = new Map<string, DataColumn[]>();
  if (tableIds.length === 0) return byTable;
  const rows = await db.selectFrom('data_columns').select(['table_id', 'name', 'type', 'required']).where('table_id', 'in', tableIds).orderBy('position').execute();
  for (const row of rows) byTable.set(row.table_id, [...(byTable.get(row.table_id) ?? []), { name: row.name, type: row.type, required: row.required }]);
  return byTable;
}

/** The company's tables by name, each with its columns and how many rows it has (counted in the database). */
export async function listTables(db: Db, companyId: string): Promise<DataTable[]> {
  const rows = await db
    .selectFrom('data_tables')
    .select(['id', 'name', 'key_column', 'updated_at'])
    .select(sql<string>`(select count(*) from data_rows where data_rows.table_id = data_tables.id)`.as('row_count'))
    .where('company_id', '=', companyId)
    .orderBy(sql`lower(name)`)
    .execute();
  const columns = await columnsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    keyColumn: row.key_column,
    columns: columns.get(row.id) ?? [],
    rowCount: Number(row.row_count),
    updatedAt: row.updated_at.toISOString(),
  }));
}

/** One of the company's tables by name, whatever its case. */
export async function findTable(db: Db, companyId: string, name: string): Promise<StoredTable | undefined> {
  const row = await db
    .selectFrom('data_tables')
    .select(['id', 'company_id', 'name', 'key_column'])
    .where('company_id', '=', companyId)
    .where(sql`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
  if (!row) return undefined;
  return { id: row.id, companyId: row.company_id, name: row.name, keyColumn: row.key_column, columns: (await columnsOf(db, [row.id])).get(row.id) ?? [] };
}

async function nameChecked<T>(message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw new SchemaRefused(message);
    throw error;
  }
}

export type NewTable = { name: string; columns: Required<DataColumnInput>[]; keyColumn: string | null };

export async function createTable(db: Db, companyId: string, table: NewTable, now: Date): Promise<void> {
  await nameChecked(m.tableNameTaken, () =>
    db.transaction().execute(async (trx) => {
      // One company's tables are counted under a lock on the company, so two creations cannot pass the limit together.
      await trx.selectFrom('companies').select('id').where('id', '=', companyId).forUpdate().executeTakeFirst();
      const { count } = await trx
        .selectFrom('data_tables')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('company_id', '=', companyId)
        .executeTakeFirstOrThrow();
      if (Number(count) >= DATA_TABLES_MAX) throw new SchemaRefused(m.tooManyTables);
      const key = table.keyColumn === null ? null : (table.columns.find((c) => c.name.toLowerCase() === table.keyColumn?.toLowerCase())?.name ?? null);
      const { id } = await trx
        .insertInto('data_tables')
        .values({ company_id: companyId, name: table.name, key_column: key, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('data_columns')
        .values(table.columns.map((column, position) => ({ table_id: id, name: column.name, type: column.type, required: column.required, position })))
        .execute();
    }),
  );
}

export async function renameTable(db: Db, table: StoredTable, name: string, now: Date): Promise<void> {
  await nameChecked(m.tableNameTaken, () => db.updateTable('data_tables').set({ name, updated_at: now }).where('id', '=', table.id).execute());
}

/** A new column at the end; a required one needs a table without rows (they would lack its value). */
export async function addColumn(db: Db, table: StoredTable, column: Required<DataColumnInput>, now: Date): Promise<void> {
  if (table.columns.length >= DATA_COLUMNS_MAX) throw new SchemaRefused(m.tooManyColumns);
  await nameChecked(m.columnNameTaken, () =>
    db.transaction().execute(async (trx) => {
      if (column.required) {
        const row = await trx.selectFrom('data_rows').select('id').where('table_id', '=', table.id).limit(1).executeTakeFirst();
        if (row) throw new SchemaRefused(m.valueRequired(column.name));
      }
      const { position } = await trx
        .selectFrom('data_columns')
        .select(sql<number>`coalesce(max(position) + 1, 0)`.as('position'))
        .where('table_id', '=', table.id)
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('data_columns')
        .values({ table_id: table.id, name: column.name, type: column.type, required: column.required, position: Number(position) })
        .execute();
      await trx.updateTable('data_tables').set({ updated_at: now }).where('id', '=', table.id).execute();
    }),
  );
}

/** Removes a column and its value from every row (in the database); the key column and the last column stay. */
export async function removeColumn(db: Db, table: StoredTable, name: string, now: Date): Promise<void> {
  const column = table.columns.find((c) => c.name.toLowerCase() === name.toLowerCase());
  if (!column) throw new SchemaRefused(m.columnNotFound);
  if (table.keyColumn === column.name) throw new SchemaRefused(m.keyColumnRemoved);
  if (table.columns.length <= 1) throw new SchemaRefused(m.lastColumn);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('data_columns').where('table_id', '=', table.id).where('name', '=', column.name).execute();
    await trx
      .updateTable('data_rows')
      .set({ data: sql`data - ${column.name}::text` as never })
      .where('table_id', '=', table.id)
      .execute();
    await trx.updateTable('data_tables').set({ updated_at: now }).where('id', '=', table.id).execute();
  });
}

export async function deleteTable(db: Db, table: StoredTable): Promise<void> {
  await db.deleteFrom('data_tables').where('id', '=', table.id).execute();
}
