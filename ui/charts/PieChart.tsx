import { Pie } from '@nivo/pie';
import { formatNumber } from './format';
import { useContainerWidth } from './useContainerWidth';

export type PieSlice = { id: string; label: string; value: number };
export type PieChartProps = { slices: readonly PieSlice[]; language: string; height?: number };

/** Shares as a pie (nivo, drawn at the container's measured width). */
export default function PieChart({ slices, language, height = 280 }: PieChartProps) {
  const { ref, width } = useContainerWidth<HTMLDivElement>();
  return (
    <div ref={ref} className="chart-canvas" aria-hidden="true">
      {width > 0 ? (
        <Pie
          width={width}
          height={height}
          data={slices.map((s) => ({ id: s.id, label: s.label, value: s.value }))}
          margin={{ top: 24, right: 80, bottom: 24, left: 80 }}
          innerRadius={0.5}
          padAngle={1}
          colors={{ scheme: 'category10' }}
          valueFormat={(value) => formatNumber(value, language)}
          arcLinkLabel={(datum) => String(datum.label)}
          animate={false}
        />
      ) : null}
    </div>
  );
}
