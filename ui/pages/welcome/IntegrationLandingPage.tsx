import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { AuthLayout } from '../../kit/AuthLayout';
import { Button } from '../../kit/Button';
import '../../kit/accountPages.css';

/** The integrations whose "I am a member" leads on to connecting them (spec 2.11). */
const INSTALLABLE = new Set(['ideasoft']);

/** What the e-commerce integration does for the merchant, in the order the landing lists it. */
const FEATURES = ['members', 'orders', 'payments', 'tracking', 'shipping'] as const;

/**
 * /welcome/install/:integrationName (spec 2.11): the public landing of an e-commerce
 * integration. "Become a member" opens sign-up in a new tab; "I am a member" goes on to
 * /install/<name> with the query string the shop sent, for the integrations that can be installed.
 */
export default function IntegrationLandingPage() {
  const { t } = useTranslation('register');
  const { integrationName = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const name = integrationName.toLowerCase();
  const member = () => {
    if (INSTALLABLE.has(name)) void navigate(`/install/${name}${search}`);
    else console.info(`No installation for the integration "${integrationName}".`);
  };
  return (
    <AuthLayout title={t('integrationLanding.title')}>
      <p>{t('integrationLanding.text')}</p>
      <ul className="integration-landing-features">
        {FEATURES.map((feature) => (
          <li key={feature}>{t(`integrationLanding.features.${feature}`)}</li>
        ))}
      </ul>
      <div className="account-actions">
        <Button className="btn-block" onPress={() => void window.open(`/register${search}`, '_blank', 'noopener,noreferrer')}>
          {t('integrationLanding.becomeMember')}
        </Button>
        <Button className="btn-block" variant="secondary" onPress={member}>
          {t('integrationLanding.iAmMember')}
        </Button>
      </div>
    </AuthLayout>
  );
}
