import type { ChartLayout } from './layout';
import { chartMetrics, nodeTextLines } from './metrics';
import type { ChartNode, StatechartGraph } from './statechartGraph';

/**
 * What a statechart picture is made of, as plain shapes. The standalone SVG (docs) and the
 * React view (inspector) both draw this one list, so they show the same picture.
 */

export type ShapeStyle = {
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
  strokeDasharray?: string;
  fontSize?: number;
  fontWeight?: 'normal' | 'bold';
};

type Common = { key: string; className: string; style: ShapeStyle; nodeId?: string; edgeId?: string };

export type SceneShape =
  | (Common & { kind: 'rect'; x: number; y: number; width: number; height: number; rx: number })
  | (Common & { kind: 'circle'; cx: number; cy: number; r: number })
  | (Common & { kind: 'path'; d: string; arrow: 'normal' | 'active' | null })
  | (Common & { kind: 'text'; x: number; y: number; text: string; anchor: 'start' | 'middle' });

export type Scene = { width: number; height: number; shapes: SceneShape[] };

export const chartColors = {
  text: '#1f2937',
  muted: '#4b5563',
  stroke: '#64748b',
  stateFill: '#ffffff',
  containerFill: '#f8fafc',
  regionFill: '#f1f5f9',
  activeFill: '#dbeafe',
  activeContainerFill: '#eff6ff',
  activeStroke: '#1d4ed8',
  edge: '#64748b',
  edgeActive: '#1d4ed8',
  labelFill: '#ffffff',
} as const;

const MARGIN = 16;
const TITLE_HEIGHT = 28;

export type SceneOptions = { active?: readonly string[]; title?: string; lastTransition?: string | null };

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

function stateShapes(node: ChartNode, box: { x: number; y: number; width: number; height: number }, active: boolean, inRegion: boolean): SceneShape[] {
  const { title, details } = nodeTextLines(node);
  const container = node.kind === 'compound' || node.kind === 'parallel';
  const base = { nodeId: node.id };
  const state = active ? 'active' : 'inactive';
  const fill =
    active && container
      ? chartColors.activeContainerFill
      : active
        ? chartColors.activeFill
        : inRegion
          ? chartColors.regionFill
          : container
            ? chartColors.containerFill
            : chartColors.stateFill;
  const stroke = active ? chartColors.activeStroke : chartColors.stroke;
  const strokeWidth = active ? 2.5 : 1.2;
  const shapes: SceneShape[] = [];
  if (node.kind === 'history') {
    const r = Math.min(box.width, box.height) / 2;
    shapes.push({
      ...base,
      key: `node:${node.id}`,
      kind: 'circle',
      cx: round(box.x + box.width / 2),
      cy: round(box.y + box.height / 2),
      r: round(r),
      className: `chart-state chart-history chart-${state}`,
      style: { fill, stroke, strokeWidth },
    });
    shapes.push({
      ...base,
      key: `title:${node.id}`,
      kind: 'text',
      x: round(box.x + box.width / 2),
      y: round(box.y + box.height / 2 + 4),
      text: node.history === 'deep' ? 'H*' : 'H',
      anchor: 'middle',
      className: 'chart-title',
      style: { fill: chartColors.text, fontSize: chartMetrics.fontSize, fontWeight: 'bold' },
    });
    return shapes;
  }
  shapes.push({
    ...base,
    key: `node:${node.id}`,
    kind: 'rect',
    x: round(box.x),
    y: round(box.y),
    width: round(box.width),
    height: round(box.height),
    rx: chartMetrics.cornerRadius,
    className: `chart-state chart-${node.kind} chart-${state}`,
    style: { fill, stroke, strokeWidth, ...(inRegion ? { strokeDasharray: '6 4' } : {}) },
  });
  if (node.kind === 'final') {
    // Final states have a double border.
    shapes.push({
      ...base,
      key: `final:${node.id}`,
      kind: 'rect',
      x: round(box.x + 4),
      y: round(box.y + 4),
      width: round(box.width - 8),
      height: round(box.height - 8),
      rx: chartMetrics.cornerRadius - 3,
      className: 'chart-final-inner',
      style: { fill: 'none', stroke, strokeWidth: 1.2 },
    });
  }
  const textX = container ? box.x + chartMetrics.nodePaddingX : box.x + box.width / 2;
  const anchor = container ? 'start' : 'middle';
  const firstLine = box.y + chartMetrics.nodePaddingY + chartMetrics.fontSize;
  shapes.push({
    ...base,
    key: `title:${node.id}`,
    kind: 'text',
    x: round(textX),
    y: round(firstLine),
    text: title,
    anchor,
    className: 'chart-title',
    style: { fill: chartColors.text, fontSize: chartMetrics.fontSize, fontWeight: 'bold' },
  });
  details.forEach((line, index) => {
    shapes.push({
      ...base,
      key: `detail:${node.id}:${index}`,
      kind: 'text',
      x: round(textX),
      y: round(firstLine + chartMetrics.lineHeight * (index + 1)),
      text: line,
      anchor,
      className: 'chart-detail',
      style: { fill: chartColors.muted, fontSize: chartMetrics.smallFontSize },
    });
  });
  return shapes;
}

function initialMarker(node: ChartNode, box: { x: number; y: number; height: number }): SceneShape[] {
  const cy = round(box.y + Math.min(box.height / 2, 16));
  return [
    { nodeId: node.id, key: `initial:${node.id}`, kind: 'circle', cx: round(box.x - 11), cy, r: 4, className: 'chart-initial', style: { fill: chartColors.text } },
    {
      nodeId: node.id,
      key: `initialArrow:${node.id}`,
      kind: 'path',
      d: `M ${round(box.x - 7)} ${cy} L ${round(box.x)} ${cy}`,
      arrow: null,
      className: 'chart-initial',
      style: { stroke: chartColors.text, strokeWidth: 1.5 },
    },
  ];
}

/** The shapes of a laid-out statechart, in drawing order: states outside in, then transitions, then their labels. */
export function statechartScene(graph: StatechartGraph, layout: ChartLayout, options: SceneOptions = {}): Scene {
  const active = new Set(options.active ?? []);
  const kinds = new Map(graph.nodes.map((node) => [node.id, node.kind]));
  const top = options.title ? TITLE_HEIGHT : 0;
  const shapes: SceneShape[] = [];
  if (options.title) {
    shapes.push({
      key: 'chart-title',
      kind: 'text',
      x: MARGIN,
      y: MARGIN + 14,
      text: options.title,
      anchor: 'start',
      className: 'chart-heading',
      style: { fill: chartColors.text, fontSize: 16, fontWeight: 'bold' },
    });
  }
  const shift = (box: { x: number; y: number; width: number; height: number }) => ({ ...box, x: box.x + MARGIN, y: box.y + MARGIN + top });
  for (const node of graph.nodes) {
    const box = layout.nodes[node.id];
    if (!box) continue;
    const inRegion = node.parentId !== null && kinds.get(node.parentId) === 'parallel';
    shapes.push(...stateShapes(node, shift(box), active.has(node.id), inRegion));
    if (node.initial && node.parentId !== null && node.kind !== 'history') shapes.push(...initialMarker(node, shift(box)));
  }
  const labels: SceneShape[] = [];
  for (const edge of graph.edges) {
    const route = layout.edges[edge.id];
    if (!route || route.points.length < 2) continue;
    const taken = options.lastTransition === edge.id;
    const lit = taken || (active.has(edge.source) && edge.source !== edge.target && active.has(edge.target));
    const d = route.points.map((p, index) => `${index ? 'L' : 'M'} ${round(p.x + MARGIN)} ${round(p.y + MARGIN + top)}`).join(' ');
    shapes.push({
      edgeId: edge.id,
      key: `edge:${edge.id}`,
      kind: 'path',
      d,
      arrow: taken ? 'active' : 'normal',
      className: `chart-edge${taken ? ' chart-edge-taken' : ''}${edge.internal ? ' chart-edge-internal' : ''}`,
      style: { fill: 'none', stroke: taken || lit ? chartColors.edgeActive : chartColors.edge, strokeWidth: taken ? 2.5 : 1.3 },
    });
    if (route.label) {
      const x = route.label.x + MARGIN;
      const y = route.label.y + MARGIN + top;
      const width = edge.label.length * chartMetrics.smallCharWidth + 2 * chartMetrics.edgeLabelPaddingX;
      labels.push({
        edgeId: edge.id,
        key: `labelBox:${edge.id}`,
        kind: 'rect',
        x: round(x),
        y: round(y),
        width: round(width),
        height: chartMetrics.lineHeight,
        rx: 3,
        className: 'chart-edge-label-box',
        style: { fill: chartColors.labelFill, stroke: 'none' },
      });
      labels.push({
        edgeId: edge.id,
        key: `label:${edge.id}`,
        kind: 'text',
        x: round(x + chartMetrics.edgeLabelPaddingX),
        y: round(y + chartMetrics.lineHeight - 4),
        text: edge.label,
        anchor: 'start',
        className: `chart-edge-label${taken ? ' chart-edge-taken' : ''}`,
        style: { fill: taken ? chartColors.edgeActive : chartColors.muted, fontSize: chartMetrics.smallFontSize },
      });
    }
  }
  shapes.push(...labels);
  return { width: Math.ceil(layout.width + 2 * MARGIN), height: Math.ceil(layout.height + 2 * MARGIN + top), shapes };
}
