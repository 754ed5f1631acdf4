import { useTranslation } from 'react-i18next';
import type { ColumnForm, DataSchemaEvent, TableForm } from '../../../machines/dataStation/dataSchema.machine';
import { DATA_COLUMN_TYPES, DATA_NAME_MAX, type DataColumnType } from '../../../services/contracts/dataStation';
import { Button } from '../../kit/Button';
import { Checkbox } from '../../kit/Checkbox';
import { FormDialog } from '../../kit/FormDialog';
import { SelectField } from '../../kit/SelectField';
import { TextField } from '../../kit/TextField';

type Send = (event: DataSchemaEvent) => void;
type FrameProps = { isOpen: boolean; title: string; error: string; busy: boolean; submitLabel: string; send: Send; children: React.ReactNode };

/** A schema form in a dialog: its fields, the problem found, Cancel and the submit button. */
function SchemaDialog({ isOpen, title, error, busy, submitLabel, send, children }: FrameProps) {
  const { t } = useTranslation('dataStation');
  return (
    <FormDialog
      isOpen={isOpen}
      title={title}
      busy={busy}
      error={error}
      submitLabel={busy ? t('schema.dialogs.saving') : submitLabel}
      cancelLabel={t('schema.dialogs.cancel')}
      onSubmit={() => send({ type: 'SUBMIT' })}
      onCancel={() => send({ type: 'CANCEL' })}
      className="data-dialog"
    >
      {children}
    </FormDialog>
  );
}

function useTypes() {
  const { t } = useTranslation('dataStation');
  return DATA_COLUMN_TYPES.map((type) => ({ id: type, label: t(`schema.types.${type}`) }));
}

type NewTableDialogProps = { isOpen: boolean; form: TableForm; error: string; busy: boolean; send: Send };

/** A new table: its name, its columns (name, type, required; added and dropped in place) and an optional unique key. */
export function NewTableDialog({ isOpen, form, error, busy, send }: NewTableDialogProps) {
  const { t } = useTranslation('dataStation');
  const types = useTypes();
  const named = form.columns.filter((c) => c.name.trim() !== '');
  const keys = [{ id: '', label: t('schema.dialogs.noKey') }, ...named.map((c) => ({ id: c.name, label: c.name }))];
  return (
    <SchemaDialog isOpen={isOpen} title={t('schema.dialogs.createTitle')} error={error} busy={busy} submitLabel={t('schema.dialogs.create')} send={send}>
      <TextField
        label={t('schema.dialogs.tableName')}
        description={t('schema.dialogs.nameHint')}
        value={form.name}
        maxLength={DATA_NAME_MAX}
        onChange={(value) => send({ type: 'NAME_CHANGED', value })}
        isDisabled={busy}
        autoFocus
      />
      <fieldset className="data-columns">
        <legend>{t('schema.dialogs.columns')}</legend>
        {form.columns.map((column, index) => (
          <div key={index} className="data-column-row">
            <TextField
              label={t('schema.dialogs.columnNameN', { n: index + 1 })}
              value={column.name}
              maxLength={DATA_NAME_MAX}
              onChange={(name) => send({ type: 'COLUMN_CHANGED', index, column: { name } })}
              isDisabled={busy}
            />
            <SelectField
              label={t('schema.dialogs.typeN', { n: index + 1 })}
              options={types}
              value={column.type}
              onChange={(type) => send({ type: 'COLUMN_CHANGED', index, column: { type: type as DataColumnType } })}
              isDisabled={busy}
            />
            <Checkbox isSelected={column.required} onChange={(required) => send({ type: 'COLUMN_CHANGED', index, column: { required } })} isDisabled={busy}>
              {t('schema.dialogs.requiredN', { n: index + 1 })}
            </Checkbox>
            {form.columns.length > 1 ? (
              <Button variant="link" onPress={() => send({ type: 'COLUMN_DROPPED', index })} isDisabled={busy}>
                {t('schema.dialogs.dropColumnN', { n: index + 1 })}
              </Button>
            ) : null}
          </div>
        ))}
        <Button variant="secondary" onPress={() => send({ type: 'COLUMN_ADDED' })} isDisabled={busy}>
          {t('schema.dialogs.addColumnRow')}
        </Button>
      </fieldset>
      <SelectField
        label={t('schema.dialogs.key')}
        options={keys}
        value={form.keyColumn ?? ''}
        onChange={(value) => send({ type: 'KEY_CHANGED', value: value === '' ? null : value })}
        isDisabled={busy}
      />
    </SchemaDialog>
  );
}

type RenameDialogProps = { isOpen: boolean; tableName: string; name: string; error: string; busy: boolean; send: Send };

/** A table's new name. */
export function RenameTableDialog({ isOpen, tableName, name, error, busy, send }: RenameDialogProps) {
  const { t } = useTranslation('dataStation');
  return (
    <SchemaDialog isOpen={isOpen} title={t('schema.dialogs.renameTitle', { name: tableName })} error={error} busy={busy} submitLabel={t('schema.dialogs.save')} send={send}>
      <TextField
        label={t('schema.dialogs.tableName')}
        description={t('schema.dialogs.nameHint')}
        value={name}
        maxLength={DATA_NAME_MAX}
        onChange={(value) => send({ type: 'NAME_CHANGED', value })}
        isDisabled={busy}
        autoFocus
      />
    </SchemaDialog>
  );
}

type AddColumnDialogProps = { isOpen: boolean; tableName: string; column: ColumnForm; error: string; busy: boolean; send: Send };

/** A new column of a table: name, type and whether it is required. */
export function AddColumnDialog({ isOpen, tableName, column, error, busy, send }: AddColumnDialogProps) {
  const { t } = useTranslation('dataStation');
  const types = useTypes();
  return (
    <SchemaDialog isOpen={isOpen} title={t('schema.dialogs.addColumnTitle', { name: tableName })} error={error} busy={busy} submitLabel={t('schema.dialogs.add')} send={send}>
      <TextField
        label={t('schema.dialogs.columnName')}
        description={t('schema.dialogs.nameHint')}
        value={column.name}
        maxLength={DATA_NAME_MAX}
        onChange={(value) => send({ type: 'COLUMN_NAME_CHANGED', value })}
        isDisabled={busy}
        autoFocus
      />
      <SelectField
        label={t('schema.dialogs.type')}
        options={types}
        value={column.type}
        onChange={(value) => send({ type: 'COLUMN_TYPE_CHANGED', value: value as DataColumnType })}
        isDisabled={busy}
      />
      <Checkbox isSelected={column.required} onChange={(value) => send({ type: 'COLUMN_REQUIRED_CHANGED', value })} isDisabled={busy}>
        {t('schema.dialogs.required')}
      </Checkbox>
      <p>{t('schema.dialogs.requiredNote')}</p>
    </SchemaDialog>
  );
}
