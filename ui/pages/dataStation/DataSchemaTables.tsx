import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { DataTable } from '../../../services/contracts/dataStation';
import type { DataSchemaEvent } from '../../../machines/dataStation/dataSchema.machine';
import { Button } from '../../kit/Button';

type DataSchemaTablesProps = { companyId: string; tables: readonly DataTable[]; canWrite: boolean; send: (event: DataSchemaEvent) => void };

/** Each table with its rows, unique key and typed columns; an ADMIN's rename, add column, remove column and delete. */
export function DataSchemaTables({ companyId, tables, canWrite, send }: DataSchemaTablesProps) {
  const { t, i18n } = useTranslation('dataStation');
  const count = new Intl.NumberFormat(i18n.language);
  if (tables.length === 0) return <p className="data-empty">{canWrite ? t('schema.list.emptyAdmin') : t('schema.list.empty')}</p>;
  return (
    <ul className="data-schema-list">
      {tables.map((table) => (
        <li key={table.id} className="data-schema-table panel" aria-labelledby={`data-table-${table.id}`}>
          <header className="data-schema-head">
            <h2 id={`data-table-${table.id}`}>
              <Link href={`/data-station-table?${new URLSearchParams({ table: table.name, companyId }).toString()}`}>
                <bdi dir="ltr">{table.name}</bdi>
              </Link>
            </h2>
            <p>{t('schema.list.rows', { rows: count.format(table.rowCount) })}</p>
            {canWrite ? (
              <div className="data-schema-actions">
                <Button variant="secondary" onPress={() => send({ type: 'RENAME', id: table.id })} aria-label={t('schema.list.renameOf', { name: table.name })}>
                  {t('schema.list.rename')}
                </Button>
                <Button variant="secondary" onPress={() => send({ type: 'ADD_COLUMN', id: table.id })} aria-label={t('schema.list.addColumnTo', { name: table.name })}>
                  {t('schema.list.addColumn')}
                </Button>
                <Button variant="danger" onPress={() => send({ type: 'DELETE', id: table.id })} aria-label={t('schema.list.deleteOf', { name: table.name })}>
                  {t('schema.list.delete')}
                </Button>
              </div>
            ) : null}
          </header>
          <table className="data-table">
            <caption className="visually-hidden">{t('schema.list.columnsOf', { name: table.name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('schema.list.column')}</th>
                <th scope="col">{t('schema.list.type')}</th>
                <th scope="col">{t('schema.list.required')}</th>
                <th scope="col">{t('schema.list.key')}</th>
                {canWrite ? <th scope="col">{t('schema.list.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {table.columns.map((column) => (
                <tr key={column.name}>
                  <th scope="row">
                    <bdi dir="ltr" className="data-mono">
                      {column.name}
                    </bdi>
                  </th>
                  <td>{t(`schema.types.${column.type}`)}</td>
                  <td>{column.required ? t('schema.list.yes') : t('schema.list.no')}</td>
                  <td>{table.keyColumn === column.name ? t('schema.list.uniqueKey') : ''}</td>
                  {canWrite ? (
                    <td>
                      {table.keyColumn !== column.name && table.columns.length > 1 ? (
                        <Button
                          variant="link"
                          onPress={() => send({ type: 'REMOVE_COLUMN', id: table.id, column: column.name })}
                          aria-label={t('schema.list.removeColumnOf', { column: column.name, name: table.name })}
                        >
                          {t('schema.list.removeColumn')}
                        </Button>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </li>
      ))}
    </ul>
  );
}
