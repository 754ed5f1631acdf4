import { classicConnectionPath, loopConnectionPath } from 'rete-render-utils';

/**
 * The geometry of a module on the canvas, in canvas pixels. The node view draws itself
 * with these numbers and links are drawn from them, so no socket is ever measured in the
 * DOM (measuring thousands of sockets is what made big flows slow to open).
 */
export const NODE_WIDTH = 220;
export const HEADER_HEIGHT = 52;
export const ROW_HEIGHT = 30;
export const BODY_PADDING = 6;

export type Point = { x: number; y: number };
export type Rect = { x: number; y: number; width: number; height: number };

/** A node with `slots` outputs (at least one row, so an END still has a body). */
export function nodeHeight(slots: number): number {
  return HEADER_HEIGHT + Math.max(1, slots) * ROW_HEIGHT + 2 * BODY_PADDING;
}

/** Where a socket's centre is, relative to the node's top-left corner. */
export function socketOffset(side: 'input' | 'output', index: number): Point {
  if (side === 'input') return { x: 0, y: HEADER_HEIGHT / 2 };
  return { x: NODE_WIDTH, y: HEADER_HEIGHT + BODY_PADDING + index * ROW_HEIGHT + ROW_HEIGHT / 2 };
}

/** How links are drawn (spec 2.1): straight lines, curves, or not at all. */
export const EDGE_STYLES = ['curvy', 'straight', 'off'] as const;
export type EdgeStyle = (typeof EDGE_STYLES)[number];

export function isEdgeStyle(value: unknown): value is EdgeStyle {
  return typeof value === 'string' && (EDGE_STYLES as readonly string[]).includes(value);
}

/** The SVG path of a link; a module linked to itself gets a loop in either style. Null when links are off. */
export function linkPath(start: Point, end: Point, style: EdgeStyle, loop = false): string | null {
  if (style === 'off') return null;
  if (loop) return loopConnectionPath([start, end], 0.4, 120).replace(/\s+/g, ' ').trim();
  if (style === 'straight') return `M ${start.x} ${start.y} L ${end.x} ${end.y}`;
  return classicConnectionPath([start, end], 0.3);
}

/** Whether two rectangles overlap (touching counts). */
export function intersects(a: Rect, b: Rect): boolean {
  return a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height;
}

/** The part of the canvas the container shows, grown by `margin` times its size on every side. */
export function viewRect(transform: { x: number; y: number; k: number }, size: { width: number; height: number }, margin = 0): Rect {
  const width = size.width / transform.k;
  const height = size.height / transform.k;
  return { x: -transform.x / transform.k - width * margin, y: -transform.y / transform.k - height * margin, width: width * (1 + 2 * margin), height: height * (1 + 2 * margin) };
}

/** The area translation that puts the middle of `rect` in the middle of the container at zoom k. */
export function centredOn(rect: Rect, size: { width: number; height: number }, k: number): Point {
  return { x: size.width / 2 - (rect.x + rect.width / 2) * k, y: size.height / 2 - (rect.y + rect.height / 2) * k };
}

/** The transform after zooming by `factor` around the container's middle. */
export function zoomedAround(transform: { x: number; y: number; k: number }, factor: number, size: { width: number; height: number }, limits = { min: 0.1, max: 2 }) {
  const k = Math.min(limits.max, Math.max(limits.min, transform.k * factor));
  const f = k / transform.k;
  const cx = size.width / 2;
  const cy = size.height / 2;
  return { k, x: cx - (cx - transform.x) * f, y: cy - (cy - transform.y) * f };
}

/**
 * The area translation that brings `rect` into view with `padding` (screen pixels) around
 * it, panning as little as possible at zoom k; null when it is in view already. A rect
 * larger than the view is centred.
 */
export function panToShow(transform: { x: number; y: number; k: number }, size: { width: number; height: number }, rect: Rect, padding = 24): Point | null {
  const { k } = transform;
  const left = rect.x * k + transform.x;
  const top = rect.y * k + transform.y;
  const right = left + rect.width * k;
  const bottom = top + rect.height * k;
  const axis = (start: number, end: number, length: number): number => {
    if (end - start > length - 2 * padding) return length / 2 - (start + end) / 2;
    if (start < padding) return padding - start;
    if (end > length - padding) return length - padding - end;
    return 0;
  };
  const dx = axis(left, right, size.width);
  const dy = axis(top, bottom, size.height);
  return dx || dy ? { x: transform.x + dx, y: transform.y + dy } : null;
}
