import type { FlowConnection } from '../../../services/contracts/flow';
import { aiPanelTexts } from './texts';
import { commonTexts, type TextRef } from '../../shared/text';

/** Spec 5.1 and 9: intent names and utterances. */
export const INTENT_NAME_MAX = 100;
export const UTTERANCE_MAX = 2000;

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * Why an intent name cannot be added, or null when it can: empty ('Intent not setup
 * correctly...'), over 100 characters, or already there (compared case-insensitively).
 */
export function intentNameProblem(name: string, existing: readonly string[]): TextRef | null {
  const trimmed = name.trim();
  if (!trimmed) return { key: aiPanelTexts.intentMissing };
  if (trimmed.length > INTENT_NAME_MAX) return { key: aiPanelTexts.intentTooLong };
  if (existing.some((other) => same(other, trimmed))) return { key: aiPanelTexts.intentDuplicate };
  return null;
}

/** A rename is checked like a new name, against every other intent. */
export function renameProblem(newName: string, current: string, existing: readonly string[]): TextRef | null {
  return intentNameProblem(
    newName,
    existing.filter((name) => name !== current),
  );
}

export function utteranceProblem(text: string, existing: readonly string[]): TextRef | null {
  const trimmed = text.trim();
  if (!trimmed) return { key: commonTexts.fieldEmpty };
  if (trimmed.length > UTTERANCE_MAX) return { key: aiPanelTexts.utteranceTooLong, values: { max: UTTERANCE_MAX } };
  if (existing.some((other) => same(other, trimmed))) return { key: aiPanelTexts.utteranceDuplicate };
  return null;
}

/** The create box doubles as a search: exact or starts-with, case-insensitive (spec 5.1). */
export function matchesSearch(name: string, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return true;
  const n = name.toLocaleLowerCase();
  return n === q || n.startsWith(q);
}

/** The intent list in the order the panel shows it: alphabetical, case-insensitive. */
export function sortedByName<T>(items: readonly T[], nameOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => nameOf(a).localeCompare(nameOf(b), undefined, { sensitivity: 'base' }));
}

// ---- intent connections: { id, intent, tags? } (docs/module-settings.md) ----

export function intentTarget(connections: readonly FlowConnection[], intent: string): string | null {
  return connections.find((c) => c.intent === intent)?.id ?? null;
}

/** Connects an intent to a module, or (target null: the action unselected) removes its connection. */
export function connectIntent(connections: readonly FlowConnection[], intent: string, targetId: string | null): FlowConnection[] {
  const previous = connections.find((c) => c.intent === intent);
  const others = connections.filter((c) => c.intent !== intent);
  if (!targetId) return others;
  const connection: FlowConnection = { id: targetId, intent, ...(previous?.tags ? { tags: previous.tags } : {}) };
  return [...others, connection];
}

/** Removing intents removes their connections (spec 4.2). */
export function withoutIntents(connections: readonly FlowConnection[], intents: readonly string[]): FlowConnection[] {
  return connections.filter((c) => c.intent === undefined || !intents.includes(c.intent));
}

/** A renamed intent keeps its connection. */
export function renameIntentConnection(connections: readonly FlowConnection[], from: string, to: string): FlowConnection[] {
  return connections.map((c) => (c.intent === from ? { ...c, intent: to } : c));
}
