import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import type { DataColumnInput, DataColumnType, DataTable, DataTableList } from '../../services/contracts/dataStation';
import { actorError } from '../shared/apiError';
import { failureText } from '../shared/failureText';
import type { TextRef } from '../shared/text';
import { columnProblem, columnsProblem, dataSchemaTexts, tableNameProblem } from './dataSchemaTexts';

export type DataSchemaInput = { companyId: string };
/** A column as the forms hold it. */
export type ColumnForm = { name: string; type: DataColumnType; required: boolean };
/** The new table's name, columns and optional unique key column. */
export type TableForm = { name: string; columns: ColumnForm[]; keyColumn: string | null };

export type DataSchemaContext = {
  companyId: string;
  tables: DataTable[];
  /** The server's word: only an ADMIN of the company may change its tables. */
  canWrite: boolean;
  /** The table a rename, new column, column removal or deletion is about (the server names a table by its name in its addresses). */
  selectedId: string | null;
  /** The column a removal is about. */
  selectedColumn: string | null;
  table: TableForm;
  column: ColumnForm;
  formError: TextRef | null;
  error: TextRef | null;
  notice: TextRef | null;
};

export type DataSchemaEvent =
  | { type: 'RETRY' }
  | { type: 'CREATE' }
  | { type: 'RENAME'; id: string }
  | { type: 'ADD_COLUMN'; id: string }
  | { type: 'REMOVE_COLUMN'; id: string; column: string }
  | { type: 'DELETE'; id: string }
  | { type: 'NAME_CHANGED'; value: string }
  | { type: 'COLUMN_ADDED' }
  | { type: 'COLUMN_CHANGED'; index: number; column: Partial<ColumnForm> }
  | { type: 'COLUMN_DROPPED'; index: number }
  | { type: 'KEY_CHANGED'; value: string | null }
  | { type: 'COLUMN_NAME_CHANGED'; value: string }
  | { type: 'COLUMN_TYPE_CHANGED'; value: DataColumnType }
  | { type: 'COLUMN_REQUIRED_CHANGED'; value: boolean }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' }
  | { type: 'CONFIRM' };

const EMPTY_COLUMN: ColumnForm = { name: '', type: 'text', required: false };
const EMPTY_TABLE: TableForm = { name: '', columns: [EMPTY_COLUMN], keyColumn: null };

/** The table an action is about, when it is still listed. */
export function selectedTable(context: Pick<DataSchemaContext, 'tables' | 'selectedId'>): DataTable | undefined {
  return context.tables.find((t) => t.id === context.selectedId);
}

const otherTableNames = (context: DataSchemaContext) => context.tables.filter((t) => t.id !== context.selectedId).map((t) => t.name);

/** What is wrong with the new table (the first problem), or null. */
export function newTableProblem(context: DataSchemaContext): TextRef | null {
  return tableNameProblem(context.table.name, otherTableNames(context)) ?? columnsProblem(context.table.columns);
}

/** What is wrong with the new name of the chosen table, or null. */
export function renameProblem(context: DataSchemaContext): TextRef | null {
  return tableNameProblem(context.table.name, otherTableNames(context));
}

/** What is wrong with the column to add to the chosen table, or null. */
export function newColumnProblem(context: DataSchemaContext): TextRef | null {
  return columnProblem(context.column, selectedTable(context)?.columns.map((c) => c.name) ?? []);
}

/** The new table as the server takes it: names trimmed, the key only when it names a column. */
export function tableInput(form: TableForm): { name: string; columns: DataColumnInput[]; keyColumn: string | null } {
  const columns = form.columns.map((c) => ({ name: c.name.trim(), type: c.type, required: c.required }));
  const key = form.keyColumn && columns.some((c) => c.name === form.keyColumn) ? form.keyColumn : null;
  return { name: form.name.trim(), columns, keyColumn: key };
}

const outputOf = <T>(event: unknown) => (event as { output: T }).output;
const byName = (tables: DataTable[]) => [...tables].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
const noticeOf = (key: string, context: DataSchemaContext, values: Record<string, string> = {}) => ({ key, values: { table: selectedTable(context)?.name ?? '', ...values } });

/**
 * The data station's schema manager (docs/data-station.md, docs/pages.md): the company's tables
 * with their typed columns, row counts and unique key. An ADMIN (the list's canWrite) creates a
 * table, renames one, adds a column, and removes a column or deletes a table after a confirmation;
 * after each change the list is read again. A member only reads.
 */
export const dataSchemaMachine = setup({
  types: { context: {} as DataSchemaContext, events: {} as DataSchemaEvent, input: {} as DataSchemaInput },
  actors: {
    loadTables: fromPromise<DataTableList, { companyId: string }>(async () => {
      throw new Error('loadTables not provided');
    }),
    createTable: fromPromise<unknown, { companyId: string; name: string; columns: DataColumnInput[]; keyColumn: string | null }>(async () => {
      throw new Error('createTable not provided');
    }),
    renameTable: fromPromise<unknown, { companyId: string; table: string; name: string }>(async () => {
      throw new Error('renameTable not provided');
    }),
    addColumn: fromPromise<unknown, { companyId: string; table: string } & DataColumnInput>(async () => {
      throw new Error('addColumn not provided');
    }),
    removeColumn: fromPromise<unknown, { companyId: string; table: string; column: string }>(async () => {
      throw new Error('removeColumn not provided');
    }),
    deleteTable: fromPromise<unknown, { companyId: string; table: string }>(async () => {
      throw new Error('deleteTable not provided');
    }),
  },
  guards: {
    canWrite: ({ context }) => context.canWrite,
    knownTable: ({ context, event }) => (assertEvent(event, ['RENAME', 'ADD_COLUMN', 'REMOVE_COLUMN', 'DELETE']), context.tables.some((t) => t.id === event.id)),
    knownColumn: ({ context, event }) => {
      assertEvent(event, 'REMOVE_COLUMN');
      return context.tables.find((t) => t.id === event.id)?.columns.some((c) => c.name === event.column) ?? false;
    },
    newTableOk: ({ context }) => newTableProblem(context) === null,
    renameOk: ({ context }) => renameProblem(context) === null,
    newColumnOk: ({ context }) => newColumnProblem(context) === null,
  },
  actions: {
    setList: assign(({ event }) => {
      const list = outputOf<DataTableList>(event);
      return { tables: byName(list.tables), canWrite: list.canWrite };
    }),
    showLoadFailure: assign({ error: ({ event }) => failureText(actorError(event), dataSchemaTexts.loadFailed) }),
    clearMessages: assign({ error: null, notice: null }),
    startCreating: assign({ selectedId: null, table: EMPTY_TABLE, formError: null, error: null, notice: null }),
    startRenaming: assign(({ context, event }) => {
      assertEvent(event, 'RENAME');
      const table = context.tables.find((t) => t.id === event.id);
      return { selectedId: event.id, table: { ...EMPTY_TABLE, name: table?.name ?? '' }, formError: null, error: null, notice: null };
    }),
    startAddingColumn: assign(({ event }) => (assertEvent(event, 'ADD_COLUMN'), { selectedId: event.id, column: EMPTY_COLUMN, formError: null, error: null, notice: null })),
    selectColumn: assign(({ event }) => (assertEvent(event, 'REMOVE_COLUMN'), { selectedId: event.id, selectedColumn: event.column, error: null, notice: null })),
    selectTable: assign(({ event }) => (assertEvent(event, 'DELETE'), { selectedId: event.id, error: null, notice: null })),
    setName: assign(({ context, event }) => (assertEvent(event, 'NAME_CHANGED'), { table: { ...context.table, name: event.value }, formError: null })),
    addFormColumn: assign(({ context }) => ({ table: { ...context.table, columns: [...context.table.columns, EMPTY_COLUMN] }, formError: null })),
    changeFormColumn: assign(({ context, event }) => {
      assertEvent(event, 'COLUMN_CHANGED');
      const columns = context.table.columns.map((c, i) => (i === event.index ? { ...c, ...event.column } : c));
      const renamed = context.table.columns[event.index];
      // The key follows its column when the column is renamed.
      const keyColumn = renamed && context.table.keyColumn === renamed.name && event.column.name !== undefined ? event.column.name : context.table.keyColumn;
      return { table: { ...context.table, columns, keyColumn }, formError: null };
    }),
    dropFormColumn: assign(({ context, event }) => {
      assertEvent(event, 'COLUMN_DROPPED');
      const dropped = context.table.columns[event.index];
      const columns = context.table.columns.filter((_, i) => i !== event.index);
      return { table: { ...context.table, columns, keyColumn: dropped && dropped.name === context.table.keyColumn ? null : context.table.keyColumn }, formError: null };
    }),
    // The unique key is one of the form's columns, or none.
    setKey: assign(({ context, event }) => {
      assertEvent(event, 'KEY_CHANGED');
      const known = event.value !== null && context.table.columns.some((c) => c.name === event.value);
      return { table: { ...context.table, keyColumn: known ? event.value : null }, formError: null };
    }),
    setColumnName: assign(({ context, event }) => (assertEvent(event, 'COLUMN_NAME_CHANGED'), { column: { ...context.column, name: event.value }, formError: null })),
    setColumnType: assign(({ context, event }) => (assertEvent(event, 'COLUMN_TYPE_CHANGED'), { column: { ...context.column, type: event.value }, formError: null })),
    setColumnRequired: assign(({ context, event }) => (assertEvent(event, 'COLUMN_REQUIRED_CHANGED'), { column: { ...context.column, required: event.value }, formError: null })),
    showNewTableProblem: assign({ formError: ({ context }) => newTableProblem(context) }),
    showRenameProblem: assign({ formError: ({ context }) => renameProblem(context) }),
    showNewColumnProblem: assign({ formError: ({ context }) => newColumnProblem(context) }),
    closeForms: assign({ selectedId: null, selectedColumn: null, table: EMPTY_TABLE, column: EMPTY_COLUMN, formError: null }),
    noticeCreated: assign({ notice: ({ context }) => ({ key: dataSchemaTexts.created, values: { table: context.table.name.trim() } }) }),
    noticeRenamed: assign({ notice: ({ context }) => noticeOf(dataSchemaTexts.renamed, context, { name: context.table.name.trim() }) }),
    noticeColumnAdded: assign({ notice: ({ context }) => noticeOf(dataSchemaTexts.columnAdded, context, { column: context.column.name.trim() }) }),
    noticeColumnRemoved: assign({ notice: ({ context }) => noticeOf(dataSchemaTexts.columnRemoved, context, { column: context.selectedColumn ?? '' }) }),
    noticeDeleted: assign({ notice: ({ context }) => noticeOf(dataSchemaTexts.deleted, context) }),
    showCreateFailure: assign({ formError: ({ event }) => failureText(actorError(event), dataSchemaTexts.createFailed) }),
    showRenameFailure: assign({ formError: ({ event }) => failureText(actorError(event), dataSchemaTexts.renameFailed) }),
    showAddColumnFailure: assign({ formError: ({ event }) => failureText(actorError(event), dataSchemaTexts.addColumnFailed) }),
    showRemoveColumnFailure: assign({ error: ({ event }) => failureText(actorError(event), dataSchemaTexts.removeColumnFailed) }),
    showDeleteFailure: assign({ error: ({ event }) => failureText(actorError(event), dataSchemaTexts.deleteFailed) }),
  },
}).createMachine({
  id: 'dataSchema',
  context: ({ input }) => ({
    companyId: input.companyId,
    tables: [],
    canWrite: false,
    selectedId: null,
    selectedColumn: null,
    table: EMPTY_TABLE,
    column: EMPTY_COLUMN,
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
        onDone: { target: 'listing', actions: 'setList' },
        onError: { target: 'loadFailed', actions: 'showLoadFailure' },
      },
    },
    loadFailed: { on: { RETRY: { target: 'loading', actions: 'clearMessages' } } },
    listing: {
      on: {
        CREATE: { guard: 'canWrite', target: 'creating', actions: 'startCreating' },
        RENAME: { guard: and(['canWrite', 'knownTable']), target: 'renaming', actions: 'startRenaming' },
        ADD_COLUMN: { guard: and(['canWrite', 'knownTable']), target: 'addingColumn', actions: 'startAddingColumn' },
        REMOVE_COLUMN: { guard: and(['canWrite', 'knownTable', 'knownColumn']), target: 'confirmingColumnRemoval', actions: 'selectColumn' },
        DELETE: { guard: and(['canWrite', 'knownTable']), target: 'confirmingDeletion', actions: 'selectTable' },
      },
    },
    creating: {
      on: {
        NAME_CHANGED: { actions: 'setName' },
        COLUMN_ADDED: { actions: 'addFormColumn' },
        COLUMN_CHANGED: { actions: 'changeFormColumn' },
        COLUMN_DROPPED: { actions: 'dropFormColumn' },
        KEY_CHANGED: { actions: 'setKey' },
        SUBMIT: [{ guard: 'newTableOk', target: 'savingTable' }, { actions: 'showNewTableProblem' }],
        CANCEL: { target: 'listing', actions: 'closeForms' },
      },
    },
    savingTable: {
      invoke: {
        id: 'createTable',
        src: 'createTable',
        input: ({ context }) => ({ companyId: context.companyId, ...tableInput(context.table) }),
        onDone: { target: 'loading', actions: ['noticeCreated', 'closeForms'] },
        onError: { target: 'creating', actions: 'showCreateFailure' },
      },
    },
    renaming: {
      on: {
        NAME_CHANGED: { actions: 'setName' },
        SUBMIT: [{ guard: 'renameOk', target: 'savingName' }, { actions: 'showRenameProblem' }],
        CANCEL: { target: 'listing', actions: 'closeForms' },
      },
    },
    savingName: {
      invoke: {
        id: 'renameTable',
        src: 'renameTable',
        input: ({ context }) => ({ companyId: context.companyId, table: selectedTable(context)?.name ?? '', name: context.table.name.trim() }),
        onDone: { target: 'loading', actions: ['noticeRenamed', 'closeForms'] },
        onError: { target: 'renaming', actions: 'showRenameFailure' },
      },
    },
    addingColumn: {
      on: {
        COLUMN_NAME_CHANGED: { actions: 'setColumnName' },
        COLUMN_TYPE_CHANGED: { actions: 'setColumnType' },
        COLUMN_REQUIRED_CHANGED: { actions: 'setColumnRequired' },
        SUBMIT: [{ guard: 'newColumnOk', target: 'savingColumn' }, { actions: 'showNewColumnProblem' }],
        CANCEL: { target: 'listing', actions: 'closeForms' },
      },
    },
    savingColumn: {
      invoke: {
        id: 'addColumn',
        src: 'addColumn',
        input: ({ context }) => ({
          companyId: context.companyId,
          table: selectedTable(context)?.name ?? '',
          name: context.column.name.trim(),
          type: context.column.type,
          required: context.column.required,
        }),
        onDone: { target: 'loading', actions: ['noticeColumnAdded', 'closeForms'] },
        onError: { target: 'addingColumn', actions: 'showAddColumnFailure' },
      },
    },
    confirmingColumnRemoval: { on: { CONFIRM: 'removingColumn', CANCEL: { target: 'listing', actions: 'closeForms' } } },
    removingColumn: {
      invoke: {
        id: 'removeColumn',
        src: 'removeColumn',
        input: ({ context }) => ({ companyId: context.companyId, table: selectedTable(context)?.name ?? '', column: context.selectedColumn ?? '' }),
        onDone: { target: 'loading', actions: ['noticeColumnRemoved', 'closeForms'] },
        onError: { target: 'listing', actions: ['showRemoveColumnFailure', 'closeForms'] },
      },
    },
    confirmingDeletion: { on: { CONFIRM: 'deletingTable', CANCEL: { target: 'listing', actions: 'closeForms' } } },
    deletingTable: {
      invoke: {
        id: 'deleteTable',
        src: 'deleteTable',
        input: ({ context }) => ({ companyId: context.companyId, table: selectedTable(context)?.name ?? '' }),
        onDone: { target: 'loading', actions: ['noticeDeleted', 'closeForms'] },
        onError: { target: 'listing', actions: ['showDeleteFailure', 'closeForms'] },
      },
    },
  },
});
