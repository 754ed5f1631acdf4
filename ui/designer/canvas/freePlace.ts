import type { FlowModule } from '../../../services/contracts/flow';
import { outputSlots } from '../../../machines/designer/slots';
import type { ModuleBox } from './canvasKeys';
import { intersects, nodeHeight, NODE_WIDTH, type Point, type Rect } from './nodeLayout';

/** The space kept free around a module placed from the palette, in canvas pixels. */
export const PLACE_MARGIN = 30;
/** How many grid steps from the wanted place are tried in each direction before giving up on the neighbourhood. */
const SEARCH_STEPS = 24;

/** A module's box on the canvas, from the node layout (no DOM). */
export function moduleBox(module: FlowModule): ModuleBox {
  return { id: module.id, x: module.position.x, y: module.position.y, width: NODE_WIDTH, height: nodeHeight(outputSlots(module).length) };
}

const grown = (box: Rect, by: number): Rect => ({ x: box.x - by, y: box.y - by, width: box.width + 2 * by, height: box.height + 2 * by });

/**
 * Where a new module of `size` goes when it is added from the palette without a drop point:
 * its middle as near as possible to `near` (the middle of the view), on the grid, never on
 * top of another module nor touching one (a margin stays free around each). Places are
 * tried nearest first; past the neighbourhood, the module goes below everything. Pure.
 */
export function freePlace(modules: readonly FlowModule[], size: { width: number; height: number }, near: Point, grid: number): Point {
  const origin = { x: Math.round((near.x - size.width / 2) / grid) * grid, y: Math.round((near.y - size.height / 2) / grid) * grid };
  const reach = SEARCH_STEPS * grid;
  const area: Rect = { x: origin.x - reach, y: origin.y - reach, width: 2 * reach + size.width, height: 2 * reach + size.height };
  const all = modules.map((m) => grown(moduleBox(m), PLACE_MARGIN));
  // Only modules in the neighbourhood can be in the way.
  const boxes = all.filter((box) => intersects(box, area));
  const fits = (at: Point) => !boxes.some((box) => intersects(box, { x: at.x, y: at.y, width: size.width, height: size.height }));
  const offsets: Array<{ dx: number; dy: number; distance: number }> = [];
  for (let dy = -SEARCH_STEPS; dy <= SEARCH_STEPS; dy += 1) {
    for (let dx = -SEARCH_STEPS; dx <= SEARCH_STEPS; dx += 1) offsets.push({ dx, dy, distance: dx * dx + dy * dy });
  }
  // Nearest first; at equal distance below before above, right before left (reading on from the middle).
  offsets.sort((a, b) => a.distance - b.distance || b.dy - a.dy || b.dx - a.dx);
  for (const { dx, dy } of offsets) {
    const at = { x: origin.x + dx * grid, y: origin.y + dy * grid };
    if (fits(at)) return at;
  }
  const bottom = all.reduce((lowest, box) => Math.max(lowest, box.y + box.height), origin.y);
  return { x: origin.x, y: Math.ceil((bottom + PLACE_MARGIN) / grid) * grid };
}
