import { newModule, PALETTE, type PaletteEntry } from '../../services/contracts/moduleCatalogue';
import type { FlowDocument, FlowModule } from '../../services/contracts/flow';

/** The drag-and-drop data type a palette entry carries (its key, e.g. MESSAGE or SELECTION:CARD). */
export const MODULE_DRAG_TYPE = 'application/x-designer-module';

export function paletteEntry(key: string): PaletteEntry | undefined {
  return PALETTE.find((entry) => entry.key === key);
}

/** An id no module of the flow has: the type and a short random part. */
export function newModuleId(type: string, flow: FlowDocument, random: () => number = Math.random): string {
  const taken = new Set(flow.modules.map((m) => m.id));
  for (;;) {
    const id = `${type.toLowerCase()}-${Math.floor(random() * 36 ** 6)
      .toString(36)
      .padStart(6, '0')}`;
    if (!taken.has(id)) return id;
  }
}

/** The module a palette entry adds at a canvas position (already on the grid). */
export function moduleFromPalette(entry: PaletteEntry, position: { x: number; y: number }, flow: FlowDocument): FlowModule {
  const id = newModuleId(entry.type, flow);
  return newModule(entry.type, position, id, entry.selectionType ? { selectionType: entry.selectionType } : {});
}
