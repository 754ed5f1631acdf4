import { useTranslation } from 'react-i18next';

/** What shows while a page's code loads: the first one, and each one after a route change. */
export function PageLoading() {
  // No suspending here: this is what renders while everything else is still loading.
  const { t } = useTranslation('common', { useSuspense: false });
  return <div className="page-loading" role="progressbar" aria-label={t('loading')} />;
}
