import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Formats an instant (ISO 8601) as a medium date and a short time in the page's language. */
export function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => format.format(new Date(iso));
  }, [i18n.language]);
}
