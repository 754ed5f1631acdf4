import type { CreatedDataToken, DataColumnInput, DataTableList, DataToken, DataTokenScope } from '../../../services/contracts/dataStation';

type Through = { signal?: AbortSignal };
type Table = { companyId: string; table: string };

/** The data station: a company's tables and their schema, and its API tokens (names and masked hints; a token in full only when created). */
export type DataStationCalls = {
  listTables(input: { companyId: string }, options?: Through): Promise<DataTableList>;
  createTable(input: { companyId: string; name: string; columns: DataColumnInput[]; keyColumn: string | null }, options?: Through): Promise<void>;
  renameTable(input: Table & { name: string }, options?: Through): Promise<void>;
  addColumn(input: Table & DataColumnInput, options?: Through): Promise<void>;
  removeColumn(input: Table & { column: string }, options?: Through): Promise<void>;
  deleteTable(input: Table, options?: Through): Promise<void>;
  listTokens(input: { companyId: string }, options?: Through): Promise<{ tokens: DataToken[]; canWrite: boolean }>;
  createToken(input: { companyId: string; name: string; scope: DataTokenScope; expiresAt: string | null }, options?: Through): Promise<CreatedDataToken>;
  revokeToken(input: { companyId: string; id: string }, options?: Through): Promise<unknown>;
};
