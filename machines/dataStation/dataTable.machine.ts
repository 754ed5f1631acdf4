import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import { DATA_PAGE_SIZE, type DataRow, type DataRowPage, type DataTable, type DataTableList, type DataValues } from '../../services/contracts/dataStation';
import { actorError } from '../shared/apiError';
import { failureText } from '../shared/failureText';
import type { TextRef } from '../shared/text';
import { dataTableTexts, rowForm, rowProblem, rowValues, type RowForm } from './dataTableTexts';

/** The company and the table's name from the address (the API names a table by its name, whatever its case). */
export type DataTableInput = { companyId: string; table: string };
/** Rows whose value in `column` equals `value` read as the column's type; an empty value finds empty cells. */
export type RowFilter = { column: string; value: string };
/** Which rows are listed: the page, the sort column (creation order when null) and the filter. */
export type RowListingState = { page: number; sort: string | null; order: 'asc' | 'desc'; filter: RowFilter | null };
/** A CSV file an ADMIN chose to import: read when it is sent (the provided importRows actor). */
export type ImportFile = Blob & { readonly name: string };

export type DataTableContext = {
  companyId: string;
  tableName: string;
  /** The table's schema, once found among the company's tables. */
  table: DataTable | null;
  /** The server's word: only an ADMIN of the company may change rows. */
  canWrite: boolean;
  rows: DataRow[];
  total: number;
  listing: RowListingState;
  /** The filter being written, applied with APPLY_FILTER. */
  filterDraft: RowFilter;
  /** The row a change or deletion is about; null while adding. */
  selectedId: string | null;
  form: RowForm;
  importFile: ImportFile | null;
  formError: TextRef | null;
  error: TextRef | null;
  notice: TextRef | null;
};

export type DataTableEvent =
  | { type: 'RETRY' }
  | { type: 'PAGE'; page: number }
  | { type: 'SORT'; column: string }
  | { type: 'FILTER_COLUMN_CHANGED'; value: string }
  | { type: 'FILTER_VALUE_CHANGED'; value: string }
  | { type: 'APPLY_FILTER' }
  | { type: 'CLEAR_FILTER' }
  | { type: 'ADD' }
  | { type: 'EDIT'; id: string }
  | { type: 'DELETE'; id: string }
  | { type: 'VALUE_CHANGED'; column: string; value: string }
  | { type: 'IMPORT' }
  | { type: 'FILE_CHOSEN'; file: ImportFile }
  | { type: 'EXPORT' }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' }
  | { type: 'CONFIRM' };

/** What the row listing asks the server. */
export type RowListingQuery = { companyId: string; table: string; page: number; pageSize: number; sort?: string; order?: 'asc' | 'desc'; column?: string; value?: string };
/** What an export reads: every row the listing's sort and filter give, and the columns in order. */
export type RowExportQuery = Omit<RowListingQuery, 'page' | 'pageSize'> & { columns: string[] };

const FIRST_PAGE: RowListingState = { page: 1, sort: null, order: 'asc', filter: null };
const NO_FILTER: RowFilter = { column: '', value: '' };

/** The table named in the address among the company's tables, whatever its case. */
export function tableNamed(list: DataTableList, name: string): DataTable | undefined {
  return list.tables.find((table) => table.name.toLowerCase() === name.trim().toLowerCase());
}

/** The number of pages of the listed rows (one at least). */
export function pageCount(context: Pick<DataTableContext, 'total'>): number {
  return Math.max(1, Math.ceil(context.total / DATA_PAGE_SIZE));
}

/** The row a change or deletion is about, when it is still listed. */
export function selectedRow(context: Pick<DataTableContext, 'rows' | 'selectedId'>): DataRow | undefined {
  return context.rows.find((row) => row.id === context.selectedId);
}

/** What is wrong with the open row's values, or null. */
export function formProblem(context: Pick<DataTableContext, 'table' | 'form'>): TextRef | null {
  return rowProblem(context.table?.columns ?? [], context.form);
}

/** The values the open form sends: every filled value of a new row, the changed ones of a stored row. */
export function formValues(context: Pick<DataTableContext, 'table' | 'form' | 'rows' | 'selectedId'>): DataValues {
  return rowValues(context.table?.columns ?? [], context.form, context.selectedId === null ? null : (selectedRow(context) ?? null));
}

function sortAndFilter(context: DataTableContext): Omit<RowListingQuery, 'companyId' | 'table' | 'page' | 'pageSize'> {
  const { sort, order, filter } = context.listing;
  return { ...(sort ? { sort, order } : {}), ...(filter ? { column: filter.column, value: filter.value } : {}) };
}

/** The rows request of the current listing. */
export function listingQuery(context: DataTableContext): RowListingQuery {
  return { companyId: context.companyId, table: context.table?.name ?? context.tableName, page: context.listing.page, pageSize: DATA_PAGE_SIZE, ...sortAndFilter(context) };
}

/** The export request of the current listing: all its rows, not one page. */
export function exportQuery(context: DataTableContext): RowExportQuery {
  return { companyId: context.companyId, table: context.table?.name ?? context.tableName, ...sortAndFilter(context), columns: context.table?.columns.map((c) => c.name) ?? [] };
}

const outputOf = <T>(event: unknown) => (event as { output: T }).output;
const noticeWith = (key: string, values: Record<string, string | number> = {}) => ({ key, values });

/**
 * One data station table's rows (/data-station-table, docs/data-station.md): paged, sorted by a
 * column and filtered by one column's value on the server; exported as CSV with the listing's
 * sort and filter. An ADMIN (the list's canWrite) adds, changes and deletes rows (deleting asks
 * first) and imports a CSV file, all rows or none; after each change the page is read again.
 */
export const dataTableMachine = setup({
  types: { context: {} as DataTableContext, events: {} as DataTableEvent, input: {} as DataTableInput },
  actors: {
    loadTables: fromPromise<DataTableList, { companyId: string }>(async () => {
      throw new Error('loadTables not provided');
    }),
    loadRows: fromPromise<DataRowPage, RowListingQuery>(async () => {
      throw new Error('loadRows not provided');
    }),
    addRow: fromPromise<unknown, { companyId: string; table: string; values: DataValues }>(async () => {
      throw new Error('addRow not provided');
    }),
    changeRow: fromPromise<unknown, { companyId: string; table: string; id: string; values: DataValues }>(async () => {
      throw new Error('changeRow not provided');
    }),
    deleteRow: fromPromise<unknown, { companyId: string; table: string; id: string }>(async () => {
      throw new Error('deleteRow not provided');
    }),
    importRows: fromPromise<{ imported: number }, { companyId: string; table: string; file: Blob }>(async () => {
      throw new Error('importRows not provided');
    }),
    /** Reads every row of the listing and saves them as a CSV file; answers how many. */
    exportRows: fromPromise<{ exported: number }, RowExportQuery>(async () => {
      throw new Error('exportRows not provided');
    }),
  },
  guards: {
    tableFound: ({ context, event }) => tableNamed(outputOf<DataTableList>(event), context.tableName) !== undefined,
    canWrite: ({ context }) => context.canWrite,
    knownRow: ({ context, event }) => (assertEvent(event, ['EDIT', 'DELETE']), context.rows.some((row) => row.id === event.id)),
    otherPage: ({ context, event }) => (assertEvent(event, 'PAGE'), event.page !== context.listing.page && event.page >= 1 && event.page <= pageCount(context)),
    knownSortColumn: ({ context, event }) => (assertEvent(event, 'SORT'), context.table?.columns.some((c) => c.name === event.column) ?? false),
    filterChosen: ({ context }) => context.table?.columns.some((c) => c.name === context.filterDraft.column) ?? false,
    filtered: ({ context }) => context.listing.filter !== null,
    formOk: ({ context }) => formProblem(context) === null,
    adding: ({ context }) => context.selectedId === null,
    fileChosen: ({ context }) => context.importFile !== null,
  },
  actions: {
    setTable: assign(({ context, event }) => {
      const list = outputOf<DataTableList>(event);
      return { table: tableNamed(list, context.tableName) ?? null, canWrite: list.canWrite };
    }),
    setRows: assign(({ event }) => {
      const page = outputOf<DataRowPage>(event);
      return { rows: page.rows, total: page.total };
    }),
    showLoadFailure: assign({ error: ({ event }) => failureText(actorError(event), dataTableTexts.loadFailed) }),
    showRowsFailure: assign({ error: ({ event }) => failureText(actorError(event), dataTableTexts.rowsFailed) }),
    clearMessages: assign({ error: null, notice: null }),
    goToPage: assign(({ context, event }) => (assertEvent(event, 'PAGE'), { listing: { ...context.listing, page: event.page }, error: null, notice: null })),
    // The same column again turns the order round; another column sorts up from page one.
    sortBy: assign(({ context, event }) => {
      assertEvent(event, 'SORT');
      const again = context.listing.sort === event.column;
      return {
        listing: { ...context.listing, page: 1, sort: event.column, order: again && context.listing.order === 'asc' ? ('desc' as const) : ('asc' as const) },
        error: null,
        notice: null,
      };
    }),
    setFilterColumn: assign(({ context, event }) => (assertEvent(event, 'FILTER_COLUMN_CHANGED'), { filterDraft: { ...context.filterDraft, column: event.value } })),
    setFilterValue: assign(({ context, event }) => (assertEvent(event, 'FILTER_VALUE_CHANGED'), { filterDraft: { ...context.filterDraft, value: event.value } })),
    applyFilter: assign(({ context }) => ({ listing: { ...context.listing, page: 1, filter: { ...context.filterDraft } }, error: null, notice: null })),
    clearFilter: assign(({ context }) => ({ listing: { ...context.listing, page: 1, filter: null }, filterDraft: NO_FILTER, error: null, notice: null })),
    startAdding: assign(({ context }) => ({ selectedId: null, form: rowForm(context.table?.columns ?? [], null), formError: null, error: null, notice: null })),
    startEditing: assign(({ context, event }) => {
      assertEvent(event, 'EDIT');
      const row = context.rows.find((r) => r.id === event.id) ?? null;
      return { selectedId: event.id, form: rowForm(context.table?.columns ?? [], row), formError: null, error: null, notice: null };
    }),
    selectRow: assign(({ event }) => (assertEvent(event, 'DELETE'), { selectedId: event.id, error: null, notice: null })),
    setValue: assign(({ context, event }) => (assertEvent(event, 'VALUE_CHANGED'), { form: { ...context.form, [event.column]: event.value }, formError: null })),
    showFormProblem: assign({ formError: ({ context }) => formProblem(context) }),
    startImport: assign({ importFile: null, formError: null, error: null, notice: null }),
    keepFile: assign(({ event }) => (assertEvent(event, 'FILE_CHOSEN'), { importFile: event.file, formError: null })),
    askForFile: assign({ formError: { key: dataTableTexts.chooseFile } }),
    closeForms: assign({ selectedId: null, form: {}, importFile: null, formError: null }),
    noticeAdded: assign({ notice: noticeWith(dataTableTexts.added) }),
    noticeChanged: assign({ notice: noticeWith(dataTableTexts.changed) }),
    noticeDeleted: assign({ notice: noticeWith(dataTableTexts.deleted) }),
    noticeImported: assign(({ context, event }) => ({
      notice: noticeWith(dataTableTexts.imported, { count: outputOf<{ imported: number }>(event).imported, file: context.importFile?.name ?? '' }),
      // The imported rows are new: the listing starts again at page one.
      listing: { ...context.listing, page: 1 },
    })),
    noticeExported: assign({ notice: ({ event }) => noticeWith(dataTableTexts.exported, { count: outputOf<{ exported: number }>(event).exported }) }),
    showSaveFailure: assign({ formError: ({ event }) => failureText(actorError(event), dataTableTexts.saveFailed) }),
    showDeleteFailure: assign({ error: ({ event }) => failureText(actorError(event), dataTableTexts.deleteFailed) }),
    showImportFailure: assign({ formError: ({ event }) => failureText(actorError(event), dataTableTexts.importFailed) }),
    showExportFailure: assign({ error: ({ event }) => failureText(actorError(event), dataTableTexts.exportFailed) }),
    startExport: assign({ error: null, notice: null }),
  },
}).createMachine({
  id: 'dataTable',
  context: ({ input }) => ({
    companyId: input.companyId,
    tableName: input.table,
    table: null,
    canWrite: false,
    rows: [],
    total: 0,
    listing: FIRST_PAGE,
    filterDraft: NO_FILTER,
    selectedId: null,
    form: {},
    importFile: null,
    formError: null,
    error: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadTables',
        src: 'loadTables',
        input: ({ context }) => ({ companyId: context.companyId }),
        onDone: [{ guard: 'tableFound', target: 'fetching', actions: 'setTable' }, { target: 'missing' }],
        onError: { target: 'loadFailed', actions: 'showLoadFailure' },
      },
    },
    loadFailed: { on: { RETRY: { target: 'loading', actions: 'clearMessages' } } },
    /** The company has no table of that name (deleted, renamed or mistyped). */
    missing: {},
    fetching: {
      invoke: {
        id: 'loadRows',
        src: 'loadRows',
        input: ({ context }) => listingQuery(context),
        onDone: { target: 'browsing', actions: 'setRows' },
        onError: { target: 'rowsFailed', actions: 'showRowsFailure' },
      },
    },
    /** The rows could not be read: again, or without the filter (a filter value the column cannot read is refused). */
    rowsFailed: {
      on: {
        RETRY: { target: 'fetching', actions: 'clearMessages' },
        CLEAR_FILTER: { guard: 'filtered', target: 'fetching', actions: 'clearFilter' },
      },
    },
    browsing: {
      on: {
        PAGE: { guard: 'otherPage', target: 'fetching', actions: 'goToPage' },
        SORT: { guard: 'knownSortColumn', target: 'fetching', actions: 'sortBy' },
        FILTER_COLUMN_CHANGED: { actions: 'setFilterColumn' },
        FILTER_VALUE_CHANGED: { actions: 'setFilterValue' },
        APPLY_FILTER: { guard: 'filterChosen', target: 'fetching', actions: 'applyFilter' },
        CLEAR_FILTER: { guard: 'filtered', target: 'fetching', actions: 'clearFilter' },
        ADD: { guard: 'canWrite', target: 'editing', actions: 'startAdding' },
        EDIT: { guard: and(['canWrite', 'knownRow']), target: 'editing', actions: 'startEditing' },
        DELETE: { guard: and(['canWrite', 'knownRow']), target: 'confirmingDelete', actions: 'selectRow' },
        IMPORT: { guard: 'canWrite', target: 'importing', actions: 'startImport' },
        EXPORT: { target: 'exporting', actions: 'startExport' },
      },
    },
    editing: {
      on: {
        VALUE_CHANGED: { actions: 'setValue' },
        SUBMIT: [{ guard: and(['formOk', 'adding']), target: 'addingRow' }, { guard: 'formOk', target: 'changingRow' }, { actions: 'showFormProblem' }],
        CANCEL: { target: 'browsing', actions: 'closeForms' },
      },
    },
    addingRow: {
      invoke: {
        id: 'addRow',
        src: 'addRow',
        input: ({ context }) => ({ companyId: context.companyId, table: context.table?.name ?? '', values: formValues(context) }),
        onDone: { target: 'fetching', actions: ['noticeAdded', 'closeForms'] },
        onError: { target: 'editing', actions: 'showSaveFailure' },
      },
    },
    changingRow: {
      invoke: {
        id: 'changeRow',
        src: 'changeRow',
        input: ({ context }) => ({ companyId: context.companyId, table: context.table?.name ?? '', id: context.selectedId ?? '', values: formValues(context) }),
        onDone: { target: 'fetching', actions: ['noticeChanged', 'closeForms'] },
        onError: { target: 'editing', actions: 'showSaveFailure' },
      },
    },
    confirmingDelete: { on: { CONFIRM: 'deletingRow', CANCEL: { target: 'browsing', actions: 'closeForms' } } },
    deletingRow: {
      invoke: {
        id: 'deleteRow',
        src: 'deleteRow',
        input: ({ context }) => ({ companyId: context.companyId, table: context.table?.name ?? '', id: context.selectedId ?? '' }),
        onDone: { target: 'fetching', actions: ['noticeDeleted', 'closeForms'] },
        onError: { target: 'browsing', actions: ['showDeleteFailure', 'closeForms'] },
      },
    },
    importing: {
      on: {
        FILE_CHOSEN: { actions: 'keepFile' },
        SUBMIT: [{ guard: 'fileChosen', target: 'sendingImport' }, { actions: 'askForFile' }],
        CANCEL: { target: 'browsing', actions: 'closeForms' },
      },
    },
    sendingImport: {
      invoke: {
        id: 'importRows',
        src: 'importRows',
        input: ({ context }) => ({ companyId: context.companyId, table: context.table?.name ?? '', file: context.importFile ?? new Blob([]) }),
        onDone: { target: 'fetching', actions: ['noticeImported', 'closeForms'] },
        onError: { target: 'importing', actions: 'showImportFailure' },
      },
    },
    exporting: {
      invoke: {
        id: 'exportRows',
        src: 'exportRows',
        input: ({ context }) => exportQuery(context),
        onDone: { target: 'browsing', actions: 'noticeExported' },
        onError: { target: 'browsing', actions: 'showExportFailure' },
      },
    },
  },
});
