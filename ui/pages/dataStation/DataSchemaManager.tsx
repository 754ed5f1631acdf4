import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { dataSchemaMachine, selectedTable } from '../../../machines/dataStation/dataSchema.machine';
import type { DataStationCalls } from '../../app/actors/dataStationCalls';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { Banner } from '../../kit/Banner';
import { Button } from '../../kit/Button';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { LoadError } from '../../kit/LoadError';
import { useText } from '../../kit/useText';
import { AddColumnDialog, NewTableDialog, RenameTableDialog } from './DataSchemaDialogs';
import { DataSchemaTables } from './DataSchemaTables';

/** The schema manager's machine with the server calls given (a test gives its own). */
export function dataSchemaLogic(calls: DataStationCalls) {
  return dataSchemaMachine.provide({
    actors: {
      loadTables: fromPromise(({ input, signal }) => calls.listTables(input, { signal })),
      createTable: fromPromise(({ input, signal }) => calls.createTable(input, { signal })),
      renameTable: fromPromise(({ input, signal }) => calls.renameTable(input, { signal })),
      addColumn: fromPromise(({ input, signal }) => calls.addColumn(input, { signal })),
      removeColumn: fromPromise(({ input, signal }) => calls.removeColumn(input, { signal })),
      deleteTable: fromPromise(({ input, signal }) => calls.deleteTable(input, { signal })),
    },
  });
}

/** One company's data tables: the schema for every member; create, rename, add and remove columns, delete for an ADMIN. */
export function DataSchemaManager({ companyId, calls }: { companyId: string; calls: DataStationCalls }) {
  const { t } = useTranslation('dataStation');
  const text = useText(['dataStation', 'common']);
  const [logic] = useState(() => dataSchemaLogic(calls));
  const manager = useActorRef(logic, { input: { companyId } });
  const snapshot = useSelector(manager, (s) => s);
  const { context } = snapshot;
  const send = manager.send;
  const selected = selectedTable(context);
  const error = text(context.formError);

  if (snapshot.matches('loadFailed')) return <LoadError message={text(context.error)} retryLabel={t('retry')} onRetry={() => send({ type: 'RETRY' })} />;
  if (snapshot.matches('loading') && context.tables.length === 0) return <p role="status">{t('schema.loading')}</p>;
  return (
    <div className="data-manager">
      <Banner kind="success" message={text(context.notice)} />
      <Banner kind="error" message={text(context.error)} />
      <div className="data-toolbar">{context.canWrite ? <Button onPress={() => send({ type: 'CREATE' })}>{t('schema.create')}</Button> : <p>{t('schema.readOnly')}</p>}</div>
      <DataSchemaTables companyId={companyId} tables={context.tables} canWrite={context.canWrite} send={send} />
      <NewTableDialog
        isOpen={snapshot.matches('creating') || snapshot.matches('savingTable')}
        form={context.table}
        error={error}
        busy={snapshot.matches('savingTable')}
        send={send}
      />
      <RenameTableDialog
        isOpen={snapshot.matches('renaming') || snapshot.matches('savingName')}
        tableName={selected?.name ?? ''}
        name={context.table.name}
        error={error}
        busy={snapshot.matches('savingName')}
        send={send}
      />
      <AddColumnDialog
        isOpen={snapshot.matches('addingColumn') || snapshot.matches('savingColumn')}
        tableName={selected?.name ?? ''}
        column={context.column}
        error={error}
        busy={snapshot.matches('savingColumn')}
        send={send}
      />
      <ConfirmDialog
        isOpen={snapshot.matches('confirmingColumnRemoval') || snapshot.matches('removingColumn')}
        title={t('schema.removeColumnDialog.title')}
        text={t('schema.removeColumnDialog.text', { column: context.selectedColumn ?? '', name: selected?.name ?? '' })}
        confirmLabel={t('schema.removeColumnDialog.confirm')}
        cancelLabel={t('schema.removeColumnDialog.cancel')}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
      <ConfirmDialog
        isOpen={snapshot.matches('confirmingDeletion') || snapshot.matches('deletingTable')}
        title={t('schema.deleteDialog.title')}
        text={t('schema.deleteDialog.text', { name: selected?.name ?? '', rows: selected?.rowCount ?? 0 })}
        confirmLabel={t('schema.deleteDialog.confirm')}
        cancelLabel={t('schema.deleteDialog.cancel')}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
    </div>
  );
}
