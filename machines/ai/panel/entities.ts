import { commonTexts, type TextRef } from '../../shared/text';
import type { EntityLabel } from '../../../services/contracts/aiData';
import { aiPanelTexts } from './texts';

/** Spec 5.1: a remote entity name may not end in one of these (nor in a space). */
const TURKISH_SPECIAL = 'çğıöşüÇĞİÖŞÜ';

/** Why a remote entity cannot be created, or null. Empty names are not an error: Create Entity is just disabled. */
export function remoteEntityProblem(name: string, existing: readonly string[]): TextRef | null {
  if (name === '') return null;
  const last = name.at(-1)!;
  if (last === ' ' || TURKISH_SPECIAL.includes(last)) return { key: aiPanelTexts.entityTurkish };
  if (existing.some((other) => other.toLocaleLowerCase() === name.toLocaleLowerCase())) return { key: aiPanelTexts.entityDuplicate };
  return null;
}

export function canCreateRemoteEntity(name: string, existing: readonly string[]): boolean {
  return name.trim() !== '' && remoteEntityProblem(name, existing) === null;
}

// ---- labels and synonyms of a remote entity (entity editor) ----

export function labelProblem(value: string, labels: readonly EntityLabel[]): TextRef | null {
  const trimmed = value.trim();
  if (!trimmed) return { key: commonTexts.fieldEmpty };
  if (labels.some((l) => l.value.toLocaleLowerCase() === trimmed.toLocaleLowerCase())) return { key: aiPanelTexts.labelDuplicate };
  return null;
}

export function addLabel(labels: readonly EntityLabel[], value: string): EntityLabel[] {
  return [...labels, { value: value.trim(), synonyms: [] }];
}

export function removeLabel(labels: readonly EntityLabel[], value: string): EntityLabel[] {
  return labels.filter((l) => l.value !== value);
}

/** Adds a synonym to one label (ignored when empty or already there). */
export function addSynonym(labels: readonly EntityLabel[], value: string, synonym: string): EntityLabel[] {
  const s = synonym.trim();
  return labels.map((l) => (l.value === value && s && !l.synonyms.includes(s) ? { ...l, synonyms: [...l.synonyms, s] } : l));
}

export function removeSynonym(labels: readonly EntityLabel[], value: string, synonym: string): EntityLabel[] {
  return labels.map((l) => (l.value === value ? { ...l, synonyms: l.synonyms.filter((x) => x !== synonym) } : l));
}

// ---- entities of the generative type, kept in the module (spec 3.2) ----

/** A key/value pair's value: a string, a list of strings, or the literal 'number'. */
export type PairValue = string | string[];
/** `name` plus up to 10 extra key/value pairs. */
export type GenerativeEntity = { name: string } & Record<string, PairValue>;
export type GenerativeIntent = { name: string; entities: GenerativeEntity[] };

export const ENTITY_PAIRS_MAX = 10;

/** Spec 5.1: "You can not add ' ; ' or an ' , ' to an entity". */
export function generativeEntityProblem(name: string, existing: readonly GenerativeEntity[]): TextRef | null {
  if (/[;,]/.test(name)) return { key: aiPanelTexts.generativeEntitySeparator };
  if (!name.trim()) return { key: commonTexts.fieldEmpty };
  if (existing.some((e) => e.name.toLocaleLowerCase() === name.trim().toLocaleLowerCase())) return { key: aiPanelTexts.entityDuplicate };
  return null;
}

export function pairsOf(entity: GenerativeEntity): Array<[string, PairValue]> {
  return Object.entries(entity).filter(([key]) => key !== 'name');
}

/** What the user typed as a value: 'number' stays the literal, comma-separated text becomes a list. */
export function parsePairValue(text: string): PairValue {
  const trimmed = text.trim();
  if (!trimmed.includes(',')) return trimmed;
  return trimmed
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

export function formatPairValue(value: PairValue): string {
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Why a key/value pair cannot be added to an entity, or null. */
export function pairProblem(entity: GenerativeEntity, key: string, value: string): TextRef | null {
  const k = key.trim();
  if (!k || !value.trim()) return { key: commonTexts.fieldEmpty };
  if (k === 'name') return { key: aiPanelTexts.pairKeyReserved };
  const exists = Object.hasOwn(entity, k);
  if (!exists && pairsOf(entity).length >= ENTITY_PAIRS_MAX) return { key: aiPanelTexts.keyValueLimit };
  return null;
}

export function setPair(entity: GenerativeEntity, key: string, value: string): GenerativeEntity {
  return { ...entity, [key.trim()]: parsePairValue(value) };
}

export function removePair(entity: GenerativeEntity, key: string): GenerativeEntity {
  return { name: entity.name, ...Object.fromEntries(pairsOf(entity).filter(([k]) => k !== key)) };
}
