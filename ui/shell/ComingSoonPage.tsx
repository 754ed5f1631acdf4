import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import './shell.css';

/** The translation key of a signed-in page's name: its path, with /install/<name> as install. */
export function pageKey(pathname: string): string {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  return path.startsWith('install/') ? 'install' : path;
}

/**
 * Pages that are not built yet but whose content is already known: what they will show
 * (comingSoon.about.<page>) and the built screen that shows part of it today.
 */
const PLANNED: Partial<Record<string, { href: string; open: string }>> = {};

/** A signed-in page whose screen is not built yet: says so plainly, inside the shell. */
export default function ComingSoonPage() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const key = pageKey(pathname);
  const name = t(`pages.${key}`, { defaultValue: key });
  const planned = PLANNED[key];
  return (
    <section className="panel coming-soon" aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title" className="page-title">
        {name}
      </h1>
      <p>{t('comingSoon.text')}</p>
      {planned ? <p>{t(`comingSoon.about.${key}`)}</p> : null}
      <div className="coming-soon-links">
        {planned ? (
          <Link href={planned.href} className="btn btn-primary link-button-inline">
            {t(`comingSoon.open.${planned.open}`)}
          </Link>
        ) : null}
        <Link href="/" className="btn btn-secondary link-button-inline">
          {t('comingSoon.back')}
        </Link>
      </div>
    </section>
  );
}
