import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createDataTableInput,
  createDataTokenInput,
  DATA_IMPORT_CHARS_MAX,
  DATA_TABLES_API,
  DATA_TOKENS_API,
  dataColumnInput,
  dataImportInput,
  dataRowInput,
  dataRowQuery,
  dataStationMessages as m,
  renameDataTableInput,
  type CreatedDataToken,
  type DataRow,
  type DataRowPage,
  type DataTableList,
} from '../../services/contracts/dataStation';
import { isId } from '../../services/contracts/ids';
import { MAX_BODY_BYTES } from '../../services/contracts';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { parseBody, parseWith } from '../http/validate';
import { importCsv } from './csvImport';
import { consoleCaller, namedTable, noStore, refusalsAnswered, rowCaller } from './dataStationAccess';
import { createRow, deleteRow, listRows, updateRow } from './rowStore';
import { addColumn, createTable, deleteTable, listTables, removeColumn, renameTable } from './tableStore';
import { createToken, listTokens, revokeToken } from './tokenStore';
import { tokenCallLimit } from './tokenCallLimit';

type TableParams = { Params: { table: string } };
type RowParams = { Params: { table: string; id: string } };

function rowId(request: FastifyRequest<RowParams>): string {
  if (!isId(request.params.id)) throw new HttpError(404, m.rowNotFound);
  return request.params.id;
}

/**
 * The data station's REST calls (docs/data-station.md) under /data-station/api/v1. The schema
 * and the tokens are the console's: members read, ADMINs change, the company named by the
 * companyID header or companyId query. The rows are also a flow's, with an API token.
 */
export function dataStationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const withinLimit = tokenCallLimit(deps.hits);

  app.get(DATA_TABLES_API, async (request, reply): Promise<DataTableList> => {
    const caller = await consoleCaller(deps, request, 'member');
    noStore(reply);
    return { tables: await listTables(deps.db, caller.companyId), canWrite: caller.userType === 'ADMIN' };
  });

  app.post(DATA_TABLES_API, async (request, reply): Promise<void> => {
    const caller = await consoleCaller(deps, request, 'admin');
    const input = parseBody(createDataTableInput, request.body);
    await refusalsAnswered(() => createTable(deps.db, caller.companyId, input, deps.clock.now()));
    reply.code(204);
  });

  app.patch<TableParams>(`${DATA_TABLES_API}/:table`, async (request, reply): Promise<void> => {
    const caller = await consoleCaller(deps, request, 'admin');
    const { name } = parseBody(renameDataTableInput, request.body);
    const table = await namedTable(deps, caller.companyId, request.params.table);
    await refusalsAnswered(() => renameTable(deps.db, table, name, deps.clock.now()));
    reply.code(204);
  });

  app.delete<TableParams>(`${DATA_TABLES_API}/:table`, async (request, reply): Promise<void> => {
    const caller = await consoleCaller(deps, request, 'admin');
    await deleteTable(deps.db, await namedTable(deps, caller.companyId, request.params.table));
    reply.code(204);
  });

  app.post<TableParams>(`${DATA_TABLES_API}/:table/columns`, async (request, reply): Promise<void> => {
    const caller = await consoleCaller(deps, request, 'admin');
    const column = parseBody(dataColumnInput, request.body);
    const table = await namedTable(deps, caller.companyId, request.params.table);
    await refusalsAnswered(() => addColumn(deps.db, table, column, deps.clock.now()));
    reply.code(204);
  });

  app.delete<{ Params: { table: string; column: string } }>(`${DATA_TABLES_API}/:table/columns/:column`, async (request, reply): Promise<void> => {
    const caller = await consoleCaller(deps, request, 'admin');
    const table = await namedTable(deps, caller.companyId, request.params.table);
    await refusalsAnswered(() => removeColumn(deps.db, table, request.params.column, deps.clock.now()));
    reply.code(204);
  });

  app.get<TableParams>(`${DATA_TABLES_API}/:table/rows`, async (request, reply): Promise<DataRowPage> => {
    const caller = await rowCaller(deps, request, false, withinLimit);
    const query = parseWith(dataRowQuery, request.query ?? {});
    const table = await namedTable(deps, caller.companyId, request.params.table);
    noStore(reply);
    return refusalsAnswered(() => listRows(deps.db, table, query));
  });

  app.post<TableParams>(`${DATA_TABLES_API}/:table/rows`, async (request, reply): Promise<DataRow> => {
    const caller = await rowCaller(deps, request, true, withinLimit);
    const { values } = parseBody(dataRowInput, request.body);
    const table = await namedTable(deps, caller.companyId, request.params.table);
    const row = await refusalsAnswered(() => createRow(deps.db, table, values, deps.clock.now()));
    reply.code(201);
    return row;
  });

  app.patch<RowParams>(`${DATA_TABLES_API}/:table/rows/:id`, async (request): Promise<DataRow> => {
    const caller = await rowCaller(deps, request, true, withinLimit);
    const { values } = parseBody(dataRowInput, request.body);
    const table = await namedTable(deps, caller.companyId, request.params.table);
    const id = rowId(request);
    const row = await refusalsAnswered(() => updateRow(deps.db, table, id, values, deps.clock.now()));
    if (!row) throw new HttpError(404, m.rowNotFound);
    return row;
  });

  app.delete<RowParams>(`${DATA_TABLES_API}/:table/rows/:id`, async (request, reply): Promise<void> => {
    const caller = await rowCaller(deps, request, true, withinLimit);
    const table = await namedTable(deps, caller.companyId, request.params.table);
    if (!(await deleteRow(deps.db, table, rowId(request)))) throw new HttpError(404, m.rowNotFound);
    reply.code(204);
  });

  app.post<TableParams>(`${DATA_TABLES_API}/:table/import`, { bodyLimit: DATA_IMPORT_CHARS_MAX * 4 + MAX_BODY_BYTES }, async (request): Promise<{ imported: number }> => {
    const caller = await consoleCaller(deps, request, 'admin');
    const { csv } = parseBody(dataImportInput, request.body);
    const table = await namedTable(deps, caller.companyId, request.params.table);
    return { imported: await refusalsAnswered(() => importCsv(deps.db, deps.work, table, csv, deps.clock.now())) };
  });

  app.get(DATA_TOKENS_API, async (request, reply) => {
    const caller = await consoleCaller(deps, request, 'member');
    noStore(reply);
    return { tokens: await listTokens(deps.db, caller.companyId), canWrite: caller.userType === 'ADMIN' };
  });

  app.post(DATA_TOKENS_API, async (request, reply): Promise<CreatedDataToken> => {
    const caller = await consoleCaller(deps, request, 'admin');
    const input = parseBody(createDataTokenInput, request.body);
    const now = deps.clock.now();
    const created = await refusalsAnswered(() =>
      createToken(deps.db, {
        companyId: caller.companyId,
        userId: caller.userId,
        name: input.name,
        scope: input.scope,
        expiresAt: input.expiresAt === null ? null : new Date(input.expiresAt),
        now,
      }),
    );
    noStore(reply);
    reply.code(201);
    return created;
  });

  app.delete<{ Params: { id: string } }>(`${DATA_TOKENS_API}/:id`, async (request, reply): Promise<void> => {
    const caller = await consoleCaller(deps, request, 'admin');
    if (!isId(request.params.id) || !(await revokeToken(deps.db, caller.companyId, request.params.id))) throw new HttpError(404, m.tokenNotFound);
    reply.code(204);
  });
}
