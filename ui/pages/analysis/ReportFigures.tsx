import { useTranslation } from 'react-i18next';
import type { AiReport } from '../../../services/contracts/analysis';
import { BarChart } from '../../charts/BarChart';
import { ChartFrame } from '../../charts/ChartFrame';
import { FigureTable } from '../../charts/FigureTable';
import { formatDay, formatNumber, formatShare } from '../../charts/format';
import { LazyLineChart, LazyPieChart } from '../../charts/lazyCharts';

export type ReportFiguresProps = { report: AiReport };

const TOTALS = ['conversations', 'endedConversations', 'liveConversations', 'clientMessages', 'botMessages', 'predictions', 'recognised', 'fallbacks', 'errors'] as const;
const DAILY = ['conversations', 'messages', 'predictions', 'recognised', 'fallbacks'] as const;

/** Spec 2.16: the figures of a generated report; every chart has its table alternative with the same numbers. */
export function ReportFigures({ report }: ReportFiguresProps) {
  const { t, i18n } = useTranslation('analysis');
  const language = i18n.language;
  const rtl = i18n.dir() === 'rtl';
  const n = (value: number) => formatNumber(value, language);
  const share = (value: number | null) => (value === null ? t('figures.none') : formatShare(value, language));
  const frame = { showTableLabel: t('figures.showTable') };
  const { totals } = report;
  const outcomes = [
    { id: 'recognised', label: t('figures.recognised'), value: totals.recognised },
    { id: 'fallbacks', label: t('figures.fallbacks'), value: totals.fallbacks },
    { id: 'errors', label: t('figures.errors'), value: totals.errors },
  ];
  const buckets = report.confidence.map((b) => ({ id: String(b.from), label: `${share(b.from)} – ${share(b.to)}`, value: b.count }));
  const predictionsTotal = outcomes.reduce((sum, o) => sum + o.value, 0);
  const conversationsTotal = report.channels.reduce((sum, c) => sum + c.conversations, 0);
  return (
    <div className="report-figures">
      <section className="report-totals" aria-labelledby="report-totals-title">
        <h2 id="report-totals-title">{t('figures.totals')}</h2>
        <dl className="stat-cards">
          {TOTALS.map((key) => (
            <div key={key} className="stat-card">
              <dt>{t(`figures.${key}`)}</dt>
              <dd>{n(totals[key])}</dd>
            </div>
          ))}
          <div className="stat-card">
            <dt>{t('figures.averageConfidence')}</dt>
            <dd>{share(totals.averageConfidence)}</dd>
          </div>
        </dl>
      </section>
      <ChartFrame
        {...frame}
        title={t('figures.daily')}
        chart={
          <LazyLineChart
            language={language}
            rtl={rtl}
            series={DAILY.map((key) => ({ id: key, label: t(`figures.${key}`), points: report.daily.map((d) => ({ day: d.date, value: d[key] })) }))}
          />
        }
        table={
          <FigureTable
            caption={t('figures.daily')}
            headers={[t('figures.date'), ...DAILY.map((key) => t(`figures.${key}`))]}
            rows={report.daily.map((d) => ({ id: d.date, cells: [formatDay(d.date, language), ...DAILY.map((key) => n(d[key]))] }))}
          />
        }
      />
      <ChartFrame
        {...frame}
        title={t('figures.outcomes')}
        chart={<LazyPieChart language={language} slices={outcomes} />}
        table={
          <FigureTable
            caption={t('figures.outcomes')}
            headers={[t('figures.outcome'), t('figures.count'), t('figures.share')]}
            rows={outcomes.map((o) => ({ id: o.id, cells: [o.label, n(o.value), share(predictionsTotal > 0 ? o.value / predictionsTotal : null)] }))}
          />
        }
      />
      <ChartFrame
        {...frame}
        title={t('figures.intents')}
        chart={<BarChart language={language} bars={report.intents.map((i) => ({ id: i.intent, label: i.intent, value: i.hits }))} />}
        table={
          <FigureTable
            caption={t('figures.intents')}
            headers={[t('figures.intent'), t('figures.hits'), t('figures.averageConfidence')]}
            rows={report.intents.map((i) => ({ id: i.intent, cells: [i.intent, n(i.hits), share(i.averageConfidence)] }))}
          />
        }
      />
      <ChartFrame
        {...frame}
        title={t('figures.confidence')}
        chart={<BarChart language={language} bars={buckets} />}
        table={
          <FigureTable
            caption={t('figures.confidence')}
            headers={[t('figures.range'), t('figures.count')]}
            rows={buckets.map((b) => ({ id: b.id, cells: [b.label, n(b.value)] }))}
          />
        }
      />
      <ChartFrame
        {...frame}
        title={t('figures.channels')}
        chart={<LazyPieChart language={language} slices={report.channels.map((c) => ({ id: c.channelId, label: c.channelName, value: c.conversations }))} />}
        table={
          <FigureTable
            caption={t('figures.channels')}
            headers={[t('figures.channel'), t('figures.channelType'), t('figures.conversations'), t('figures.share')]}
            rows={report.channels.map((c) => ({
              id: c.channelId,
              cells: [c.channelName, c.channelType, n(c.conversations), share(conversationsTotal > 0 ? c.conversations / conversationsTotal : null)],
            }))}
          />
        }
      />
    </div>
  );
}
