import type { FlowDocument, FlowModule } from '../../../services/contracts/flow';
import type { TextRef } from '../../../machines/shared/text';
import { linksFrom } from './flowOrder';

/** What the announcements read of the designer machine's context. */
export type AnnouncedState = { flow: FlowDocument; selectedId: string | null; past: readonly FlowDocument[]; future: readonly FlowDocument[] };

export type AnnounceNames = {
  /** A module type as the interface names it ('Message'). */
  typeName: (type: string) => string;
  /** An output of a module as the canvas labels it ('Next', 'Fallback', a button's text). */
  outputName: (module: FlowModule, slot: string) => string;
};

/** Keys of the designerCanvas namespace. */
export const announceKeys = {
  added: 'announce.added',
  addedMany: 'announce.addedMany',
  deleted: 'announce.deleted',
  deletedMany: 'announce.deletedMany',
  moved: 'announce.moved',
  movedLeft: 'announce.movedLeft',
  movedRight: 'announce.movedRight',
  movedUp: 'announce.movedUp',
  movedDown: 'announce.movedDown',
  movedMany: 'announce.movedMany',
  connected: 'announce.connected',
  disconnected: 'announce.disconnected',
  connectionsChanged: 'announce.connectionsChanged',
  selected: 'announce.selected',
  undone: 'announce.undone',
  redone: 'announce.redone',
} as const;

/** More link changes than this in one step are told as a count. */
const LINKS_TOLD_ONE_BY_ONE = 3;

const last = <T>(list: readonly T[]): T | undefined => list[list.length - 1];

function movedText(module: FlowModule, from: FlowModule): TextRef {
  const dx = module.position.x - from.position.x;
  const dy = module.position.y - from.position.y;
  const key = dy === 0 ? (dx < 0 ? announceKeys.movedLeft : announceKeys.movedRight) : dx === 0 ? (dy < 0 ? announceKeys.movedUp : announceKeys.movedDown) : announceKeys.moved;
  return { key, values: { name: module.name } };
}

/** What an edit changed: modules added, deleted or moved, links made or removed. */
function editTexts(before: FlowDocument, after: FlowDocument, names: AnnounceNames): TextRef[] {
  const was = new Map(before.modules.map((m) => [m.id, m]));
  const now = new Map(after.modules.map((m) => [m.id, m]));
  const texts: TextRef[] = [];
  const added = after.modules.filter((m) => !was.has(m.id));
  const deleted = before.modules.filter((m) => !now.has(m.id));
  if (added.length === 1) texts.push({ key: announceKeys.added, values: { name: added[0]!.name, type: names.typeName(added[0]!.type) } });
  else if (added.length > 1) texts.push({ key: announceKeys.addedMany, values: { count: added.length } });
  if (deleted.length === 1) texts.push({ key: announceKeys.deleted, values: { name: deleted[0]!.name } });
  else if (deleted.length > 1) texts.push({ key: announceKeys.deletedMany, values: { count: deleted.length } });

  const changed = after.modules.filter((m) => was.has(m.id) && was.get(m.id) !== m);
  const moved = changed.filter((m) => m.position.x !== was.get(m.id)!.position.x || m.position.y !== was.get(m.id)!.position.y);
  if (moved.length === 1) texts.push(movedText(moved[0]!, was.get(moved[0]!.id)!));
  else if (moved.length > 1) texts.push({ key: announceKeys.movedMany, values: { count: moved.length } });

  // Links of the modules that changed; those to or from a deleted module go with it.
  const linkTexts: TextRef[] = [];
  for (const module of changed) {
    const old = was.get(module.id)!;
    if (old.connections === module.connections && old.fallback === module.fallback) continue;
    const gone = linksFrom(old, was).filter((link) => now.has(link.target));
    const made = linksFrom(module, now);
    const key = (link: { slot: string; target: string }) => `${link.slot}|${link.target}`;
    const madeKeys = new Set(made.map(key));
    const goneKeys = new Set(gone.map(key));
    for (const link of made) {
      if (goneKeys.has(key(link))) continue;
      linkTexts.push({ key: announceKeys.connected, values: { source: module.name, output: names.outputName(module, link.slot), target: now.get(link.target)!.name } });
    }
    for (const link of gone) {
      // A link pointed elsewhere is told as the new connection alone.
      if (madeKeys.has(key(link)) || made.some((m) => m.slot === link.slot)) continue;
      linkTexts.push({ key: announceKeys.disconnected, values: { source: module.name, output: names.outputName(old, link.slot), target: now.get(link.target)!.name } });
    }
  }
  if (linkTexts.length > LINKS_TOLD_ONE_BY_ONE) texts.push({ key: announceKeys.connectionsChanged, values: { count: linkTexts.length } });
  else texts.push(...linkTexts);
  return texts;
}

/**
 * What to tell a screen reader user after the designer machine went from `before` to
 * `after` (the canvas's polite live region): an edit in words ('Connected Start (Next) to
 * Ask'), an undo or redo, the newly selected module. A version loaded says nothing. Pure.
 */
export function announcementsFor(before: AnnouncedState, after: AnnouncedState, names: AnnounceNames): TextRef[] {
  const texts: TextRef[] = [];
  if (after.flow !== before.flow) {
    if (after.future.length > before.future.length && after.flow === last(before.past)) texts.push({ key: announceKeys.undone });
    else if (before.future.length > 0 && after.flow === last(before.future)) texts.push({ key: announceKeys.redone });
    else if (last(after.past) === before.flow) texts.push(...editTexts(before.flow, after.flow, names));
  }
  if (after.selectedId !== null && after.selectedId !== before.selectedId) {
    const selected = after.flow.modules.find((m) => m.id === after.selectedId);
    if (selected) texts.push({ key: announceKeys.selected, values: { name: selected.name, type: names.typeName(selected.type) } });
  }
  return texts;
}
