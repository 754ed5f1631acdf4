import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { CompanyScopedPage } from '../companies/CompanyScopedPage';
import { downloadTextFile } from '../../kit/downloadTextFile';
import { DataRowsManager } from './DataRowsManager';
import './dataStation.css';

/** /data-station-table?table=&companyId= (docs/data-station.md, docs/pages.md): one data table's rows. */
export default function DataTablePage() {
  const { t } = useTranslation('dataStation');
  const { dataStation } = useConsoleActors();
  const [params] = useSearchParams();
  const table = params.get('table')?.trim() ?? '';
  return (
    <CompanyScopedPage title={table ? t('table.title', { name: table }) : t('schema.title')} intro={<p>{t('table.intro')}</p>}>
      {(companyId) =>
        table ? (
          <DataRowsManager key={`${companyId}/${table}`} companyId={companyId} table={table} calls={dataStation} saveFile={downloadTextFile} />
        ) : (
          <p role="alert">
            {t('table.noTable')} <Link href={`/data-station-schema-manager?${new URLSearchParams({ companyId }).toString()}`}>{t('table.allTables')}</Link>
          </p>
        )
      }
    </CompanyScopedPage>
  );
}
