import { Line } from '@nivo/line';
import { formatDay, formatNumber } from './format';
import { useContainerWidth } from './useContainerWidth';

export type LineSeries = { id: string; label: string; points: Array<{ day: string; value: number }> };
export type LineChartProps = { series: readonly LineSeries[]; language: string; rtl: boolean; height?: number };

/** Daily figures as lines (nivo, drawn at the container's measured width); days on the x axis. */
export default function LineChart({ series, language, rtl, height = 280 }: LineChartProps) {
  const { ref, width } = useContainerWidth<HTMLDivElement>();
  const data = series.map((s) => ({ id: s.label, data: s.points.map((p) => ({ x: p.day, y: p.value })) }));
  return (
    <div ref={ref} className="chart-canvas" aria-hidden="true" dir="ltr">
      {width > 0 ? (
        <Line
          width={width}
          height={height}
          data={data}
          margin={{ top: 16, right: rtl ? 48 : 120, bottom: 48, left: rtl ? 120 : 48 }}
          xScale={{ type: 'point' }}
          yScale={{ type: 'linear', min: 0, max: 'auto' }}
          axisBottom={{ tickRotation: -30, format: (value) => formatDay(String(value), language) }}
          axisLeft={rtl ? null : { format: (value) => formatNumber(Number(value), language) }}
          axisRight={rtl ? { format: (value) => formatNumber(Number(value), language) } : null}
          colors={{ scheme: 'category10' }}
          pointSize={6}
          useMesh
          animate={false}
          legends={[
            {
              anchor: rtl ? 'bottom-left' : 'bottom-right',
              direction: 'column',
              translateX: rtl ? -110 : 110,
              itemWidth: 100,
              itemHeight: 20,
            },
          ]}
        />
      ) : null}
    </div>
  );
}
