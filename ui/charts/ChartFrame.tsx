import { Suspense, useId, useState, type ReactNode } from 'react';
import { ToggleButton } from 'react-aria-components';

export type ChartFrameProps = {
  title: string;
  showTableLabel: string;
  /** The chart (drawn for sighted users; hidden from assistive technology). */
  chart: ReactNode;
  /** The same figures as a table with a caption (the accessible alternative). */
  table: ReactNode;
};

/** A titled chart with a visible "Show as table" switch to its table alternative. */
export function ChartFrame({ title, showTableLabel, chart, table }: ChartFrameProps) {
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  return (
    <section className="chart-frame" aria-labelledby={titleId}>
      <header className="chart-frame-head">
        <h3 id={titleId}>{title}</h3>
        <ToggleButton className="btn btn-secondary chart-toggle" isSelected={asTable} onChange={setAsTable}>
          {showTableLabel}
        </ToggleButton>
      </header>
      {asTable ? table : <Suspense fallback={<div className="chart-canvas chart-loading" />}>{chart}</Suspense>}
    </section>
  );
}
