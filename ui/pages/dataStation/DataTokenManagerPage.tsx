import { useTranslation } from 'react-i18next';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { DataStationPage } from './DataStationPage';
import { DataTokenManager } from './DataTokenManager';

/**
 * /data-station-token-manager (docs/data-station.md, docs/pages.md): the chosen company's API
 * tokens for the data station's HTTP API.
 */
export default function DataTokenManagerPage() {
  const { t } = useTranslation('dataStation');
  const { dataStation } = useConsoleActors();
  return (
    <DataStationPage title={t('tokens.title')} intro={t('tokens.intro', { api: '/data-station/api/v1' })}>
      {(companyId) => <DataTokenManager key={companyId} companyId={companyId} calls={dataStation} />}
    </DataStationPage>
  );
}
