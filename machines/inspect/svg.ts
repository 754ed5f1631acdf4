import type { ChartLayout } from './layout';
import { chartColors, statechartScene, type SceneShape, type ShapeStyle } from './scene';
import type { StatechartGraph } from './statechartGraph';

export const CHART_FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

/** Text and attribute values in SVG/XML: the five markup characters escaped. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);
}

function styleAttributes(style: ShapeStyle): string {
  const parts: string[] = [];
  if (style.fill !== undefined) parts.push(`fill="${escapeXml(style.fill)}"`);
  if (style.stroke !== undefined) parts.push(`stroke="${escapeXml(style.stroke)}"`);
  if (style.strokeWidth !== undefined) parts.push(`stroke-width="${style.strokeWidth}"`);
  if (style.strokeDasharray !== undefined) parts.push(`stroke-dasharray="${escapeXml(style.strokeDasharray)}"`);
  if (style.fontSize !== undefined) parts.push(`font-size="${style.fontSize}"`);
  if (style.fontWeight === 'bold') parts.push('font-weight="bold"');
  return parts.join(' ');
}

function dataAttributes(shape: SceneShape): string {
  return [shape.nodeId ? ` data-node="${escapeXml(shape.nodeId)}"` : '', shape.edgeId ? ` data-edge="${escapeXml(shape.edgeId)}"` : ''].join('');
}

function shapeMarkup(shape: SceneShape): string {
  const common = `class="${escapeXml(shape.className)}"${dataAttributes(shape)} ${styleAttributes(shape.style)}`;
  switch (shape.kind) {
    case 'rect':
      return `<rect ${common} x="${shape.x}" y="${shape.y}" width="${shape.width}" height="${shape.height}" rx="${shape.rx}"/>`;
    case 'circle':
      return `<circle ${common} cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}"/>`;
    case 'path': {
      const marker = shape.arrow ? ` marker-end="url(#chart-arrow${shape.arrow === 'active' ? '-active' : ''})"` : '';
      return `<path ${common} d="${shape.d}"${marker}/>`;
    }
    case 'text':
      return `<text ${common} x="${shape.x}" y="${shape.y}"${shape.anchor === 'middle' ? ' text-anchor="middle"' : ''}>${escapeXml(shape.text)}</text>`;
  }
}

function arrowMarker(id: string, color: string): string {
  return `<marker id="${id}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="${color}"/></marker>`;
}

/**
 * A standalone SVG of a laid-out statechart (for the docs): states with their names and
 * invoked actors, initial markers, final states with a double border, dashed parallel
 * regions, arrowed transitions with "EVENT [guard]" labels, the active states highlighted.
 */
export function statechartSvg(graph: StatechartGraph, layout: ChartLayout, options: { active?: string[]; title?: string } = {}): string {
  const scene = statechartScene(graph, layout, options);
  const title = options.title ?? graph.machineId;
  const activeText = options.active?.length ? `; active: ${options.active.join(', ')}` : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-labelledby="chart-title" width="${scene.width}" height="${scene.height}" viewBox="0 0 ${scene.width} ${scene.height}" font-family="${escapeXml(CHART_FONT_FAMILY)}">`,
    `<title id="chart-title">${escapeXml(`Statechart of ${title}${activeText}`)}</title>`,
    `<defs>${arrowMarker('chart-arrow', chartColors.edge)}${arrowMarker('chart-arrow-active', chartColors.edgeActive)}</defs>`,
    `<rect x="0" y="0" width="${scene.width}" height="${scene.height}" fill="#ffffff"/>`,
    ...scene.shapes.map(shapeMarkup),
    '</svg>',
    '',
  ].join('\n');
}
