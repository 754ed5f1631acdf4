import { useTranslation } from 'react-i18next';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { CompanyScopedPage } from '../companies/CompanyScopedPage';
import { DataTokenManager } from './DataTokenManager';
import './dataStation.css';

/**
 * /data-station-token-manager (docs/data-station.md, docs/pages.md): the chosen company's API
 * tokens for the data station's HTTP API.
 */
export default function DataTokenManagerPage() {
  const { t } = useTranslation('dataStation');
  const { dataStation } = useConsoleActors();
  return (
    <CompanyScopedPage title={t('tokens.title')} intro={<p>{t('tokens.intro', { api: '/data-station/api/v1' })}</p>}>
      {(companyId) => <DataTokenManager key={companyId} companyId={companyId} calls={dataStation} />}
    </CompanyScopedPage>
  );
}
