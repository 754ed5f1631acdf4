import type { KyInstance } from 'ky';
import {
  createdDataToken,
  DATA_PAGE_SIZE_MAX,
  DATA_ROWS_MAX,
  DATA_TABLES_API,
  DATA_TOKENS_API,
  dataImportAnswer,
  dataRow,
  dataRowPage,
  dataTableList,
  dataTokenList,
  type CreateDataTableInput,
  type CreateDataTokenInput,
  type CreatedDataToken,
  type DataColumnInput,
  type DataRow,
  type DataRowPage,
  type DataTableList,
  type DataValues,
} from './contracts/dataStation';
import { restRead, restSend } from './designerData/rest';
import { http } from './http';

type Call = { signal?: AbortSignal };
type Company = { companyId: string };
type Table = Company & { table: string };
export type RowListing = { page: number; pageSize: number; sort?: string; order?: 'asc' | 'desc'; column?: string; value?: string };

const tablePath = (table: string) => `${DATA_TABLES_API}/${encodeURIComponent(table)}`;
const rowPath = (table: string, id: string) => `${tablePath(table)}/rows/${encodeURIComponent(id)}`;
const signalOf = ({ signal }: Call) => (signal ? { signal } : {});

function listingParams(listing: RowListing): Record<string, string> {
  const params: Record<string, string> = { page: String(listing.page), pageSize: String(listing.pageSize) };
  if (listing.sort) params['sort'] = listing.sort;
  if (listing.order) params['order'] = listing.order;
  if (listing.column) {
    params['column'] = listing.column;
    params['value'] = listing.value ?? '';
  }
  return params;
}

/**
 * The data station's console calls (services/contracts/dataStation.ts, docs/data-station.md):
 * the company's tables and their schema, a table's rows and CSV import, and the API tokens. The
 * company goes in the companyID header; every answer is checked against the contract. Failures
 * are thrown as ApiFailure (a 400 carries the server's words).
 */
export function createDataStationCalls(client: KyInstance = http) {
  const listRows = ({ companyId, table, ...listing }: Table & RowListing, call: Call = {}): Promise<DataRowPage> =>
    restRead(client, `${tablePath(table)}/rows`, dataRowPage, { company: companyId, noCache: true, searchParams: listingParams(listing), ...signalOf(call) });
  return {
    listTables: ({ companyId }: Company, call: Call = {}): Promise<DataTableList> =>
      restRead(client, DATA_TABLES_API, dataTableList, { company: companyId, noCache: true, ...signalOf(call) }),
    createTable: ({ companyId, ...body }: Company & CreateDataTableInput, call: Call = {}): Promise<void> =>
      restSend(client, DATA_TABLES_API, { method: 'post', company: companyId, json: body, ...signalOf(call) }),
    renameTable: ({ companyId, table, name }: Table & { name: string }, call: Call = {}): Promise<void> =>
      restSend(client, tablePath(table), { method: 'patch', company: companyId, json: { name }, ...signalOf(call) }),
    deleteTable: ({ companyId, table }: Table, call: Call = {}): Promise<void> => restSend(client, tablePath(table), { method: 'delete', company: companyId, ...signalOf(call) }),
    addColumn: ({ companyId, table, ...column }: Table & DataColumnInput, call: Call = {}): Promise<void> =>
      restSend(client, `${tablePath(table)}/columns`, { method: 'post', company: companyId, json: column, ...signalOf(call) }),
    removeColumn: ({ companyId, table, column }: Table & { column: string }, call: Call = {}): Promise<void> =>
      restSend(client, `${tablePath(table)}/columns/${encodeURIComponent(column)}`, { method: 'delete', company: companyId, ...signalOf(call) }),
    listRows,
    /** Every row of a listing (the CSV export). */
    listEveryRow: (listing: EveryRowListing, call: Call = {}): Promise<DataRow[]> => readEveryRow(listRows, listing, call),
    addRow: ({ companyId, table, values }: Table & { values: DataValues }, call: Call = {}): Promise<DataRow> =>
      restRead(client, `${tablePath(table)}/rows`, dataRow, { method: 'post', company: companyId, json: { values }, ...signalOf(call) }),
    changeRow: ({ companyId, table, id, values }: Table & { id: string; values: DataValues }, call: Call = {}): Promise<DataRow> =>
      restRead(client, rowPath(table, id), dataRow, { method: 'patch', company: companyId, json: { values }, ...signalOf(call) }),
    deleteRow: ({ companyId, table, id }: Table & { id: string }, call: Call = {}): Promise<void> =>
      restSend(client, rowPath(table, id), { method: 'delete', company: companyId, ...signalOf(call) }),
    /** A CSV file's rows: the file is read here and sent as text. */
    importRows: async ({ companyId, table, file }: Table & { file: Blob }, call: Call = {}): Promise<{ imported: number }> =>
      restRead(client, `${tablePath(table)}/import`, dataImportAnswer, { method: 'post', company: companyId, json: { csv: await file.text() }, ...signalOf(call) }),
    listTokens: ({ companyId }: Company, call: Call = {}) => restRead(client, DATA_TOKENS_API, dataTokenList, { company: companyId, noCache: true, ...signalOf(call) }),
    createToken: ({ companyId, ...body }: Company & CreateDataTokenInput, call: Call = {}): Promise<CreatedDataToken> =>
      restRead(client, DATA_TOKENS_API, createdDataToken, { method: 'post', company: companyId, json: body, ...signalOf(call) }),
    revokeToken: ({ companyId, id }: Company & { id: string }, call: Call = {}): Promise<void> =>
      restSend(client, `${DATA_TOKENS_API}/${encodeURIComponent(id)}`, { method: 'delete', company: companyId, ...signalOf(call) }),
  };
}

/** Which rows an export reads: a listing's sort and filter, without its page. */
export type EveryRowListing = Table & Omit<RowListing, 'page' | 'pageSize'>;

/** Every row of a listing, page after page of the largest size, in the listing's order (a table holds at most DATA_ROWS_MAX rows). */
export async function readEveryRow(listRows: (input: Table & RowListing, call?: Call) => Promise<DataRowPage>, listing: EveryRowListing, call: Call = {}): Promise<DataRow[]> {
  const rows: DataRow[] = [];
  for (let page = 1; page <= Math.ceil(DATA_ROWS_MAX / DATA_PAGE_SIZE_MAX); page += 1) {
    const answer = await listRows({ ...listing, page, pageSize: DATA_PAGE_SIZE_MAX }, signalOf(call));
    rows.push(...answer.rows);
    if (rows.length >= answer.total || answer.rows.length === 0) break;
  }
  return rows;
}
