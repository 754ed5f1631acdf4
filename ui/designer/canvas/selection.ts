/**
 * The canvas selection: the designer machine knows one selected module (the side menu
 * shows it); the canvas may hold more for moving several modules together. Pure.
 */
export type CanvasSelection = { primary: string | null; ids: readonly string[] };

export const NO_SELECTION: CanvasSelection = { primary: null, ids: [] };

/**
 * After a module is clicked. With ctrl/cmd or shift (`additive`) it joins the selection,
 * or leaves it when it was in it already; without, it becomes the only one. A module
 * pressed that is already part of a bigger selection keeps the selection (the press may
 * start dragging all of them).
 */
export function selectionAfterClick(current: CanvasSelection, clicked: string, additive: boolean): CanvasSelection {
  const has = current.ids.includes(clicked);
  if (additive) {
    if (!has) return { primary: clicked, ids: [...current.ids, clicked] };
    const ids = current.ids.filter((id) => id !== clicked);
    return { primary: current.primary === clicked ? (ids[ids.length - 1] ?? null) : current.primary, ids };
  }
  if (has && current.ids.length > 1) return { primary: clicked, ids: current.ids };
  return { primary: clicked, ids: [clicked] };
}

/**
 * The selection after the machine's selection changed (side menu, problem list, undo):
 * kept when the machine's module is part of it, else only that module. Modules that no
 * longer exist are dropped.
 */
export function selectionFromMachine(current: CanvasSelection, selectedId: string | null, exists: (id: string) => boolean): CanvasSelection {
  if (selectedId === null) return NO_SELECTION;
  const ids = current.ids.filter(exists);
  if (ids.includes(selectedId)) return { primary: selectedId, ids };
  return { primary: selectedId, ids: [selectedId] };
}

export type Move = { id: string; position: { x: number; y: number } };

/**
 * The moves to send after a drag: each module that was moved, on the grid. A module not
 * moved (a click) stays where it is, even off the grid (templates place modules freely).
 */
export function movesAfterDrag(
  ids: readonly string[],
  shownAt: (id: string) => { x: number; y: number } | undefined,
  storedAt: (id: string) => { x: number; y: number } | undefined,
  grid: number,
): Move[] {
  return ids.flatMap((id) => {
    const shown = shownAt(id);
    const stored = storedAt(id);
    if (!shown || !stored || (shown.x === stored.x && shown.y === stored.y)) return [];
    const position = { x: Math.round(shown.x / grid) * grid, y: Math.round(shown.y / grid) * grid };
    return position.x === stored.x && position.y === stored.y ? [] : [{ id, position }];
  });
}
