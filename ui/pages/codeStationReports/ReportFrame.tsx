import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../kit/LoadError';
import type { Resource } from '../../kit/useResource';
import { useText } from '../../kit/useText';
import './codeStationReports.css';

type ReportFrameProps<T> = {
  title: string;
  back?: { href: string; label: string };
  resource: Resource<T>;
  /** Shown instead of the report when the address lacks what the report needs. */
  missing?: ReactNode;
  children: (data: T) => ReactNode;
};

/** A code station report page: its title, a way back, and what was read (loading, failed with retry, or the report). */
export function ReportFrame<T>({ title, back, resource, missing, children }: ReportFrameProps<T>) {
  const { t } = useTranslation('codeStationReports');
  const text = useText(['codeStationReports', 'common']);
  return (
    <section className="code-report-page" aria-labelledby="code-report-title">
      <header className="code-report-header">
        {back ? <Link href={back.href}>{back.label}</Link> : null}
        <h1 id="code-report-title" className="page-title">
          {title}
        </h1>
      </header>
      {missing ? (
        missing
      ) : resource.status === 'failed' ? (
        <LoadError message={text(resource.error)} retryLabel={t('retry')} onRetry={resource.reload} />
      ) : resource.data !== null ? (
        children(resource.data)
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </section>
  );
}

/** Numbers, milliseconds and instants as the page's language writes them (instants in the browser's time zone). */
export function useReportFormat() {
  const { i18n } = useTranslation('codeStationReports');
  const language = i18n.language;
  const number = new Intl.NumberFormat(language);
  const ms = new Intl.NumberFormat(language, { style: 'unit', unit: 'millisecond', maximumFractionDigits: 0 });
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' });
  return {
    language,
    rtl: i18n.dir() === 'rtl',
    n: (value: number) => number.format(value),
    ms: (value: number) => ms.format(value),
    at: (iso: string) => when.format(new Date(iso)),
  };
}
