import { useTranslation } from 'react-i18next';
import type { AssistantAnalysis } from '../../../services/contracts/assistantAnalysis';
import { BarChart } from '../../charts/BarChart';
import { ChartFrame } from '../../charts/ChartFrame';
import { FigureTable } from '../../charts/FigureTable';
import { formatDay, formatNumber, formatShare } from '../../charts/format';
import { LazyLineChart, LazyPieChart } from '../../charts/lazyCharts';

export type AssistantFiguresProps = { analysis: AssistantAnalysis };

/** /assistant-analyze's figures: totals, conversations over time, ended vs live, messages per conversation, votes and the path through the flow; every chart with its table. */
export function AssistantFigures({ analysis }: AssistantFiguresProps) {
  const { t, i18n } = useTranslation('analysis');
  const k = (key: string, options?: Record<string, unknown>) => t(`assistants.analyze.${key}`, options ?? {});
  const language = i18n.language;
  const rtl = i18n.dir() === 'rtl';
  const n = (value: number) => formatNumber(value, language);
  const decimal = (value: number | null) => (value === null ? k('none') : new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value));
  const share = (value: number | null) => (value === null ? k('none') : formatShare(value, language));
  const frame = { showTableLabel: t('figures.showTable') };
  const { totals, votes } = analysis;
  const states = [
    { id: 'ended', label: k('ended'), value: totals.endedConversations },
    { id: 'live', label: k('live'), value: totals.liveConversations },
  ];
  const sizes = analysis.messageDistribution.map((b) => ({
    id: String(b.from),
    label: b.to === null ? k('andMore', { from: n(b.from) }) : b.from === b.to ? n(b.from) : `${n(b.from)}–${n(b.to)}`,
    value: b.conversations,
  }));
  const voteBars = votes.distribution.map((v) => ({ id: String(v.vote), label: n(v.vote), value: v.count }));
  const stats: Array<[string, string]> = [
    ['conversations', n(totals.conversations)],
    ['ended', n(totals.endedConversations)],
    ['live', n(totals.liveConversations)],
    ['messages', n(totals.messages)],
    ['averageMessages', decimal(totals.averageMessages)],
    ['predictions', n(totals.predictions)],
    ['fallbacks', n(totals.fallbacks)],
    ['fallbackRate', share(totals.fallbackRate)],
    ['votes', n(votes.count)],
    ['averageVote', decimal(votes.average)],
  ];
  return (
    <div className="report-figures">
      <section className="report-totals" aria-labelledby="assistant-totals-title">
        <h2 id="assistant-totals-title">{k('totals')}</h2>
        <dl className="stat-cards">
          {stats.map(([key, value]) => (
            <div key={key} className="stat-card">
              <dt>{k(key)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <ChartFrame
        {...frame}
        title={k('overTime')}
        chart={
          <LazyLineChart
            language={language}
            rtl={rtl}
            series={[{ id: 'conversations', label: k('conversations'), points: analysis.daily.map((d) => ({ day: d.date, value: d.conversations })) }]}
          />
        }
        table={
          <FigureTable
            caption={k('overTime')}
            headers={[k('date'), k('conversations')]}
            rows={analysis.daily.map((d) => ({ id: d.date, cells: [formatDay(d.date, language), n(d.conversations)] }))}
          />
        }
      />
      <ChartFrame
        {...frame}
        title={k('endedLive')}
        chart={<LazyPieChart language={language} slices={states} />}
        table={
          <FigureTable
            caption={k('endedLive')}
            headers={[k('state'), k('conversations'), k('share')]}
            rows={states.map((s) => ({ id: s.id, cells: [s.label, n(s.value), share(totals.conversations > 0 ? s.value / totals.conversations : null)] }))}
          />
        }
      />
      <ChartFrame
        {...frame}
        title={k('distribution')}
        chart={<BarChart language={language} bars={sizes} />}
        table={<FigureTable caption={k('distribution')} headers={[k('messageCount'), k('conversations')]} rows={sizes.map((s) => ({ id: s.id, cells: [s.label, n(s.value)] }))} />}
      />
      <ChartFrame
        {...frame}
        title={k('voteDistribution')}
        chart={<BarChart language={language} bars={voteBars} />}
        table={<FigureTable caption={k('voteDistribution')} headers={[k('vote'), k('conversations')]} rows={voteBars.map((v) => ({ id: v.id, cells: [v.label, n(v.value)] }))} />}
      />
      <ChartFrame
        {...frame}
        title={k('path')}
        chart={<BarChart language={language} bars={analysis.modules.map((m) => ({ id: m.moduleId, label: m.name, value: m.reached }))} />}
        table={
          <FigureTable
            caption={k('path')}
            headers={[k('module'), k('type'), k('reached'), k('endedHere'), k('droppedOff')]}
            rows={analysis.modules.map((m) => ({ id: m.moduleId, cells: [m.name, m.type ?? k('none'), n(m.reached), n(m.ended), n(m.droppedOff)] }))}
          />
        }
      />
    </div>
  );
}
