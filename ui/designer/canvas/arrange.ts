import type { ElkNode } from 'elkjs';
import type { NodeEditor } from 'rete';
import type { BaseAreaPlugin } from 'rete-area-plugin';
import type { AutoArrangePlugin } from 'rete-auto-arrange-plugin';
import type { FlowDocument } from '../../../services/contracts/flow';
import type { Schemes } from '../ModuleNode';
import type { Move } from './selection';

type Placed = Pick<ElkNode, 'id' | 'x' | 'y'>;

/**
 * The moves that put each module where ELK placed it: on the grid, keeping the flow's
 * top-left corner where it is (the view does not jump), only modules that move. Pure.
 */
export function movesFromLayout(placed: readonly Placed[], flow: FlowDocument, grid: number): Move[] {
  const byId = new Map(flow.modules.map((m) => [m.id, m]));
  const known = placed.filter((p) => byId.has(p.id));
  if (!known.length) return [];
  const left = Math.min(...flow.modules.map((m) => m.position.x));
  const top = Math.min(...flow.modules.map((m) => m.position.y));
  const minX = Math.min(...known.map((p) => p.x ?? 0));
  const minY = Math.min(...known.map((p) => p.y ?? 0));
  const snap = (v: number) => Math.round(v / grid) * grid;
  return known.flatMap((p) => {
    const module = byId.get(p.id)!;
    const position = { x: snap(left + (p.x ?? 0) - minX), y: snap(top + (p.y ?? 0) - minY) };
    return position.x === module.position.x && position.y === module.position.y ? [] : [{ id: p.id, position }];
  });
}

/**
 * Spacing at least one grid cell wide: snapping moves a module by at most half a cell, so
 * neighbours never end up on top of each other.
 */
const LAYOUT_OPTIONS = {
  'elk.direction': 'RIGHT',
  'elk.spacing.nodeNode': '90',
  'elk.layered.spacing.nodeNodeBetweenLayers': '90',
  'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
};

let plugin: AutoArrangePlugin<Schemes> | null = null;
let pluginArea: unknown = null;

/**
 * Lays out the canvas with rete-auto-arrange-plugin (ELK, loaded on first use: it is large)
 * without moving anything: the positions come back as moves for the designer machine.
 */
export async function arrangedMoves(area: BaseAreaPlugin<Schemes, never> | object, editor: NodeEditor<Schemes>, flow: FlowDocument, grid: number): Promise<Move[]> {
  const { AutoArrangePlugin, Presets, ArrangeAppliers } = await import('rete-auto-arrange-plugin');
  if (!plugin || pluginArea !== area) {
    plugin = new AutoArrangePlugin<Schemes>();
    plugin.addPreset(Presets.classic.setup());
    (area as { use: (scope: unknown) => void }).use(plugin);
    pluginArea = area;
  }
  const placed: Placed[] = [];
  class CollectingApplier extends ArrangeAppliers.Applier<Schemes, never> {
    async apply(nodes: ElkNode[]): Promise<void> {
      placed.push(...nodes.map((n) => ({ id: n.id, x: n.x, y: n.y })));
    }
  }
  await plugin.layout({ options: LAYOUT_OPTIONS, applier: new CollectingApplier(), nodes: editor.getNodes(), connections: editor.getConnections() });
  return movesFromLayout(placed, flow, grid);
}
