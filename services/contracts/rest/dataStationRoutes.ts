import {
  createDataTableInput,
  createDataTokenInput,
  createdDataToken,
  dataColumnInput,
  dataImportAnswer,
  dataImportInput,
  dataRow,
  dataRowInput,
  dataRowPage,
  dataRowQuery,
  dataTableList,
  dataTokenList,
  renameDataTableInput,
} from '../dataStation';
import { noContent, pathParams, type RestContracts } from './contract';

/** The data station (/data-station-*): the schema and tokens for the console, the rows also for flows with an API token. */
export const dataStationRoutes = {
  'GET /data-station/api/v1/tables': { answer: dataTableList },
  'POST /data-station/api/v1/tables': { body: createDataTableInput, answer: noContent },
  'PATCH /data-station/api/v1/tables/:table': { params: pathParams('table'), body: renameDataTableInput, answer: noContent },
  'DELETE /data-station/api/v1/tables/:table': { params: pathParams('table'), answer: noContent },
  'POST /data-station/api/v1/tables/:table/columns': { params: pathParams('table'), body: dataColumnInput, answer: noContent },
  'DELETE /data-station/api/v1/tables/:table/columns/:column': { params: pathParams('table', 'column'), answer: noContent },
  'GET /data-station/api/v1/tables/:table/rows': { params: pathParams('table'), query: dataRowQuery, answer: dataRowPage },
  'POST /data-station/api/v1/tables/:table/rows': { params: pathParams('table'), body: dataRowInput, answer: dataRow },
  'PATCH /data-station/api/v1/tables/:table/rows/:id': { params: pathParams('table', 'id'), body: dataRowInput, answer: dataRow },
  'DELETE /data-station/api/v1/tables/:table/rows/:id': { params: pathParams('table', 'id'), answer: noContent },
  'POST /data-station/api/v1/tables/:table/import': { params: pathParams('table'), body: dataImportInput, answer: dataImportAnswer },
  'GET /data-station/api/v1/tokens': { answer: dataTokenList },
  'POST /data-station/api/v1/tokens': { body: createDataTokenInput, answer: createdDataToken },
  'DELETE /data-station/api/v1/tokens/:id': { params: pathParams('id'), answer: noContent },
} as const satisfies RestContracts;
