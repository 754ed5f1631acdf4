import type { FlowConnection, FlowModule } from '../../services/contracts/flow';
import { GRID_SIZE } from '../../services/contracts/moduleCatalogue';

/**
 * Which outputs (slots) a module shows on the canvas and how a canvas link maps to the
 * module's `connections` or `fallback`: the slot table of docs/module-settings.md.
 * Pure functions: the canvas and its tests share them.
 */

/** The fields that tell which slot a connection belongs to. */
export type SlotMatch = Pick<FlowConnection, 'optionID' | 'cardID' | 'buttonID' | 'intent'>;

/** Slots whose label is a fixed text of the interface (translated by the canvas). */
export type FixedSlotLabel = 'next' | 'fallback' | 'messageLimit' | 'returnAsParameter' | 'personalization' | 'paymentSucceed' | 'paymentFailed' | 'noStock';

export type SlotKind = 'next' | 'fallback' | 'option' | 'card' | 'cardButton' | 'intent';

export type OutputSlot = {
  /** The Rete output key, unique within the module. */
  key: string;
  kind: SlotKind;
  /** The button, card, row, intent or condition text (already truncated); null for fixed slots. */
  text: string | null;
  /** Set for fixed slots: which interface text labels it. */
  fixed?: FixedSlotLabel;
  /** The connection fields this slot stores (none for next and fallback). */
  match: SlotMatch;
};

export const NEXT_SLOT = 'next';
export const FALLBACK_SLOT = 'fallback';
export const INPUT_SLOT = 'in';

/** Spec 9: labels are truncated at 30 characters (29 plus an ellipsis). */
export const LABEL_MAX = 30;

export function truncateLabel(text: string, max = LABEL_MAX): string {
  const chars = Array.from(text.trim());
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
}

const MATCH_KEYS = ['optionID', 'cardID', 'buttonID', 'intent', 'groupIndex'] as const;

const record = (value: unknown): Record<string, unknown> | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null);
const records = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.map(record).filter((r): r is Record<string, unknown> => r !== null) : []);
const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

const optionSlot = (optionID: string, text: string): OutputSlot => ({ key: `option:${optionID}`, kind: 'option', text: truncateLabel(text), match: { optionID } });
const fixedOption = (optionID: FixedSlotLabel): OutputSlot => ({ key: `option:${optionID}`, kind: 'option', text: null, fixed: optionID, match: { optionID } });
const intentSlot = (intent: string): OutputSlot => ({ key: `intent:${intent}`, kind: 'intent', text: truncateLabel(intent), match: { intent } });

function selectionSlots(settings: Record<string, unknown>): OutputSlot[] {
  const payloads = records(settings['payloads']);
  switch (settings['selectionType']) {
    case 'CARD':
      return payloads.flatMap((card, index) => {
        const cardID = str(card['id']);
        if (!cardID) return [];
        const title = str(card['title']) || str(card['subtitle']) || str(card['text']) || `#${index + 1}`;
        const own: OutputSlot = { key: `card:${cardID}`, kind: 'card', text: truncateLabel(title), match: { cardID } };
        const buttons = records(card['buttons']).flatMap((button): OutputSlot[] => {
          const buttonID = str(button['id']);
          return buttonID ? [{ key: `card:${cardID}:button:${buttonID}`, kind: 'cardButton', text: truncateLabel(str(button['text'])), match: { cardID, buttonID } }] : [];
        });
        return [own, ...buttons];
      });
    case 'LIST':
      return payloads.flatMap((section) =>
        records(section['listCardRow']).flatMap((row) => {
          const id = str(row['id']);
          return id ? [optionSlot(id, str(row['listRowTitle']))] : [];
        }),
      );
    default:
      return payloads.flatMap((button) => {
        const id = str(button['id']);
        return id ? [optionSlot(id, str(button['text']))] : [];
      });
  }
}

/** A LOGIC condition as a person reads it: '#service EQUALS Urgent'. */
export function conditionText(condition: Record<string, unknown>): string {
  const targets = Array.isArray(condition['ifTargets']) ? condition['ifTargets'].map(str).filter(Boolean).join(', ') : str(condition['ifTargets']);
  return [str(condition['ifCondition']), str(condition['ifOperator']), targets].filter(Boolean).join(' ');
}

function uniqueNames(names: string[]): string[] {
  return [...new Set(names.filter(Boolean))];
}

/** The slots of the module's own kind (between its input and its next/fallback slots). */
function ownSlots(module: FlowModule): OutputSlot[] {
  const settings = module.settings;
  switch (module.type) {
    case 'SELECTION':
      return selectionSlots(settings);
    case 'AI':
      // The intents live at the AI provider; the module knows those it connects.
      return uniqueNames(module.connections.map((c) => c.intent ?? '')).map(intentSlot);
    case 'GENERATIVE': {
      const intents = uniqueNames(records(settings['intents']).map((intent) => str(intent['name']))).map(intentSlot);
      const limit = settings['useMessageLimit'] === true ? [fixedOption('messageLimit')] : [];
      const parameter = settings['returnAnswerAsParameterOnly'] === true ? [fixedOption('returnAsParameter')] : [];
      return [...intents, ...limit, ...parameter];
    }
    case 'LOGIC':
      if (settings['logicTab'] === 'PERSONALIZED') return [fixedOption('personalization')];
      return records(settings['payloads']).flatMap((condition) => {
        const id = str(condition['id']);
        return id ? [optionSlot(id, conditionText(condition))] : [];
      });
    case 'LANGUAGE':
      return records(settings['payloads']).flatMap((route) => {
        const id = str(route['id']);
        return id ? [optionSlot(id, str(route['languageId']))] : [];
      });
    case 'PAYMENTS':
      return [fixedOption('paymentSucceed'), fixedOption('paymentFailed')];
    case 'COMMERCE':
      return [fixedOption('noStock')];
    case 'SUPPORT_AGENT': {
      const names = Array.isArray(settings['allExitFunctions']) ? uniqueNames(settings['allExitFunctions'].map(str)) : [];
      return names.map((name) => optionSlot(`function:${name}`, name));
    }
    default:
      return [];
  }
}

export function hasInput(module: FlowModule): boolean {
  return module.type !== 'START';
}

/** Whether the module has a fallback output (every module but START and END). */
export function hasFallback(module: FlowModule): boolean {
  return module.type !== 'START' && module.type !== 'END';
}

const NO_NEXT = new Set(['END', 'PAYMENTS']);

/** Every output of the module, in the order the node draws them: own slots, next, fallback. */
export function outputSlots(module: FlowModule): OutputSlot[] {
  const next: OutputSlot[] = NO_NEXT.has(module.type) ? [] : [{ key: NEXT_SLOT, kind: 'next', text: null, fixed: 'next', match: {} }];
  const fallback: OutputSlot[] = hasFallback(module) ? [{ key: FALLBACK_SLOT, kind: 'fallback', text: null, fixed: 'fallback', match: {} }] : [];
  return [...ownSlots(module), ...next, ...fallback];
}

/** A plain connection: where the module goes next, without an option, card, button, row or intent. */
export function isPlainConnection(connection: FlowConnection): boolean {
  return MATCH_KEYS.every((key) => connection[key] === undefined);
}

/** A connection's identifying fields equal the slot's (tags may differ). */
function matches(connection: FlowConnection, match: SlotMatch): boolean {
  return MATCH_KEYS.every((key) => connection[key] === (match as Record<string, unknown>)[key]);
}

/**
 * The slot a stored connection is drawn from, or null when it is not drawn (its slot does not
 * exist any more, or it is a leftover {optionID: 'fallback'}: fallbacks live in `fallback`).
 */
export function slotOf(module: FlowModule, connection: FlowConnection, slots = outputSlots(module)): string | null {
  if (connection.optionID === FALLBACK_SLOT) return null;
  const found = slots.find((slot) => slot.kind !== 'fallback' && matches(connection, slot.match));
  return found ? found.key : null;
}

/** What linking or unlinking a slot changes in the module: its connections, or its fallback. */
export type SlotChange =
  | { kind: 'connections'; connections: FlowConnection[] }
  | { kind: 'fallback'; target: string | null; count: number }
  | { kind: 'none' };

/** The module after the slot is linked to `targetId`: one target per slot, the old one replaced. */
export function connectSlot(module: FlowModule, slotKey: string, targetId: string): SlotChange {
  const slots = outputSlots(module);
  const slot = slots.find((s) => s.key === slotKey);
  if (!slot) return { kind: 'none' };
  if (slot.kind === 'fallback') {
    return module.fallback === targetId ? { kind: 'none' } : { kind: 'fallback', target: targetId, count: module.fallbackCount ?? 0 };
  }
  const replaced = module.connections.find((c) => slotOf(module, c, slots) === slotKey);
  if (replaced?.id === targetId) return { kind: 'none' };
  const kept = module.connections.filter((c) => slotOf(module, c, slots) !== slotKey);
  // Notes of an intent (tags) stay with the slot when it is pointed elsewhere.
  const added: FlowConnection = { id: targetId, ...slot.match, ...(replaced?.tags ? { tags: [...replaced.tags] } : {}) };
  return { kind: 'connections', connections: [...kept, added] };
}

/** The module after the slot's link to `targetId` is removed. */
export function disconnectSlot(module: FlowModule, slotKey: string, targetId: string): SlotChange {
  const slots = outputSlots(module);
  const slot = slots.find((s) => s.key === slotKey);
  if (!slot) return { kind: 'none' };
  if (slot.kind === 'fallback') return module.fallback === targetId ? { kind: 'fallback', target: null, count: 0 } : { kind: 'none' };
  const kept = module.connections.filter((c) => !(c.id === targetId && slotOf(module, c, slots) === slotKey));
  return kept.length === module.connections.length ? { kind: 'none' } : { kind: 'connections', connections: kept };
}

/** The Rete connection id of a drawn link: stable, so re-rendering a flow is a diff. */
export function linkId(source: string, slot: string, target: string): string {
  return `${source}|${slot}|${target}`;
}

export type Link = { id: string; source: string; slot: string; target: string };

/** Every link the canvas draws for a flow: connections with a slot, and fallbacks (targets that exist). */
export function linksOf(modules: readonly FlowModule[]): Link[] {
  const ids = new Set(modules.map((m) => m.id));
  const links = new Map<string, Link>();
  const add = (source: string, slot: string, target: string) => {
    const id = linkId(source, slot, target);
    links.set(id, { id, source, slot, target });
  };
  for (const module of modules) {
    const slots = outputSlots(module);
    for (const connection of module.connections) {
      const slot = slotOf(module, connection, slots);
      if (slot !== null && ids.has(connection.id)) add(module.id, slot, connection.id);
    }
    if (module.fallback && ids.has(module.fallback) && hasFallback(module)) add(module.id, FALLBACK_SLOT, module.fallback);
  }
  return [...links.values()];
}

/** The canvas grid (spec 2.1): dropped and moved modules snap to it. */
export function snap(value: number, grid = GRID_SIZE): number {
  return Math.round(value / grid) * grid;
}

/** Linking a module's fallback to the module itself: the canvas asks first (spec 4.2). */
export function isSelfFallback(sourceId: string, slotKey: string, targetId: string): boolean {
  return slotKey === FALLBACK_SLOT && sourceId === targetId;
}

/** The designer machine event that makes a slot change, or null when nothing changes. */
export function slotChangeEvent(moduleId: string, change: SlotChange):
  | { type: 'UPDATE_CONNECTIONS'; id: string; connections: FlowConnection[] }
  | { type: 'SET_FALLBACK'; id: string; target: string | null; count?: number }
  | null {
  if (change.kind === 'connections') return { type: 'UPDATE_CONNECTIONS', id: moduleId, connections: change.connections };
  if (change.kind === 'fallback') return change.target === null ? { type: 'SET_FALLBACK', id: moduleId, target: null } : { type: 'SET_FALLBACK', id: moduleId, target: change.target, count: change.count };
  return null;
}

/** The option ids a module offers (`{ id, optionID }` connections), in the order it shows them. */
export function optionIds(module: FlowModule): string[] {
  return outputSlots(module).flatMap((slot) => (slot.kind === 'option' && slot.match.optionID !== undefined ? [slot.match.optionID] : []));
}

/** Whether the module has the plain 'next' output: all but END, and PAYMENTS (its two outcomes replace it). */
export const hasNext = (module: FlowModule) => !NO_NEXT.has(module.type);

/**
 * Whether a stored connection belongs to a slot the module still has. AI intents live on the
 * AI connection (the server), so any named intent of an AI module counts as one of its slots.
 */
export function slotExists(module: FlowModule, connection: FlowConnection): boolean {
  if (module.type === 'AI' && connection.intent !== undefined) {
    return connection.intent !== '' && connection.optionID === undefined && connection.cardID === undefined && connection.buttonID === undefined;
  }
  return slotOf(module, connection) !== null;
}
