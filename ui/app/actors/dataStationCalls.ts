import type { CreatedDataToken, DataColumnInput, DataRow, DataRowPage, DataTableList, DataToken, DataTokenScope, DataValues } from '../../../services/contracts/dataStation';

type Through = { signal?: AbortSignal };
type Table = { companyId: string; table: string };
/** Which rows a listing asks for: a page, a sort column and order, one column's value. */
export type RowListing = { page: number; pageSize: number; sort?: string; order?: 'asc' | 'desc'; column?: string; value?: string };

/** The data station: a company's tables, their schema and rows, and its API tokens (names and masked hints; a token in full only when created). */
export type DataStationCalls = {
  listTables(input: { companyId: string }, options?: Through): Promise<DataTableList>;
  createTable(input: { companyId: string; name: string; columns: DataColumnInput[]; keyColumn: string | null }, options?: Through): Promise<void>;
  renameTable(input: Table & { name: string }, options?: Through): Promise<void>;
  addColumn(input: Table & DataColumnInput, options?: Through): Promise<void>;
  removeColumn(input: Table & { column: string }, options?: Through): Promise<void>;
  deleteTable(input: Table, options?: Through): Promise<void>;
  listRows(input: Table & RowListing, options?: Through): Promise<DataRowPage>;
  /** Every row of a listing, in its order (the CSV export): page after page of the largest size. */
  listEveryRow(input: Table & Omit<RowListing, 'page' | 'pageSize'>, options?: Through): Promise<DataRow[]>;
  addRow(input: Table & { values: DataValues }, options?: Through): Promise<DataRow>;
  changeRow(input: Table & { id: string; values: DataValues }, options?: Through): Promise<DataRow>;
  deleteRow(input: Table & { id: string }, options?: Through): Promise<void>;
  /** The rows of a CSV file, read here and sent as text: all its lines or none. */
  importRows(input: Table & { file: Blob }, options?: Through): Promise<{ imported: number }>;
  listTokens(input: { companyId: string }, options?: Through): Promise<{ tokens: DataToken[]; canWrite: boolean }>;
  createToken(input: { companyId: string; name: string; scope: DataTokenScope; expiresAt: string | null }, options?: Through): Promise<CreatedDataToken>;
  revokeToken(input: { companyId: string; id: string }, options?: Through): Promise<unknown>;
};
