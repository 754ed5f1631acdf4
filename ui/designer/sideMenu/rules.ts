import type { FlowDocument, FlowModule, ModuleType } from '../../../services/contracts/flow';
import { IDENTIFIERS, NOTES_MAX, type CommonSettings, type KeywordsGroup } from '../../../services/contracts/modules/common';
import type { KeyValueRow } from '../../../services/contracts/modules/fields';

/**
 * The side menu's rules (spec 03 sections 2.2, 3.1 and 5.11), as small pure functions the
 * components only render.
 */

/** Spec 5.11 / 9: notes are at most NOTES_MAX characters. */
export { IDENTIFIERS, NOTES_MAX };

/** What a footer toggle opens (spec 2.2: delay, tags, keywords, error message, developer parameter, metadata, identifier, incoming connections). */
export type FooterMode = 'delay' | 'tags' | 'keywords' | 'inputParam' | 'parameter' | 'errorMessage' | 'incoming' | 'identifier' | 'metadata';

const MESSAGE_LIKE: readonly ModuleType[] = ['MESSAGE', 'HANDOVER'];

/**
 * The footer's modes for a module type, in toolbar order. START has no footer. Tag only
 * when the company has conversation tags; Keyword and Input Parameter for selection
 * modules; Parameter for message and handover modules; Error for all other non-message
 * modules; Identifier Parameter for logic modules; Incoming Connection and Metadata for all.
 */
export function footerModes(type: ModuleType, hasConversationTags: boolean): FooterMode[] {
  if (type === 'START') return [];
  const modes: FooterMode[] = ['delay'];
  if (hasConversationTags) modes.push('tags');
  if (type === 'SELECTION') modes.push('keywords', 'inputParam');
  else if (MESSAGE_LIKE.includes(type)) modes.push('parameter');
  else modes.push('errorMessage');
  modes.push('incoming');
  if (type === 'LOGIC') modes.push('identifier');
  modes.push('metadata');
  return modes;
}

/** Clicking the active mode closes it; another opens instead. */
export const toggledMode = (active: FooterMode | null, pressed: FooterMode): FooterMode | null => (active === pressed ? null : pressed);

/** Every module but START and END can fall back. */
export const hasFallback = (type: ModuleType) => type !== 'START' && type !== 'END';

export type FallbackWording = 'selection' | 'input' | 'logic' | 'action';

/** 'If selection/input/logic/action is invalid:' by module type (spec 1, 2.13). */
export function fallbackWording(type: ModuleType): FallbackWording {
  if (type === 'SELECTION' || type === 'PAYMENTS') return 'selection';
  if (type === 'INPUT') return 'input';
  if (type === 'LOGIC') return 'logic';
  return 'action';
}

/** Fallback counts offered: 0 to 9. */
export const FALLBACK_COUNTS: readonly number[] = Array.from({ length: 10 }, (_, i) => i);

export type Incoming = { module: FlowModule; viaFallback: boolean };

/** The modules linking to `id` by a connection or as fallback, in flow order. */
export function incomingOf(flow: FlowDocument, id: string): Incoming[] {
  return flow.modules.flatMap((m): Incoming[] => {
    if (m.connections.some((c) => c.id === id)) return [{ module: m, viaFallback: false }];
    return m.fallback === id ? [{ module: m, viaFallback: true }] : [];
  });
}

/** The common fields of every module's settings the side menu sets (spec 2.2, 5.11). */
export type CommonField = Exclude<keyof CommonSettings, number | symbol>;

/** The module's settings with one common field set; empty values remove the field. */
export function withSetting<K extends CommonField>(settings: CommonSettings, key: K, value: CommonSettings[K]): CommonSettings {
  const next: CommonSettings = { ...settings };
  const empty = value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
  if (empty) delete next[key];
  else next[key] = value;
  return next;
}

/** Notes: at most 2000 characters. */
export const notesError = (notes: string): 'tooLong' | null => (notes.length > NOTES_MAX ? 'tooLong' : null);

/** Enter commits the notes; Shift+Enter is a new line (spec 5.11). */
export const commitsNotes = (event: { key: string; shiftKey: boolean }) => event.key === 'Enter' && !event.shiftKey;

/** The delay typed in the Delay field: empty means none, else a whole number of seconds ≥ 0 (spec 5.11). */
export function parseDelay(text: string): { delay: number | null } | { error: 'invalid' } {
  const trimmed = text.trim();
  if (trimmed === '') return { delay: null };
  const value = Number(trimmed);
  return Number.isInteger(value) && value >= 0 ? { delay: value } : { error: 'invalid' };
}

export type KeywordGroup = KeywordsGroup;

/** The keyword groups of a selection module (settings.keywordsGroups). */
export function keywordGroups(settings: CommonSettings): KeywordGroup[] {
  return settings.keywordsGroups ?? [];
}

/** "hello, hi , ,hey" → ['hello', 'hi', 'hey']. */
export const parseKeywords = (text: string): string[] =>
  text
    .split(',')
    .map((k) => k.trim())
    .filter((k) => k !== '');

export type MetadataRow = KeyValueRow;

/** The key/value rows of settings.metadata. */
export function metadataRows(settings: CommonSettings): MetadataRow[] {
  return settings.metadata ?? [];
}

/** Identifier options of logic modules: Email (em) or Phone Number (pn). */
export type Identifier = (typeof IDENTIFIERS)[number];

/** Choosing the module itself as its own fallback asks first (spec 4.2). */
export const isSelfFallback = (module: FlowModule, target: string | null) => target !== null && target === module.id;
