import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { IntegrationOverview } from '../../../services/contracts/integrationProfile';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { LoadError } from '../../kit/LoadError';
import { useResource } from '../../kit/useResource';
import { useText } from '../../kit/useText';
import { CompanyScopedPage } from '../companies/CompanyScopedPage';
import { IntegrationTable } from './IntegrationTable';
import './integrationProfile.css';

/**
 * /integration-profile (a subpage of Companies, docs/pages.md): the chosen company's
 * integrations, each with its status, creation date and last activity and a link to its form
 * in the company profile.
 */
export default function IntegrationProfilePage() {
  const { t } = useTranslation('integrationProfile');
  return (
    <CompanyScopedPage title={t('title')} intro={<p>{t('intro')}</p>}>
      {(companyId) => <IntegrationOverviewSection key={companyId} companyId={companyId} />}
    </CompanyScopedPage>
  );
}

function IntegrationOverviewSection({ companyId }: { companyId: string }) {
  const { t } = useTranslation('integrationProfile');
  const text = useText(['integrationProfile', 'common']);
  const { integrationProfile } = useConsoleActors();
  const overview = useResource<IntegrationOverview, { companyId: string }>({ companyId }, (query, signal) => integrationProfile.integrationOverview(query, { signal }));
  if (overview.status === 'failed') return <LoadError message={text(overview.error)} retryLabel={t('retry')} onRetry={overview.reload} />;
  if (!overview.data) return <p role="status">{t('loading')}</p>;
  return (
    <>
      <IntegrationTable companyId={companyId} integrations={overview.data.integrations} />
      <p>
        <Link href={`/company-profile?id=${encodeURIComponent(companyId)}&initial=CHANNELS`}>{t('addChannel')}</Link>
      </p>
    </>
  );
}
