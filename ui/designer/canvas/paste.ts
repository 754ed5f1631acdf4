import type { FlowDocument } from '../../../services/contracts/flow';
import { newModuleId } from '../paletteDrag';

export type DuplicateEvent = { type: 'DUPLICATE_MODULE'; id: string; newId: string; position: { x: number; y: number } };

/**
 * Where a copy goes: one grid cell right and down from its module, or further along that
 * diagonal while a module already sits there (pasting twice does not stack the copies).
 */
export function pastePosition(flow: FlowDocument, from: { x: number; y: number }, grid: number): { x: number; y: number } {
  const taken = new Set(flow.modules.map((m) => `${m.position.x},${m.position.y}`));
  let step = 1;
  while (taken.has(`${from.x + step * grid},${from.y + step * grid}`)) step += 1;
  return { x: from.x + step * grid, y: from.y + step * grid };
}

/**
 * ctrl+V (spec 2.2): duplicates the copied module (ctrl+C), or the selected one when
 * nothing was copied. Null when there is nothing to duplicate (none, gone, or START).
 */
export function pasteEvent(flow: FlowDocument, copiedId: string | null, selectedId: string | null, grid: number, random: () => number = Math.random): DuplicateEvent | null {
  const source = flow.modules.find((m) => m.id === (copiedId ?? selectedId)) ?? (copiedId ? flow.modules.find((m) => m.id === selectedId) : undefined);
  if (!source || source.type === 'START') return null;
  return { type: 'DUPLICATE_MODULE', id: source.id, newId: newModuleId(source.type, flow, random), position: pastePosition(flow, source.position, grid) };
}
