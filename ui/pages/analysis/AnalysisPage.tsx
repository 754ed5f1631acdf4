import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import './analysis.css';

/** Spec 2.16: the analysis tiles by key; only the reports the console has today are offered. */
export const ANALYSIS_TILES = [
  { key: 'assistant-analysis', href: '/assistant-analysis' },
  { key: 'ai-reporting', href: '/ai-reporting' },
  { key: 'conversations', href: '/conversations' },
  { key: 'code-station-reports', href: '/analysis/code-station-reports' },
  { key: 'conversation-assistant-report', href: '/conversation-assistant-report' },
  { key: 'payment-reports', href: '/analysis/payment-reports' },
] as const;

/** /analysis: a tile for each report, each leading to its page (the link is named by its tile's title too). */
export default function AnalysisPage() {
  const { t } = useTranslation('analysis');
  return (
    <section className="analysis-tiles-page" aria-labelledby="analysis-title">
      <h1 id="analysis-title" className="page-title">
        {t('tiles.title')}
      </h1>
      <ul className="analysis-tiles">
        {ANALYSIS_TILES.map((tile) => (
          <li key={tile.key} className="analysis-tile panel">
            <h2 id={`analysis-tile-${tile.key}`}>{t(`tiles.${tile.key}.title`)}</h2>
            <p>{t(`tiles.${tile.key}.text`)}</p>
            <Link
              href={tile.href}
              className="btn btn-primary link-button-inline"
              id={`analysis-open-${tile.key}`}
              aria-labelledby={`analysis-open-${tile.key} analysis-tile-${tile.key}`}
            >
              {t('tiles.open')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
