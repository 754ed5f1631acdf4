import { z } from 'zod';

/**
 * The data station (docs/data-station.md): a company's data tables, each with named, typed
 * columns and rows, read and written from the console and, with a data station API token, by
 * flows through a REST call. The limits here are the server's rules; clients check the same.
 */

/** The data station's service base (spec 02). */
export const DATA_STATION_API = '/data-station/api/v1';
export const DATA_TABLES_API = `${DATA_STATION_API}/tables`;
export const DATA_TOKENS_API = `${DATA_STATION_API}/tokens`;

export const DATA_TABLES_MAX = 50;
export const DATA_COLUMNS_MAX = 30;
export const DATA_ROWS_MAX = 10000;
export const DATA_NAME_MAX = 63;
/** A row's values as JSON, in bytes. */
export const DATA_ROW_BYTES_MAX = 8192;
export const DATA_TEXT_MAX = 2000;
export const DATA_PAGE_SIZE_MAX = 100;
export const DATA_PAGE_SIZE = 25;
export const DATA_TOKENS_MAX = 20;
export const DATA_IMPORT_ROWS_MAX = 1000;
/** Calls one API token may make per minute. */
export const DATA_TOKEN_CALLS_PER_MINUTE = 120;
/** Letters, digits and underscores, starting with a letter (e.g. orders, customer_email). */
export const DATA_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,62}$/;
/** What every data station token begins with, so a leaked one is recognisable. */
export const DATA_TOKEN_PREFIX = 'dst_';

export const DATA_COLUMN_TYPES = ['text', 'number', 'boolean', 'date'] as const;
export type DataColumnType = (typeof DATA_COLUMN_TYPES)[number];
export const DATA_TOKEN_SCOPES = ['read', 'read-write'] as const;
export type DataTokenScope = (typeof DATA_TOKEN_SCOPES)[number];

/** The server's words for refused input. */
export const dataStationMessages = {
  nameMissing: 'Give it a name.',
  nameInvalid: `A name uses letters, digits and underscores, starts with a letter and has at most ${DATA_NAME_MAX} characters.`,
  tableNameTaken: 'The company already has a table with this name.',
  columnNameTaken: 'The table already has a column with this name.',
  tooManyTables: `A company has at most ${DATA_TABLES_MAX} tables.`,
  tooManyColumns: `A table has at most ${DATA_COLUMNS_MAX} columns.`,
  noColumns: 'A table needs at least one column.',
  keyColumnUnknown: 'The unique key must be one of the table’s columns.',
  keyColumnRemoved: 'The unique key column cannot be removed.',
  lastColumn: 'A table keeps at least one column.',
  tableNotFound: 'This table does not exist.',
  columnNotFound: 'This column does not exist.',
  rowNotFound: 'This row does not exist.',
  tooManyRows: `A table has at most ${DATA_ROWS_MAX} rows.`,
  rowTooLarge: `A row has at most ${DATA_ROW_BYTES_MAX} bytes of values.`,
  valueRequired: (column: string) => `${column} is required.`,
  valueNotText: (column: string) => `${column} must be a text of at most ${DATA_TEXT_MAX} characters.`,
  valueNotNumber: (column: string) => `${column} must be a number.`,
  valueNotBoolean: (column: string) => `${column} must be true or false.`,
  valueNotDate: (column: string) => `${column} must be a date (YYYY-MM-DD).`,
  unknownColumn: (column: string) => `The table has no column ${column}.`,
  keyTaken: (column: string) => `Another row already has this ${column}.`,
  filterColumnUnknown: 'Filter by one of the table’s columns.',
  sortColumnUnknown: 'Sort by one of the table’s columns.',
  tokenMissing: 'Send a data station API token as Authorization: Bearer.',
  tokenInvalid: 'This data station API token is unknown, revoked or expired.',
  tokenReadOnly: 'This data station API token may only read.',
  tokenNameTaken: 'The company already has a token with this name.',
  tooManyTokens: `A company has at most ${DATA_TOKENS_MAX} tokens.`,
  tokenNotFound: 'This token does not exist.',
  expiryPast: 'The expiry must be in the future.',
  tooManyCalls: `A token makes at most ${DATA_TOKEN_CALLS_PER_MINUTE} calls a minute; try again in a minute.`,
  importEmpty: 'The CSV file has no rows.',
  importTooLarge: `Import at most ${DATA_IMPORT_ROWS_MAX} rows at once.`,
  importHeader: (column: string) => `The CSV header names ${column}, which the table does not have.`,
  importLine: (line: number, problem: string) => `Line ${line}: ${problem}`,
} as const;

export const dataName = z
  .string({ error: dataStationMessages.nameMissing })
  .trim()
  .min(1, dataStationMessages.nameMissing)
  .regex(DATA_NAME_PATTERN, dataStationMessages.nameInvalid);

export const dataColumnInput = z.object({ name: dataName, type: z.enum(DATA_COLUMN_TYPES), required: z.boolean().default(false) }).strict();
export type DataColumnInput = z.input<typeof dataColumnInput>;

/** POST /data-station/api/v1/tables */
export const createDataTableInput = z
  .object({
    name: dataName,
    columns: z.array(dataColumnInput).min(1, dataStationMessages.noColumns).max(DATA_COLUMNS_MAX, dataStationMessages.tooManyColumns),
    keyColumn: dataName.nullable().default(null),
  })
  .strict()
  .refine((input) => new Set(input.columns.map((c) => c.name.toLowerCase())).size === input.columns.length, dataStationMessages.columnNameTaken)
  .refine((input) => input.keyColumn === null || input.columns.some((c) => c.name.toLowerCase() === input.keyColumn?.toLowerCase()), dataStationMessages.keyColumnUnknown);
export type CreateDataTableInput = z.input<typeof createDataTableInput>;
/** PATCH /data-station/api/v1/tables/:table */
export const renameDataTableInput = z.object({ name: dataName }).strict();

export const dataColumn = z.object({ name: z.string(), type: z.enum(DATA_COLUMN_TYPES), required: z.boolean() });
export type DataColumn = z.infer<typeof dataColumn>;
export const dataTable = z.object({
  id: z.string(),
  name: z.string(),
  columns: z.array(dataColumn),
  keyColumn: z.string().nullable(),
  rowCount: z.number(),
  updatedAt: z.string(),
});
export type DataTable = z.infer<typeof dataTable>;
export const dataTableList = z.object({ tables: z.array(dataTable), canWrite: z.boolean() });
export type DataTableList = z.infer<typeof dataTableList>;

export type DataValue = string | number | boolean | null;
export const dataValues = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type DataValues = z.infer<typeof dataValues>;
/** POST rows: the new row's values; PATCH rows/:id: the values that change. */
export const dataRowInput = z.object({ values: dataValues }).strict();

export const dataRow = z.object({ id: z.string(), values: dataValues, createdAt: z.string(), updatedAt: z.string() });
export type DataRow = z.infer<typeof dataRow>;
export const dataRowPage = z.object({ rows: z.array(dataRow), total: z.number(), page: z.number(), pageSize: z.number() });
export type DataRowPage = z.infer<typeof dataRowPage>;

/** GET rows: paging, sorting by a column (or createdAt) and filtering by one column's value. */
export const dataRowQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(DATA_PAGE_SIZE_MAX).default(DATA_PAGE_SIZE),
  sort: z.string().optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
  column: z.string().optional(),
  value: z.string().optional(),
  companyId: z.string().optional(),
  companyID: z.string().optional(),
});
export type DataRowQuery = z.input<typeof dataRowQuery>;

/** POST tables/:table/import: a CSV text whose header names columns; all rows or none. */
export const DATA_IMPORT_CHARS_MAX = 2_000_000;
export const dataImportInput = z.object({ csv: z.string().max(DATA_IMPORT_CHARS_MAX, dataStationMessages.importTooLarge) }).strict();
export const dataImportAnswer = z.object({ imported: z.number() });

/** POST /data-station/api/v1/tokens */
export const createDataTokenInput = z
  .object({
    name: z.string({ error: dataStationMessages.nameMissing }).trim().min(1, dataStationMessages.nameMissing).max(DATA_NAME_MAX, dataStationMessages.nameInvalid),
    scope: z.enum(DATA_TOKEN_SCOPES),
    expiresAt: z.iso.datetime({ offset: true }).nullable().default(null),
  })
  .strict();
export type CreateDataTokenInput = z.input<typeof createDataTokenInput>;
export const dataToken = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(DATA_TOKEN_SCOPES),
  /** "dst_••••1a2b": the token itself is shown once, at creation. */
  hint: z.string(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type DataToken = z.infer<typeof dataToken>;
export const dataTokenList = z.object({ tokens: z.array(dataToken), canWrite: z.boolean() });
export const createdDataToken = z.object({ token: z.string(), summary: dataToken });
export type CreatedDataToken = z.infer<typeof createdDataToken>;
