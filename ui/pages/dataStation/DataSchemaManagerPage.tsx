import { useTranslation } from 'react-i18next';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { DataSchemaManager } from './DataSchemaManager';
import { DataStationPage } from './DataStationPage';

/** /data-station-schema-manager (docs/data-station.md, docs/pages.md): the chosen company's data tables and their columns. */
export default function DataSchemaManagerPage() {
  const { t } = useTranslation('dataStation');
  const { dataStation } = useConsoleActors();
  return (
    <DataStationPage title={t('schema.title')} intro={t('schema.intro')}>
      {(companyId) => <DataSchemaManager key={companyId} companyId={companyId} calls={dataStation} />}
    </DataStationPage>
  );
}
