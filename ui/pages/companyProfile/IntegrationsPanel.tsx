import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { Integration } from '../../../services/contracts/designerResources';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { LoadError } from '../../kit/LoadError';
import { useResource } from '../../kit/useResource';
import { useText } from '../../kit/useText';

/** An integration's settings a person can read (no credential is ever in them): `name: value` for each plain one. */
function details(integration: Integration): string {
  return Object.entries(integration.properties)
    .filter((entry): entry is [string, string | number | boolean] => ['string', 'number', 'boolean'].includes(typeof entry[1]))
    .map(([name, value]) => `${name}: ${String(value)}`)
    .join(', ');
}

/**
 * The company profile's INTEGRATIONS tab: the company's commerce, payment and contact-center
 * integrations, oldest first, with their readable settings (credentials stay on the server);
 * an admin can connect a Shopify store from here (/install/shopify).
 */
export function IntegrationsPanel({ companyId, canEdit }: { companyId: string; canEdit: boolean }) {
  const { t } = useTranslation('companies');
  const text = useText(['companies', 'common']);
  const { install } = useConsoleActors();
  const integrations = useResource({ companyId }, (query, signal) => install.companyIntegrations(query, { signal }));
  return (
    <>
      <h2>{t('profile.tabs.INTEGRATIONS')}</h2>
      {integrations.status === 'failed' ? (
        <LoadError message={text(integrations.error)} retryLabel={t('retry')} onRetry={integrations.reload} />
      ) : !integrations.data ? (
        <p role="status">{t('loading')}</p>
      ) : integrations.data.length === 0 ? (
        <p className="muted">{t('profile.integrations.empty')}</p>
      ) : (
        <table className="company-integrations">
          <caption className="visually-hidden">{t('profile.integrations.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('profile.integrations.name')}</th>
              <th scope="col">{t('profile.integrations.type')}</th>
              <th scope="col">{t('profile.integrations.details')}</th>
            </tr>
          </thead>
          <tbody>
            {integrations.data.map((integration) => (
              <tr key={integration._id}>
                <th scope="row">{integration.name}</th>
                <td>{integration.type}</td>
                <td dir="auto">{details(integration) || '-'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canEdit ? (
        <p>
          <Link href="/install/shopify">{t('profile.integrations.connectShopify')}</Link>
        </p>
      ) : null}
    </>
  );
}
