import { FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { DataTableEvent, ImportFile } from '../../../machines/dataStation/dataTable.machine';
import type { RowForm } from '../../../machines/dataStation/dataTableTexts';
import { DATA_TEXT_MAX, type DataColumn } from '../../../services/contracts/dataStation';
import { Button } from '../../kit/Button';
import { FormDialog } from '../../kit/FormDialog';
import { SelectField } from '../../kit/SelectField';
import { TextField } from '../../kit/TextField';

type Send = (event: DataTableEvent) => void;

/** A yes/no column's choice: empty, yes or no (a select's keys cannot be empty). */
const EMPTY = 'empty';

function ValueField({ column, value, busy, send }: { column: DataColumn; value: string; busy: boolean; send: Send }) {
  const { t } = useTranslation('dataStation');
  const label = column.required ? `${column.name} (${t('table.dialog.required')})` : column.name;
  const change = (next: string) => send({ type: 'VALUE_CHANGED', column: column.name, value: next });
  if (column.type === 'boolean') {
    const options = [
      { id: EMPTY, label: t('table.dialog.empty') },
      { id: 'true', label: t('table.list.yes') },
      { id: 'false', label: t('table.list.no') },
    ];
    return <SelectField label={label} options={options} value={value === '' ? EMPTY : value} onChange={(id) => change(id === EMPTY ? '' : id)} isDisabled={busy} />;
  }
  return (
    <TextField
      label={label}
      type={column.type === 'date' ? 'date' : 'text'}
      inputMode={column.type === 'number' ? 'decimal' : undefined}
      maxLength={column.type === 'text' ? DATA_TEXT_MAX : undefined}
      value={value}
      onChange={change}
      isDisabled={busy}
    />
  );
}

type RowDialogProps = { isOpen: boolean; adding: boolean; tableName: string; columns: readonly DataColumn[]; form: RowForm; error: string; busy: boolean; send: Send };

/** A new row's values, or a stored row's, one field a column in the table's order. */
export function RowDialog({ isOpen, adding, tableName, columns, form, error, busy, send }: RowDialogProps) {
  const { t } = useTranslation('dataStation');
  return (
    <FormDialog
      isOpen={isOpen}
      title={adding ? t('table.dialog.addTitle', { name: tableName }) : t('table.dialog.editTitle', { name: tableName })}
      busy={busy}
      error={error}
      submitLabel={busy ? t('table.dialog.saving') : adding ? t('table.dialog.add') : t('table.dialog.save')}
      cancelLabel={t('table.dialog.cancel')}
      onSubmit={() => send({ type: 'SUBMIT' })}
      onCancel={() => send({ type: 'CANCEL' })}
      className="data-dialog"
    >
      {columns.map((column) => (
        <ValueField key={column.name} column={column} value={form[column.name] ?? ''} busy={busy} send={send} />
      ))}
    </FormDialog>
  );
}

type ImportDialogProps = { isOpen: boolean; tableName: string; columns: readonly DataColumn[]; file: ImportFile | null; error: string; busy: boolean; send: Send };

/** A CSV file to import into the table: all its lines or none. */
export function ImportDialog({ isOpen, tableName, columns, file, error, busy, send }: ImportDialogProps) {
  const { t } = useTranslation('dataStation');
  const choose = async (files: FileList | null) => {
    const chosen = files?.[0];
    if (chosen) send({ type: 'FILE_CHOSEN', file: chosen });
  };
  return (
    <FormDialog
      isOpen={isOpen}
      title={t('table.importDialog.title', { name: tableName })}
      busy={busy}
      error={error}
      submitLabel={busy ? t('table.importDialog.importing') : t('table.importDialog.import')}
      cancelLabel={t('table.importDialog.cancel')}
      onSubmit={() => send({ type: 'SUBMIT' })}
      onCancel={() => send({ type: 'CANCEL' })}
      className="data-dialog"
    >
      <p>{t('table.importDialog.text', { columns: columns.map((c) => c.name).join(', ') })}</p>
      <FileTrigger acceptedFileTypes={['text/csv', '.csv']} onSelect={(files) => void choose(files)}>
        <Button variant="secondary" isDisabled={busy}>
          {t('table.importDialog.file')}
        </Button>
      </FileTrigger>
      {file ? <p role="status">{t('table.importDialog.chosen', { file: '\u2068' + file.name + '\u2069' })}</p> : null}
    </FormDialog>
  );
}
