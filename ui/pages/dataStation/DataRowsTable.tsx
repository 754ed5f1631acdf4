import { useTranslation } from 'react-i18next';
import type { DataTableEvent, RowListingState } from '../../../machines/dataStation/dataTable.machine';
import { DATA_PAGE_SIZE, type DataRow, type DataTable, type DataValue } from '../../../services/contracts/dataStation';
import { Button } from '../../kit/Button';

type Send = (event: DataTableEvent) => void;

/** How a row is named in its buttons' labels: its unique key's value, else its place in the listing. */
export function rowLabel(table: DataTable, row: DataRow, index: number, page: number): string {
  const key = table.keyColumn ? row.values[table.keyColumn] : null;
  return key === null || key === undefined || key === '' ? String((page - 1) * DATA_PAGE_SIZE + index + 1) : String(key);
}

function Value({ value }: { value: DataValue | undefined }) {
  const { t } = useTranslation('dataStation');
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return <>{value ? t('table.list.yes') : t('table.list.no')}</>;
  return <bdi dir="auto">{String(value)}</bdi>;
}

type DataRowsTableProps = { table: DataTable; rows: readonly DataRow[]; listing: RowListingState; filtered: boolean; canWrite: boolean; busy: boolean; send: Send };

/** One page of the table's rows, a column each, sortable by each column's header; an ADMIN's edit and delete per row. */
export function DataRowsTable({ table, rows, listing, filtered, canWrite, busy, send }: DataRowsTableProps) {
  const { t } = useTranslation('dataStation');
  if (rows.length === 0) return <p className="data-empty">{filtered ? t('table.list.emptyFiltered') : t('table.list.empty')}</p>;
  const sortOf = (column: string) => (listing.sort === column ? (listing.order === 'asc' ? 'ascending' : 'descending') : undefined);
  return (
    <div className="data-rows-scroll">
      <table className="data-table" aria-busy={busy}>
        <caption className="visually-hidden">{t('table.list.caption', { name: table.name })}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column.name} scope="col" aria-sort={sortOf(column.name) ?? 'none'}>
                <Button variant="link" onPress={() => send({ type: 'SORT', column: column.name })} aria-label={t('table.list.sortBy', { column: column.name })} isDisabled={busy}>
                  <bdi dir="ltr">{column.name}</bdi>
                  {listing.sort === column.name ? <span aria-hidden="true">{listing.order === 'asc' ? ' ▲' : ' ▼'}</span> : null}
                </Button>
              </th>
            ))}
            {canWrite ? <th scope="col">{t('table.list.actions')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const label = rowLabel(table, row, index, listing.page);
            return (
              <tr key={row.id}>
                {table.columns.map((column) => (
                  <td key={column.name} className={column.type === 'number' ? 'data-number' : undefined}>
                    <Value value={row.values[column.name]} />
                  </td>
                ))}
                {canWrite ? (
                  <td className="data-row-actions">
                    <Button variant="secondary" onPress={() => send({ type: 'EDIT', id: row.id })} aria-label={t('table.list.editOf', { row: label })} isDisabled={busy}>
                      {t('table.list.edit')}
                    </Button>
                    <Button variant="danger" onPress={() => send({ type: 'DELETE', id: row.id })} aria-label={t('table.list.deleteOf', { row: label })} isDisabled={busy}>
                      {t('table.list.delete')}
                    </Button>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Previous and next page, and where the listing is. */
export function RowPages({ page, pages, busy, send }: { page: number; pages: number; busy: boolean; send: Send }) {
  const { t } = useTranslation('dataStation');
  if (pages <= 1) return null;
  return (
    <nav className="data-pages" aria-label={t('table.pages.label')}>
      <Button variant="secondary" onPress={() => send({ type: 'PAGE', page: page - 1 })} isDisabled={busy || page <= 1}>
        {t('table.pages.previous')}
      </Button>
      <span aria-live="polite">{t('table.pages.of', { page, pages })}</span>
      <Button variant="secondary" onPress={() => send({ type: 'PAGE', page: page + 1 })} isDisabled={busy || page >= pages}>
        {t('table.pages.next')}
      </Button>
    </nav>
  );
}
