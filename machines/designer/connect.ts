import type { FlowDocument, FlowModule } from '../../services/contracts/flow';
import type { EditEvent } from './edits';
import { connectSlot, disconnectSlot, hasInput, isSelfFallback, linksOf, outputSlots, slotChangeEvent } from './slots';

/**
 * Connecting without a mouse: one output (slot) of a module is pointed at a target module
 * picked by name. The same slot rules as a link dragged on the canvas (one target per
 * output, the old one replaced; a fallback to the module itself is asked first). Pure.
 */

/** The output a keyboard connection starts from. */
export type ConnectSource = { moduleId: string; slot: string };

const moduleOf = (flow: FlowDocument, id: string): FlowModule | undefined => flow.modules.find((m) => m.id === id);

/** The source for a module and (optionally) one of its outputs: its first output when none is named; null when it has none (END) or the output does not exist. */
export function connectSource(flow: FlowDocument, moduleId: string, slot?: string): ConnectSource | null {
  const module = moduleOf(flow, moduleId);
  if (!module) return null;
  const slots = outputSlots(module);
  const chosen = slot === undefined ? slots[0] : slots.find((s) => s.key === slot);
  return chosen ? { moduleId, slot: chosen.key } : null;
}

/** Whether a module can be the target of a connection (every module but START: it has no input). */
export function isConnectTarget(flow: FlowDocument, id: string): boolean {
  const module = moduleOf(flow, id);
  return module !== undefined && hasInput(module);
}

/** The module an output leads to now, or null. */
export function outputTarget(flow: FlowDocument, source: ConnectSource): string | null {
  const module = moduleOf(flow, source.moduleId);
  if (!module) return null;
  const targets = new Set([...module.connections.map((c) => c.id), ...(module.fallback ? [module.fallback] : [])]);
  const involved = flow.modules.filter((m) => m.id === module.id || targets.has(m.id));
  return linksOf(involved).find((link) => link.source === module.id && link.slot === source.slot)?.target ?? null;
}

/** Pointing the output at the module itself as its fallback: the designer asks first (spec 4.2). */
export function isSelfFallbackConnection(source: ConnectSource, targetId: string): boolean {
  return isSelfFallback(source.moduleId, source.slot, targetId);
}

/** The edit that points the output at `targetId`; null when the target cannot take it or nothing would change. */
export function connectEdit(flow: FlowDocument, source: ConnectSource, targetId: string): EditEvent | null {
  const module = moduleOf(flow, source.moduleId);
  if (!module || !isConnectTarget(flow, targetId)) return null;
  return slotChangeEvent(module.id, connectSlot(module, source.slot, targetId));
}

/** The edit that removes the output's connection; null when it has none. */
export function disconnectEdit(flow: FlowDocument, source: ConnectSource): EditEvent | null {
  const module = moduleOf(flow, source.moduleId);
  const target = outputTarget(flow, source);
  if (!module || target === null) return null;
  return slotChangeEvent(module.id, disconnectSlot(module, source.slot, target));
}
