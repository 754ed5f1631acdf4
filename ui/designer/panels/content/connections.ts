import type { FlowConnection } from '../../../../services/contracts/flow';

/**
 * The outputs of a selection module (docs/module-settings.md): one per reply button or
 * list row `{ optionID }`, one per card `{ cardID }`, one per card button `{ cardID, buttonID }`.
 * A slot holds at most one target.
 */
export type SelectionSlot = { optionID: string } | { cardID: string; buttonID?: string };

function inSlot(connection: FlowConnection, slot: SelectionSlot): boolean {
  if ('optionID' in slot) return connection.optionID === slot.optionID && connection.cardID === undefined && connection.buttonID === undefined;
  return connection.cardID === slot.cardID && connection.buttonID === slot.buttonID && connection.optionID === undefined;
}

/** The target module id of a slot, or null. */
export function targetOf(connections: readonly FlowConnection[], slot: SelectionSlot): string | null {
  return connections.find((c) => inSlot(c, slot))?.id ?? null;
}

/** The connections after the slot is pointed at `target` (null removes its connection). */
export function withTarget(connections: readonly FlowConnection[], slot: SelectionSlot, target: string | null): FlowConnection[] {
  const kept = connections.filter((c) => !inSlot(c, slot));
  if (target === null) return kept;
  const added: FlowConnection =
    'optionID' in slot ? { id: target, optionID: slot.optionID } : { id: target, cardID: slot.cardID, ...(slot.buttonID ? { buttonID: slot.buttonID } : {}) };
  return [...kept, added];
}

/** Removing a reply button or list row removes its connection (spec 4.2). */
export function withoutOption(connections: readonly FlowConnection[], optionID: string): FlowConnection[] {
  return connections.filter((c) => c.optionID !== optionID);
}

/** Removing a card removes its connections and those of its buttons (by card id, spec 4.2). */
export function withoutCard(connections: readonly FlowConnection[], cardID: string): FlowConnection[] {
  return connections.filter((c) => c.cardID !== cardID);
}

/** Removing a card button removes its connection. */
export function withoutCardButton(connections: readonly FlowConnection[], cardID: string, buttonID: string): FlowConnection[] {
  return connections.filter((c) => !(c.cardID === cardID && c.buttonID === buttonID));
}

/**
 * A selection type change resets the connections (spec 4.2): only the plain 'next'
 * connection, which every module type has, survives; every option, card and row output goes.
 */
export function onlyNextConnections(connections: readonly FlowConnection[]): FlowConnection[] {
  return connections.filter((c) => c.optionID === undefined && c.cardID === undefined && c.buttonID === undefined && c.intent === undefined && c.groupIndex === undefined);
}
