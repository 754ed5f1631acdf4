import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { DataTableEvent, RowFilter } from '../../../machines/dataStation/dataTable.machine';
import type { DataColumn } from '../../../services/contracts/dataStation';
import { Button } from '../../kit/Button';
import { SelectField } from '../../kit/SelectField';
import { TextField } from '../../kit/TextField';

type DataRowFilterProps = { columns: readonly DataColumn[]; draft: RowFilter; applied: RowFilter | null; canApply: boolean; busy: boolean; send: (event: DataTableEvent) => void };

/** Rows whose value in one column is exactly the given text (read as the column's type on the server). */
export function DataRowFilter({ columns, draft, applied, canApply, busy, send }: DataRowFilterProps) {
  const { t } = useTranslation('dataStation');
  return (
    <section className="data-filter" aria-label={t('table.filter.label')}>
      <Form
        className="data-filter-form"
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'APPLY_FILTER' });
        }}
      >
        <SelectField
          label={t('table.filter.column')}
          placeholder={t('table.filter.chooseColumn')}
          options={columns.map((c) => ({ id: c.name, label: c.name }))}
          value={draft.column || null}
          onChange={(value) => send({ type: 'FILTER_COLUMN_CHANGED', value })}
          isDisabled={busy}
        />
        <TextField
          label={t('table.filter.value')}
          description={t('table.filter.valueHint')}
          value={draft.value}
          onChange={(value) => send({ type: 'FILTER_VALUE_CHANGED', value })}
          isDisabled={busy}
        />
        <Button type="submit" isDisabled={busy || !canApply}>
          {t('table.filter.apply')}
        </Button>
        {applied ? (
          <Button variant="secondary" onPress={() => send({ type: 'CLEAR_FILTER' })} isDisabled={busy}>
            {t('table.filter.clear')}
          </Button>
        ) : null}
      </Form>
      {applied ? <p role="status">{t('table.filter.active', { column: applied.column, value: applied.value })}</p> : null}
    </section>
  );
}
