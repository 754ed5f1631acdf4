import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NO_ADMIN_MESSAGE } from '../../../machines/analysis/reportFilter.rules';
import { AuthLayout } from '../../kit/AuthLayout';
import './errorPage.css';

/** The header value that turns the page into the blocked-access notice (spec 2.3). */
export const ACCESS_BLOCKED = 'access_blocked';

/** The messages the console itself sends here (in the spec's words), shown in the reader's language. */
const OWN_MESSAGES: Record<string, string> = { [NO_ADMIN_MESSAGE]: 'error.noAdminAccess' };

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
  const asked = params.get('message');
  const own = asked ? OWN_MESSAGES[asked] : undefined;
  const message = blocked ? t('error.accessBlockedText') : own ? t(own) : asked || t('error.defaultMessage');
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
