import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../kit/useDateTime';
import type { IntegrationSummary } from '../../../services/contracts/integrationProfile';
import { kindLabelKey } from '../companyProfile/channels/channelsLogic';

/** Where a channel's form opens: the company profile's CHANNELS tab with the channel named. */
export function channelFormPath(companyId: string, channelId: string): string {
  return `/company-profile?id=${encodeURIComponent(companyId)}&initial=CHANNELS&channel=${encodeURIComponent(channelId)}`;
}

/** The company's channels: name, kind, status, assistant, creation date, last activity and a link to the form of each live one. */
export function IntegrationTable({ companyId, integrations }: { companyId: string; integrations: readonly IntegrationSummary[] }) {
  const { t } = useTranslation(['integrationProfile', 'channels']);
  const dateTime = useDateTime();
  const at = (iso: string | null) => (iso ? dateTime(iso) : t('never'));
  if (integrations.length === 0) return <p className="integration-empty">{t('empty')}</p>;
  return (
    <table className="integration-table">
      <caption className="visually-hidden">{t('caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('name')}</th>
          <th scope="col">{t('kind')}</th>
          <th scope="col">{t('status')}</th>
          <th scope="col">{t('assistant')}</th>
          <th scope="col">{t('created')}</th>
          <th scope="col">{t('lastActivity')}</th>
          <th scope="col">{t('form')}</th>
        </tr>
      </thead>
      <tbody>
        {integrations.map((integration) => (
          <tr key={integration.id}>
            <th scope="row">{integration.name}</th>
            <td>{t(kindLabelKey(integration.kind ?? ''), { ns: 'channels' })}</td>
            <td>{integration.status === 'ACTIVE' ? t('statuses.ACTIVE') : integration.status === 'DELETED' ? t('statuses.DELETED') : integration.status}</td>
            <td>{integration.botName ?? '-'}</td>
            <td>{at(integration.createdAt)}</td>
            <td>{at(integration.lastActivityAt)}</td>
            <td>
              {integration.status === 'DELETED' ? (
                '-'
              ) : (
                <Link href={channelFormPath(companyId, integration.id)} aria-label={t('openForm', { name: integration.name })}>
                  {t('open')}
                </Link>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
