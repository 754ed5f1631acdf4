import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, shownLanguage } from './languageNames';

// The select with its popover and list box (about 45 KiB gzip of react-aria) loads right after
// the first render rather than with the sign-in page's first bundle.
const LanguageSelect = lazy(() => import('./LanguageSelect'));

/** The current language as the switch shows it, until the switch itself has loaded. */
function LanguageShown() {
  const { t, i18n } = useTranslation('common');
  return (
    <span className="language-switch" role="group" aria-label={t('language')} aria-busy="true">
      <span className="language-button">
        {LANGUAGE_NAMES[shownLanguage(i18n.resolvedLanguage)]}
        <span aria-hidden="true">▾</span>
      </span>
    </span>
  );
}

/** Picks the interface language; Arabic turns the layout right-to-left. */
export function LanguageSwitch() {
  return (
    <Suspense fallback={<LanguageShown />}>
      <LanguageSelect />
    </Suspense>
  );
}
