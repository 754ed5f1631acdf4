import { useTranslation } from 'react-i18next';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { CompanyScopedPage } from '../companies/CompanyScopedPage';
import { DataSchemaManager } from './DataSchemaManager';
import './dataStation.css';

/** /data-station-schema-manager (docs/data-station.md, docs/pages.md): the chosen company's data tables and their columns. */
export default function DataSchemaManagerPage() {
  const { t } = useTranslation('dataStation');
  const { dataStation } = useConsoleActors();
  return (
    <CompanyScopedPage title={t('schema.title')} intro={<p>{t('schema.intro')}</p>}>
      {(companyId) => <DataSchemaManager key={companyId} companyId={companyId} calls={dataStation} />}
    </CompanyScopedPage>
  );
}
