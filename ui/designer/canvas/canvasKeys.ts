import type { Point, Rect } from './nodeLayout';

/**
 * The canvas keys (listed to people by the keyboard help):
 *   arrow keys          go to the nearest module that way (it becomes the selected one)
 *   Page Down / Page Up the next / previous module in flow order
 *   Home / End          the first / last module in flow order
 *   Shift + arrow keys  move the selected module one grid step
 *   Enter               connect one of its outputs to a module ('Connect to…')
 *   Delete / Backspace  delete it (handled by the designer screen, with its confirmation)
 *   ?                   show the keys
 * Pure: the canvas turns key presses into commands and commands into machine events.
 */
export type Direction = 'left' | 'right' | 'up' | 'down';

export type CanvasCommand =
  | { kind: 'go'; direction: Direction }
  | { kind: 'move'; direction: Direction }
  | { kind: 'next' }
  | { kind: 'previous' }
  | { kind: 'first' }
  | { kind: 'last' }
  | { kind: 'connect' }
  | { kind: 'help' };

export type KeyPress = { key: string; shiftKey: boolean; ctrlKey: boolean; metaKey: boolean; altKey: boolean };

/** The question mark, Latin or Arabic (what shift+/ gives on an Arabic layout). */
const HELP_KEYS = new Set(['?', '؟']);

const DIRECTIONS: Record<string, Direction> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };

/** The command a key press on a module asks for, or null (the key is left to others: Tab, Delete, ctrl+C...). */
export function canvasCommand(press: KeyPress): CanvasCommand | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  const direction = DIRECTIONS[press.key];
  if (direction) return press.shiftKey ? { kind: 'move', direction } : { kind: 'go', direction };
  if (press.shiftKey && !HELP_KEYS.has(press.key)) return null;
  switch (press.key) {
    case 'PageDown':
      return { kind: 'next' };
    case 'PageUp':
      return { kind: 'previous' };
    case 'Home':
      return { kind: 'first' };
    case 'End':
      return { kind: 'last' };
    case 'Enter':
      return { kind: 'connect' };
    default:
      return HELP_KEYS.has(press.key) ? { kind: 'help' } : null;
  }
}

export type ModuleBox = Rect & { id: string };

const centre = (box: Rect): Point => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/**
 * The module to go to from `fromId` in a direction: among the modules whose centre lies
 * that way, the nearest, a sideways offset counting twice as much as the distance ahead.
 * Those within 60 degrees of the direction come first; when there are none, any module
 * on that side. Null when no module is on that side.
 */
export function neighbour(boxes: readonly ModuleBox[], fromId: string, direction: Direction): string | null {
  const from = boxes.find((b) => b.id === fromId);
  if (!from) return null;
  const origin = centre(from);
  const scored = boxes.flatMap((box) => {
    if (box.id === fromId) return [];
    const at = centre(box);
    const dx = at.x - origin.x;
    const dy = at.y - origin.y;
    const ahead = direction === 'right' ? dx : direction === 'left' ? -dx : direction === 'down' ? dy : -dy;
    const aside = Math.abs(direction === 'left' || direction === 'right' ? dy : dx);
    if (ahead <= 0) return [];
    return [{ id: box.id, inCone: aside <= ahead * Math.sqrt(3), score: ahead + 2 * aside }];
  });
  const pool = scored.some((s) => s.inCone) ? scored.filter((s) => s.inCone) : scored;
  pool.sort((a, b) => a.score - b.score || a.id.localeCompare(b.id));
  return pool[0]?.id ?? null;
}

/** One grid step in a direction; a module off the grid first lands on the next grid line that way. */
export function steppedPosition(position: Point, direction: Direction, grid: number): Point {
  const step = (value: number, sign: 1 | -1) => (sign > 0 ? Math.floor(value / grid) * grid + grid : Math.ceil(value / grid) * grid - grid);
  switch (direction) {
    case 'left':
      return { x: step(position.x, -1), y: position.y };
    case 'right':
      return { x: step(position.x, 1), y: position.y };
    case 'up':
      return { x: position.x, y: step(position.y, -1) };
    case 'down':
      return { x: position.x, y: step(position.y, 1) };
  }
}
