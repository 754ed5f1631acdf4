import type { FlowModule } from '../../../services/contracts/flow';
import { linksOf, outputSlots, type Link } from '../../../machines/designer/slots';

/**
 * The reading order of a flow's modules, used for Home/End on the canvas and for each
 * module's place in the list ("3 of 7"): from START along the outputs, breadth first,
 * each module's outputs in the order it shows them (own slots, Next, Fallback); then the
 * modules nothing leads to, top to bottom and left to right. Pure.
 */
export function flowOrder(modules: readonly FlowModule[]): string[] {
  const byId = new Map(modules.map((m) => [m.id, m]));
  const next = new Map<string, string[]>();
  for (const module of modules) {
    const order = new Map(outputSlots(module).map((slot, index) => [slot.key, index]));
    const links = linksFrom(module, byId);
    links.sort((a, b) => (order.get(a.slot) ?? 0) - (order.get(b.slot) ?? 0));
    next.set(
      module.id,
      links.map((link) => link.target),
    );
  }
  const seen = new Set<string>();
  const ordered: string[] = [];
  const start = modules.find((m) => m.type === 'START');
  const queue = start ? [start.id] : [];
  while (queue.length) {
    const id = queue.shift()!;
    if (seen.has(id)) continue;
    seen.add(id);
    ordered.push(id);
    for (const target of next.get(id) ?? []) if (!seen.has(target)) queue.push(target);
  }
  const rest = modules.filter((m) => !seen.has(m.id)).sort((a, b) => a.position.y - b.position.y || a.position.x - b.position.x || a.name.localeCompare(b.name));
  return [...ordered, ...rest.map((m) => m.id)];
}

/** The links drawn from one module (its connections and fallback to modules that exist), without building those of the whole flow. */
export function linksFrom(module: FlowModule, byId: ReadonlyMap<string, FlowModule>): Link[] {
  return linksOf([module, ...targetsOf(module, byId)]).filter((link) => link.source === module.id);
}

/** The modules a module's connections and fallback point to (those that exist). */
function targetsOf(module: FlowModule, byId: ReadonlyMap<string, FlowModule>): FlowModule[] {
  const ids = new Set([...module.connections.map((c) => c.id), ...(module.fallback ? [module.fallback] : [])]);
  ids.delete(module.id);
  return [...ids].flatMap((id) => {
    const target = byId.get(id);
    return target ? [target] : [];
  });
}
