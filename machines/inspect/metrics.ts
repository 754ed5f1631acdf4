import type { ChartNode } from './statechartGraph';

/** Sizes shared by the layout and the drawing, so boxes fit the text drawn in them. */
export const chartMetrics = {
  fontSize: 12,
  smallFontSize: 11,
  /** Average advance of a character of the diagram's sans-serif font, in px. */
  charWidth: 7.2,
  smallCharWidth: 6,
  lineHeight: 16,
  nodePaddingX: 12,
  nodePaddingY: 8,
  containerPadding: 14,
  minNodeWidth: 72,
  cornerRadius: 8,
  edgeLabelPaddingX: 4,
} as const;

export function textWidth(text: string, small = false): number {
  return Math.ceil(text.length * (small ? chartMetrics.smallCharWidth : chartMetrics.charWidth));
}

/** The lines drawn in a state's box: its name, then one line per invoked actor. */
export function nodeTextLines(node: ChartNode): { title: string; details: string[] } {
  return { title: node.label, details: node.invoke.map((src) => `invoke ${src}`) };
}

/** The box of a state (for a compound or parallel state: its header, the minimum). */
export function nodeLines(node: ChartNode): { width: number; height: number } {
  const { title, details } = nodeTextLines(node);
  const widest = Math.max(textWidth(title), ...details.map((line) => textWidth(line, true)));
  const width = Math.max(chartMetrics.minNodeWidth, widest + 2 * chartMetrics.nodePaddingX);
  const height = chartMetrics.lineHeight * (1 + details.length) + 2 * chartMetrics.nodePaddingY;
  return { width, height };
}

export function edgeLabelSize(label: string): { width: number; height: number } {
  return { width: textWidth(label, true) + 2 * chartMetrics.edgeLabelPaddingX, height: chartMetrics.lineHeight };
}
