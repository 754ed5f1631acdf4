import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import './shell.css';

/** The translation key of a signed-in page's name: its path, with /install/<name> as install. */
export function pageKey(pathname: string): string {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  return path.startsWith('install/') ? 'install' : path;
}

/** A signed-in page whose screen is not built yet: says so plainly, inside the shell. */
export default function ComingSoonPage() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const key = pageKey(pathname);
  const name = t(`pages.${key}`, { defaultValue: key });
  return (
    <section className="panel coming-soon" aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title" className="page-title">
        {name}
      </h1>
      <p>{t('comingSoon.text')}</p>
      <Link href="/" className="btn btn-secondary link-button-inline">
        {t('comingSoon.back')}
      </Link>
    </section>
  );
}
