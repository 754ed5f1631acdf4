import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { layoutStatechart, type ChartLayout } from '../../machines/inspect/layout';
import { chartColors, statechartScene, type SceneShape } from '../../machines/inspect/scene';
import type { StatechartGraph } from '../../machines/inspect/statechartGraph';
import { CHART_FONT_FAMILY } from '../../machines/inspect/svg';
import { useResource } from '../designer/panels/useResource';
import { Button } from '../kit/Button';
import { fitView, keyAction, panBy, transformOf, zoomAt, ZOOM_STEP, type Viewport } from './viewport';
import './statechart.css';

export type StatechartViewProps = {
  graph: StatechartGraph;
  /** State node ids active now (activeNodeIds). */
  active: string[];
  /** The id of the edge the last step took; drawn animated. */
  lastTransition: string | null;
  title: string;
  onSelectNode?: (id: string) => void;
};

const loadLayout = (graph: StatechartGraph): Promise<ChartLayout> => layoutStatechart(graph);

function SceneShapeView({ shape, markerPrefix, onSelectNode }: { shape: SceneShape; markerPrefix: string; onSelectNode?: (id: string) => void }) {
  const { style } = shape;
  const common = {
    className: shape.className,
    fill: style.fill,
    stroke: style.stroke,
    strokeWidth: style.strokeWidth,
    strokeDasharray: style.strokeDasharray,
    'data-node': shape.nodeId,
    'data-edge': shape.edgeId,
  };
  const select = onSelectNode && shape.nodeId && shape.key.startsWith('node:') ? () => onSelectNode(shape.nodeId!) : undefined;
  switch (shape.kind) {
    case 'rect':
      return <rect {...common} x={shape.x} y={shape.y} width={shape.width} height={shape.height} rx={shape.rx} onClick={select} />;
    case 'circle':
      return <circle {...common} cx={shape.cx} cy={shape.cy} r={shape.r} onClick={select} />;
    case 'path':
      return <path {...common} d={shape.d} markerEnd={shape.arrow ? `url(#${markerPrefix}-${shape.arrow})` : undefined} />;
    case 'text':
      return (
        <text
          {...common}
          x={shape.x}
          y={shape.y}
          textAnchor={shape.anchor === 'middle' ? 'middle' : 'start'}
          fontSize={style.fontSize}
          fontWeight={style.fontWeight}
          direction="ltr"
        >
          {shape.text}
        </text>
      );
  }
}

function Arrow({ id, color }: { id: string; color: string }) {
  return (
    <marker id={id} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
      <path d="M 0 0 L 10 5 L 0 10 z" fill={color} />
    </marker>
  );
}

/**
 * A statechart drawn live: laid out by ELK (loaded on first use), active states highlighted,
 * the last transition animated; pan by dragging or arrow keys, zoom by buttons, wheel or +/-.
 */
export function StatechartView({ graph, active, lastTransition, title, onSelectNode }: StatechartViewProps) {
  const { t } = useTranslation('statechart');
  const layout = useResource(graph, loadLayout);
  const markerPrefix = `chart${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const frameRef = useRef<HTMLElement>(null);
  const [view, setView] = useState<Viewport>({ x: 0, y: 0, scale: 1 });
  const drag = useRef<{ x: number; y: number } | null>(null);

  const scene = useMemo(() => (layout.data ? statechartScene(graph, layout.data, { active, lastTransition }) : null), [graph, layout.data, active, lastTransition]);

  const frameSize = () => ({ width: frameRef.current?.clientWidth ?? 0, height: frameRef.current?.clientHeight ?? 0 });
  const centre = () => {
    const size = frameSize();
    return { x: size.width / 2, y: size.height / 2 };
  };
  const fit = useCallback(() => {
    if (scene) setView(fitView(scene, frameSize()));
  }, [scene]);
  // A new chart starts fitted to the frame; a new active state keeps the user's view.
  const fittedFor = useRef<unknown>(null);
  useEffect(() => {
    if (!scene || fittedFor.current === layout.data) return;
    fittedFor.current = layout.data;
    fit();
  }, [scene, layout.data, fit]);

  const zoom = (factor: number) => setView((current) => zoomAt(current, factor, centre()));
  const handleKeyDown = (event: KeyboardEvent) => {
    const action = keyAction(event.key);
    if (!action) return;
    event.preventDefault();
    if (action === 'fit') fit();
    else if ('pan' in action) setView((current) => panBy(current, ...action.pan));
    else zoom(action.zoom);
  };
  const handleWheel = (event: WheelEvent) => {
    const box = frameRef.current?.getBoundingClientRect();
    const at = box ? { x: event.clientX - box.left, y: event.clientY - box.top } : centre();
    setView((current) => zoomAt(current, event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP, at));
  };
  const handlePointerDown = (event: PointerEvent) => {
    drag.current = { x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const handlePointerMove = (event: PointerEvent) => {
    const start = drag.current;
    if (!start) return;
    drag.current = { x: event.clientX, y: event.clientY };
    setView((current) => panBy(current, event.clientX - start.x, event.clientY - start.y));
  };
  const handlePointerUp = () => {
    drag.current = null;
  };

  const activeLeaves = graph.nodes.filter((node) => active.includes(node.id) && node.parentId !== null).map((node) => node.id);
  const summary = activeLeaves.length ? t('summary', { title, states: activeLeaves.join(', ') }) : t('summaryNone', { title });

  return (
    <section className="statechart-view" aria-label={title}>
      <div className="statechart-controls" role="toolbar" aria-label={t('controls')}>
        <Button variant="secondary" aria-label={t('zoomIn')} onPress={() => zoom(ZOOM_STEP)} isDisabled={!scene}>
          +
        </Button>
        <Button variant="secondary" aria-label={t('zoomOut')} onPress={() => zoom(1 / ZOOM_STEP)} isDisabled={!scene}>
          −
        </Button>
        <Button variant="secondary" onPress={fit} isDisabled={!scene}>
          {t('fit')}
        </Button>
      </div>
      <section
        ref={frameRef}
        className="statechart-frame"
        tabIndex={0}
        aria-label={t('canvas')}
        onKeyDown={handleKeyDown}
        onWheel={handleWheel}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerUp}
        onPointerCancel={handlePointerUp}
      >
        {layout.status === 'loading' && <p className="statechart-status">{t('loading')}</p>}
        {layout.status === 'failed' && (
          <p className="statechart-status" role="alert">
            {t('failed', { message: layout.error?.message ?? '' })}
          </p>
        )}
        {scene && (
          <svg role="img" aria-label={summary} className="statechart-svg" width="100%" height="100%" fontFamily={CHART_FONT_FAMILY}>
            <defs>
              <Arrow id={`${markerPrefix}-normal`} color={chartColors.edge} />
              <Arrow id={`${markerPrefix}-active`} color={chartColors.edgeActive} />
            </defs>
            <g className="statechart-viewport" transform={transformOf(view)}>
              {scene.shapes.map((shape) => (
                <SceneShapeView key={shape.key} shape={shape} markerPrefix={markerPrefix} onSelectNode={onSelectNode} />
              ))}
            </g>
          </svg>
        )}
      </section>
    </section>
  );
}
