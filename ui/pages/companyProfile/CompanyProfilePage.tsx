import { useApolloClient } from '@apollo/client/react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { commonTexts } from '../../../machines/shared/text';
import type { CompanyDetails } from '../../../services/contracts/companies';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { LoadError } from '../../kit/LoadError';
import { useResource } from '../../kit/useResource';
import { useText } from '../../kit/useText';
import { IntegrationsPanel } from './IntegrationsPanel';
import { ADMIN_TABS, PRODUCT_TABS, readTab, withoutParam } from './companyProfileLogic';
import { AiConnectionsPanel } from './ai/AiConnectionsPanel';
import { ChannelsPanel } from './channels/ChannelsPanel';
import { MembersPanel } from './MembersPanel';
import { SecurityPanel } from './SecurityPanel';
import '../companies/companies.css';
import './companyProfile.css';

/**
 * /company-profile?id=&initial=&channel=: the company's areas as tabs; MEMBERS and SECURITY for its admins.
 * `channel` opens that channel's update form in the CHANNELS tab; closing the form takes it off the address.
 */
export default function CompanyProfilePage() {
  const { t } = useTranslation('companies');
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? '';
  const text = useText(['companies', 'common']);
  const client = useApolloClient();
  const { companies } = useConsoleActors();
  const profile = useResource<CompanyDetails, { id: string }>(id === '' ? null : { id }, (q, signal) => companies.fetchCompany(q.id, signal, client), {
    failureKey: commonTexts.other,
  });

  if (id === '')
    return (
      <p className="banner banner-error" role="alert">
        {t('profile.noCompany')}
      </p>
    );
  if (profile.status === 'loading')
    return (
      <p className="muted" role="status">
        {t('profile.loading')}
      </p>
    );
  if (profile.status === 'failed' || !profile.data) return <LoadError message={text(profile.error)} retryLabel={t('retry')} onRetry={profile.reload} />;
  const company = profile.data;
  const isAdmin = company.currentUserType === 'ADMIN';
  const tab = readTab(params.get('initial'), isAdmin);
  const tabs = isAdmin ? [...PRODUCT_TABS, ...ADMIN_TABS] : [...PRODUCT_TABS];
  const forgetLinkedChannel = () => setParams((prev) => withoutParam(prev, 'channel'), { replace: true });

  return (
    <div className="company-profile">
      <h1 className="page-title">{company.name}</h1>
      {isAdmin ? null : (
        <p className="banner banner-warning" role="note">
          {t('errors.notAdmin')}
        </p>
      )}
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) =>
          setParams(
            (prev) => {
              const next = new URLSearchParams(prev);
              next.set('initial', String(key));
              return next;
            },
            { replace: true },
          )
        }
      >
        <TabList aria-label={t('profile.tabsLabel')} className="tab-list">
          {tabs.map((key) => (
            <Tab key={key} id={key} className="tab">
              {t(`profile.tabs.${key}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="CHANNELS" className="panel tab-panel">
          <ChannelsPanel companyId={company.id} companyName={company.name} canEdit={isAdmin} linkedChannelId={params.get('channel')} onLinkClosed={forgetLinkedChannel} />
        </TabPanel>
        <TabPanel id="AI" className="panel tab-panel">
          <AiConnectionsPanel companyId={company.id} canEdit={isAdmin} />
        </TabPanel>
        <TabPanel id="INTEGRATIONS" className="panel tab-panel">
          <IntegrationsPanel companyId={company.id} canEdit={isAdmin} />
        </TabPanel>
        {PRODUCT_TABS.filter((key) => key === 'SUPPORT_AGENT').map((key) => (
          <TabPanel key={key} id={key} className="panel tab-panel">
            <h2>{t(`profile.tabs.${key}`)}</h2>
            <p className="muted">{t(`profile.empty.${key}`)}</p>
          </TabPanel>
        ))}
        {isAdmin ? (
          <>
            <TabPanel id="MEMBERS" className="panel tab-panel">
              <MembersPanel companyId={company.id} />
            </TabPanel>
            <TabPanel id="SECURITY" className="panel tab-panel">
              <SecurityPanel companyId={company.id} entries={company.ipAllowlist ?? []} />
            </TabPanel>
          </>
        ) : null}
      </Tabs>
    </div>
  );
}
