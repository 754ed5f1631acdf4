import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../kit/Button';
import { useConsoleConfig } from '../app/ConsoleConfigContext';
import { NavIcon } from './NavIcon';
import { activeSection, NAV_SECTIONS } from './navSections';

// The modal (about 35 KiB gzip of react-aria's overlays) loads when Logout is pressed, not with the shell.
const ConfirmDialog = lazy(() => import('../kit/ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })));

/**
 * The side navigation of the signed-in shell (spec 2.17). The active section carries
 * aria-current="page"; Logout asks first, then goes to /logout.
 */
export function SideNav({ help: givenHelp }: { help?: string }) {
  const config = useConsoleConfig();
  // The external documentation link; Help is shown only when the deployment sets one.
  const help = givenHelp ?? config.helpUrl;
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [askingLogout, setAskingLogout] = useState(false);
  const active = activeSection(pathname);
  return (
    <nav className="side-nav" aria-label={t('nav.label')}>
      <Link href="/" className="side-nav-brand" aria-label={t('nav.home')}>
        <span aria-hidden="true">◆</span>
      </Link>
      <ul className="side-nav-list">
        {NAV_SECTIONS.map((section) => (
          <li key={section.id}>
            <Link href={section.href} className="side-nav-item" aria-current={active === section.id ? 'page' : undefined}>
              <NavIcon name={section.id} />
              <span className="side-nav-label">{t(`nav.${section.id}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <ul className="side-nav-list side-nav-bottom" aria-label={t('nav.bottom')}>
        {help ? (
          <li>
            {/* A plain anchor: the router must not rewrite an address on another site. */}
            <a href={help} target="_blank" rel="noopener noreferrer" className="side-nav-item" title={t('nav.help')}>
              <NavIcon name="help" />
              <span className="side-nav-label">{t('nav.help')}</span>
              <span className="visually-hidden"> {t('nav.opensInNewTab')}</span>
            </a>
          </li>
        ) : null}
        <li>
          <Link href="/profile" className="side-nav-item" aria-current={pathname === '/profile' ? 'page' : undefined}>
            <NavIcon name="profile" />
            <span className="side-nav-label">{t('nav.profile')}</span>
          </Link>
        </li>
        <li>
          <Button variant="link" className="side-nav-item side-nav-logout" onPress={() => setAskingLogout(true)}>
            <NavIcon name="logout" />
            <span className="side-nav-label">{t('nav.logout')}</span>
          </Button>
        </li>
      </ul>
      {askingLogout ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            isOpen={askingLogout}
            title={t('logout.title')}
            text={t('logout.question')}
            confirmLabel={t('logout.confirm')}
            cancelLabel={t('logout.cancel')}
            onConfirm={() => {
              setAskingLogout(false);
              void navigate('/logout');
            }}
            onCancel={() => setAskingLogout(false)}
          />
        </Suspense>
      ) : null}
    </nav>
  );
}
