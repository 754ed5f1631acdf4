import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../kit/AuthLayout';
import './errorPage.css';

/** The header value that turns the page into the blocked-access notice (spec 2.3). */
export const ACCESS_BLOCKED = 'access_blocked';

/**
 * /error (spec 2.3): query message, header and button, with defaults; the button goes
 * to the home page. The network policy sends 403s here with header=access_blocked.
 */
export default function ErrorPage() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const header = params.get('header');
  const blocked = header === ACCESS_BLOCKED;
  const title = blocked ? t('error.accessBlockedHeader') : header || t('error.defaultHeader');
  const message = blocked ? t('error.accessBlockedText') : params.get('message') || t('error.defaultMessage');
  const button = params.get('button') || t('error.defaultButton');
  return (
    <AuthLayout title={title}>
      <p className="error-message" role={blocked ? 'alert' : undefined}>
        {message}
      </p>
      <Link href="/" className="btn btn-primary btn-block link-button">
        {button}
      </Link>
    </AuthLayout>
  );
}
