import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { dataTableMachine, pageCount, selectedRow } from '../../../machines/dataStation/dataTable.machine';
import type { DataStationCalls } from '../../app/actors/dataStationCalls';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { Banner } from '../../kit/Banner';
import { Button } from '../../kit/Button';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { LoadError } from '../../kit/LoadError';
import { localDay } from '../../kit/localDay';
import { useText } from '../../kit/useText';
import { ImportDialog, RowDialog } from './DataRowDialogs';
import { DataRowFilter } from './DataRowFilter';
import { DataRowsTable, RowPages, rowLabel } from './DataRowsTable';
import { rowsCsv, rowsCsvFileName } from './dataRowsCsv';

/** Saves a file in the browser: its name and its text. */
export type SaveFile = (fileName: string, content: string) => void;

/** The table page's machine with the server calls given and the CSV saved by the screen (a test gives its own). */
export function dataTableLogic(calls: DataStationCalls, saveFile: SaveFile) {
  return dataTableMachine.provide({
    actors: {
      loadTables: fromPromise(({ input, signal }) => calls.listTables(input, { signal })),
      loadRows: fromPromise(({ input, signal }) => calls.listRows(input, { signal })),
      addRow: fromPromise(({ input, signal }) => calls.addRow(input, { signal })),
      changeRow: fromPromise(({ input, signal }) => calls.changeRow(input, { signal })),
      deleteRow: fromPromise(({ input, signal }) => calls.deleteRow(input, { signal })),
      importRows: fromPromise(({ input, signal }) => calls.importRows(input, { signal })),
      exportRows: fromPromise(async ({ input, signal }) => {
        const { columns: _columns, ...listing } = input;
        const rows = await calls.listEveryRow(listing, { signal });
        saveFile(rowsCsvFileName(input.table, localDay()), rowsCsv(input.columns, rows));
        return { exported: rows.length };
      }),
    },
  });
}

type DataRowsManagerProps = { companyId: string; table: string; calls: DataStationCalls; saveFile: SaveFile };

/** One data table's rows: browse, sort, filter and export for every member; add, change, delete and import for an ADMIN. */
export function DataRowsManager({ companyId, table: tableName, calls, saveFile }: DataRowsManagerProps) {
  const { t } = useTranslation('dataStation');
  const text = useText(['dataStation', 'common']);
  const [logic] = useState(() => dataTableLogic(calls, saveFile));
  const actor = useActorRef(logic, { input: { companyId, table: tableName } });
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const send = actor.send;
  const { table } = context;
  const tablesLink = `/data-station-schema-manager?${new URLSearchParams({ companyId }).toString()}`;

  if (snapshot.matches('loadFailed')) return <LoadError message={text(context.error)} retryLabel={t('retry')} onRetry={() => send({ type: 'RETRY' })} />;
  if (snapshot.matches('missing')) {
    return (
      <p role="alert">
        {t('table.missing', { name: tableName })} <Link href={tablesLink}>{t('table.allTables')}</Link>
      </p>
    );
  }
  if (!table) return <p role="status">{t('table.loading')}</p>;
  const busy = !snapshot.matches('browsing');
  const selected = selectedRow(context);
  const selectedIndex = selected ? context.rows.indexOf(selected) : -1;
  return (
    <div className="data-manager">
      <p>
        <Link href={tablesLink}>{t('table.allTables')}</Link>
      </p>
      <Banner kind="success" message={text(context.notice)} />
      <Banner kind="error" message={text(context.error)} />
      <div className="data-toolbar">
        <span className="data-total">{t('table.total', { total: context.total })}</span>
        <Button variant="secondary" onPress={() => send({ type: 'EXPORT' })} isDisabled={busy}>
          {snapshot.matches('exporting') ? t('table.exporting') : t('table.export')}
        </Button>
        {context.canWrite ? (
          <>
            <Button variant="secondary" onPress={() => send({ type: 'IMPORT' })} isDisabled={busy}>
              {t('table.import')}
            </Button>
            <Button onPress={() => send({ type: 'ADD' })} isDisabled={busy}>
              {t('table.add')}
            </Button>
          </>
        ) : (
          <p>{t('table.readOnly')}</p>
        )}
      </div>
      <DataRowFilter
        columns={table.columns}
        draft={context.filterDraft}
        applied={context.listing.filter}
        canApply={snapshot.can({ type: 'APPLY_FILTER' })}
        busy={busy}
        send={send}
      />
      {snapshot.matches('rowsFailed') ? (
        <div className="data-rows-failed">
          <LoadError message={text(context.error)} retryLabel={t('retry')} onRetry={() => send({ type: 'RETRY' })} />
          {context.listing.filter ? (
            <Button variant="secondary" onPress={() => send({ type: 'CLEAR_FILTER' })}>
              {t('table.filter.clear')}
            </Button>
          ) : null}
        </div>
      ) : snapshot.matches('fetching') && context.rows.length === 0 ? (
        <p role="status">{t('table.loading')}</p>
      ) : (
        <>
          <DataRowsTable
            table={table}
            rows={context.rows}
            listing={context.listing}
            filtered={context.listing.filter !== null}
            canWrite={context.canWrite}
            busy={busy}
            send={send}
          />
          <RowPages page={context.listing.page} pages={pageCount(context)} busy={busy} send={send} />
        </>
      )}
      <RowDialog
        isOpen={snapshot.matches('editing') || snapshot.matches('addingRow') || snapshot.matches('changingRow')}
        adding={context.selectedId === null}
        tableName={table.name}
        columns={table.columns}
        form={context.form}
        error={text(context.formError)}
        busy={snapshot.matches('addingRow') || snapshot.matches('changingRow')}
        send={send}
      />
      <ImportDialog
        isOpen={snapshot.matches('importing') || snapshot.matches('sendingImport')}
        tableName={table.name}
        columns={table.columns}
        file={context.importFile}
        error={text(context.formError)}
        busy={snapshot.matches('sendingImport')}
        send={send}
      />
      <ConfirmDialog
        isOpen={snapshot.matches('confirmingDelete') || snapshot.matches('deletingRow')}
        title={t('table.deleteDialog.title')}
        text={t('table.deleteDialog.text', { row: selected ? rowLabel(table, selected, selectedIndex, context.listing.page) : '' })}
        confirmLabel={t('table.deleteDialog.confirm')}
        cancelLabel={t('table.deleteDialog.cancel')}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
    </div>
  );
}
