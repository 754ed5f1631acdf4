import { formatNumber } from './format';

export type Bar = { id: string; label: string; value: number };
export type BarChartProps = { bars: readonly Bar[]; language: string };

/** Counts as horizontal bars, the longest the largest; drawn with plain elements, so it follows the page's direction. */
export function BarChart({ bars, language }: BarChartProps) {
  const largest = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <div className="chart-canvas bar-chart" aria-hidden="true">
      {bars.map((bar) => (
        <div key={bar.id} className="bar-row">
          <span className="bar-label">{bar.label}</span>
          <span className="bar-track">
            <span className="bar-fill" style={{ inlineSize: `${(bar.value / largest) * 100}%` }} />
          </span>
          <span className="bar-value">{formatNumber(bar.value, language)}</span>
        </div>
      ))}
    </div>
  );
}
