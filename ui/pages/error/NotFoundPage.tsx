import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AuthLayout } from '../../kit/AuthLayout';
import './errorPage.css';

/** Any path the console does not know (spec 2.2). */
export default function NotFoundPage() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <AuthLayout title={t('notFound.header')}>
      <p className="error-message">{t('notFound.text', { path: pathname })}</p>
      <Link href="/" className="btn btn-primary btn-block link-button">
        {t('error.defaultButton')}
      </Link>
    </AuthLayout>
  );
}
