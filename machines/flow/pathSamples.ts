import { conditionHolds, type LogicCondition } from './conditions';
import { parameterKey, type UserInput } from './parameters';
import type { SampleResult } from './pathRules';

export type { Sample, SampleResult } from './pathRules';

/**
 * What a generated path types into an INPUT module: a reply the module accepts and one it
 * refuses. The INPUT's rules (modules/input.ts) describe what it takes, with the engine's
 * own check; every sample passes that check before it is used, and when none does the
 * module is marked "cannot generate" with the reason instead of pretending.
 */

/** What an INPUT takes: its input type, its validator as stored and compiled (null: none, or it does not compile), and the engine's check of a reply. */
export type ReplyCheck = { inputType: string; validator: string; regex: RegExp | null; accepts(input: UserInput): boolean };

/** Values known to pass common checks: the spec 5.6 presets, identification, plain text. */
const KNOWN_GOOD = ['hello', 'ada@example.com', '0532 123 45 67', '+905321234567', '34 ABC 123', '12345', '24/05/2027', '10:30', 'Ada Lovelace'];

const MEDIA_SAMPLES: Record<string, string> = {
  IMAGE: 'https://example.com/photo.jpg',
  FILE: 'https://example.com/document.pdf',
  AUDIO: 'https://example.com/voice.mp3',
  VIDEO: 'https://example.com/clip.mp4',
  LOCATION: '41.0082,28.9784',
};

const INVALID_TEXTS = ['not valid', '?', 'x', '0', 'a b c d e f g h i j k l m n o p q r s t u v w x y z 0 1 2 3 4 5 6 7 8 9', ''];

/** A reply the input accepts: a known-good value, else one generated from its pattern. */
export function validSample({ inputType, validator, regex, accepts }: ReplyCheck): SampleResult {
  const media = MEDIA_SAMPLES[inputType];
  if (media) return { ok: true, sample: { input: { text: media, messageType: inputType }, source: `a ${inputType} message` } };
  for (const text of KNOWN_GOOD) {
    const input = { text, messageType: 'TEXT' };
    if (accepts(input)) return { ok: true, sample: { input, source: 'known-good value' } };
  }
  if (validator && !regex) return { ok: false, reason: `the validation pattern ${validator} does not compile, so no reply is valid` };
  if (regex) {
    for (const text of samplesOfPattern(validator)) {
      const input = { text, messageType: 'TEXT' };
      if (accepts(input)) return { ok: true, sample: { input, source: `generated from ${validator}` } };
    }
    return { ok: false, reason: `cannot generate a reply matching the custom pattern ${validator}` };
  }
  return { ok: false, reason: 'cannot generate a valid reply for this input' };
}

/** A reply the input refuses, or why every reply is accepted. */
export function invalidSample({ inputType, validator, accepts }: ReplyCheck): SampleResult {
  if (MEDIA_SAMPLES[inputType] || inputType === 'TEXT') {
    const other = inputType === 'IMAGE' ? { text: 'https://example.com/voice.mp3', messageType: 'AUDIO' } : { text: 'https://example.com/photo.jpg', messageType: 'IMAGE' };
    const wrongKind = inputType === 'TEXT' ? other : { text: 'hello', messageType: 'TEXT' };
    if (!accepts(wrongKind)) {
      const textual = INVALID_TEXTS.map((text) => ({ text, messageType: 'TEXT' })).find((input) => input.text !== '' && !accepts(input));
      if (textual) return { ok: true, sample: { input: textual, source: 'a reply the check refuses' } };
      return { ok: true, sample: { input: wrongKind, source: `a ${wrongKind.messageType} message instead of ${inputType}` } };
    }
  }
  for (const text of INVALID_TEXTS) {
    const input = { text, messageType: 'TEXT' };
    if (!accepts(input)) return { ok: true, sample: { input, source: 'a reply the check refuses' } };
  }
  return { ok: false, reason: `every reply is valid (input type ${inputType}${validator ? '' : ', no validator'})` };
}

/**
 * Values for a parameter that make each condition hold, and one that makes none hold:
 * what a path types or passes so a LOGIC module takes every branch.
 */
export function conditionValues(conditions: readonly LogicCondition[], key: string): string[] {
  const values = new Set<string>();
  for (const condition of conditions) {
    if (!condition.ifCondition.trim().startsWith('#') || parameterKey(condition.ifCondition) !== key) continue;
    for (const value of satisfying(condition)) {
      if (conditionHolds(condition, { [key]: value })) {
        values.add(value);
        break;
      }
    }
  }
  return [...values];
}

function satisfying(condition: LogicCondition): string[] {
  const targets = condition.ifTargets.map((t) => t.trim());
  const first = targets[0] ?? '';
  const n = Number(first.replace(',', '.'));
  const count = Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
  switch (condition.ifOperator) {
    case 'EQUALS':
    case 'CONTAINS':
      return targets.filter((t) => t !== '');
    case 'NOT_EQUALS':
      return [`not ${first}`, 'other'];
    case 'LEN_GREATER':
      return ['x'.repeat(count + 1)];
    case 'LEN_LESS':
      return [count > 1 ? 'x'.repeat(count - 1) : '', ''];
    case 'LEN_EQUALS':
      return ['x'.repeat(count)];
    case 'IS_EMPTY':
      return [''];
    case 'GREATER_THAN':
      return Number.isFinite(n) ? [String(Math.floor(n) + 1)] : [];
    case 'LESS_THAN':
      return Number.isFinite(n) ? [String(Math.ceil(n) - 1)] : [];
    default:
      return [];
  }
}

// ---------------------------------------------------------------------------------------
// Strings from a regular expression: a small walk over the pattern's atoms, groups,
// alternatives and quantifiers. Lookarounds and back-references are not generated (the
// caller then reports "cannot generate"); every result is checked by the caller anyway.

type Pattern =
  | { kind: 'seq'; items: Pattern[] }
  | { kind: 'alt'; options: Pattern[] }
  | { kind: 'atom'; source: string; literal?: string }
  | { kind: 'repeat'; item: Pattern; min: number; max: number }
  | { kind: 'empty' };

class Unsupported extends Error {}

const CANDIDATES = [...'abcdefghijklmnopqrstuvwxyz', ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', ...'0123456789', ...' .-_@/:+,;!?#()[]{}*&%$=~^|<>\'"`\\', '\t', '\n', 'é'];

function parse(pattern: string): Pattern {
  let i = 0;
  const peek = () => pattern[i];
  function alternatives(): Pattern {
    const options: Pattern[] = [sequence()];
    while (peek() === '|') {
      i += 1;
      options.push(sequence());
    }
    return options.length === 1 ? options[0]! : { kind: 'alt', options };
  }
  function sequence(): Pattern {
    const items: Pattern[] = [];
    while (i < pattern.length && peek() !== '|' && peek() !== ')') {
      const item = atom();
      items.push(quantified(item));
    }
    return { kind: 'seq', items };
  }
  function quantified(item: Pattern): Pattern {
    const c = peek();
    let min: number;
    let max: number;
    if (c === '*') [min, max] = [0, Infinity];
    else if (c === '+') [min, max] = [1, Infinity];
    else if (c === '?') [min, max] = [0, 1];
    else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
      if (!m) return item;
      min = Number(m[1]);
      max = m[2] ? (m[3] ? Number(m[3]) : Infinity) : min;
      i += m[0].length - 1;
    } else return item;
    i += 1;
    if (peek() === '?') i += 1;
    return { kind: 'repeat', item, min, max };
  }
  function atom(): Pattern {
    const c = pattern[i]!;
    if (c === '^' || c === '$') {
      i += 1;
      return { kind: 'empty' };
    }
    if (c === '(') {
      i += 1;
      if (pattern.startsWith('?:', i)) i += 2;
      else if (pattern.startsWith('?<', i) && pattern[i + 2] !== '=' && pattern[i + 2] !== '!') i = pattern.indexOf('>', i) + 1;
      else if (peek() === '?') throw new Unsupported('lookaround');
      const inner = alternatives();
      if (peek() !== ')') throw new Unsupported('unbalanced group');
      i += 1;
      return inner;
    }
    if (c === '[') {
      const start = i;
      i += 1;
      if (peek() === '^') i += 1;
      if (peek() === ']') i += 1;
      while (i < pattern.length && peek() !== ']') i += peek() === '\\' ? 2 : 1;
      i += 1;
      return { kind: 'atom', source: pattern.slice(start, i) };
    }
    if (c === '\\') {
      const next = pattern[i + 1] ?? '';
      if (/[1-9k]/.test(next)) throw new Unsupported('back-reference');
      if (next === 'b' || next === 'B') throw new Unsupported('word boundary');
      const m = /^\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|c[A-Za-z]|[pP]\{[^}]+\}|.)/.exec(pattern.slice(i));
      const source = m ? m[0] : '\\';
      i += source.length;
      const escaped = source.slice(1);
      const controls: Record<string, string> = { t: '\t', n: '\n', r: '\r', f: '\f', v: '\v', '0': '\0' };
      const literal = controls[escaped] ?? (/^[^A-Za-z0-9]$/.test(escaped) ? escaped : undefined);
      return { kind: 'atom', source, ...(literal !== undefined ? { literal } : {}) };
    }
    i += 1;
    return c === '.' ? { kind: 'atom', source: '.' } : { kind: 'atom', source: c.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&'), literal: c };
  }
  const result = alternatives();
  if (i < pattern.length) throw new Unsupported('unbalanced group');
  return result;
}

type Strategy = { count: (min: number, max: number) => number; option: (count: number) => number };

function generate(node: Pattern, strategy: Strategy, flags: string): string {
  switch (node.kind) {
    case 'empty':
      return '';
    case 'seq':
      return node.items.map((item) => generate(item, strategy, flags)).join('');
    case 'alt':
      return generate(node.options[strategy.option(node.options.length)]!, strategy, flags);
    case 'repeat': {
      const times = strategy.count(node.min, node.max);
      return Array.from({ length: times }, () => generate(node.item, strategy, flags)).join('');
    }
    case 'atom': {
      if (node.literal !== undefined) return node.literal;
      const test = new RegExp(`^(?:${node.source})$`, flags);
      const found = CANDIDATES.find((c) => test.test(c));
      if (found === undefined) throw new Unsupported(`no character for ${node.source}`);
      return found;
    }
  }
}

const STRATEGIES: Strategy[] = [
  { count: (min, max) => Math.min(max, Math.max(min, 1)), option: () => 0 },
  { count: (min) => min, option: () => 0 },
  { count: (min, max) => Math.min(max, Math.max(min, 3)), option: () => 0 },
  { count: (min, max) => Math.min(max, Math.max(min, 1)), option: (n) => n - 1 },
];

/** Candidate strings for a pattern (empty when it uses something not generated). */
export function samplesOfPattern(pattern: string, flags = ''): string[] {
  let tree: Pattern;
  try {
    tree = parse(pattern);
  } catch {
    return [];
  }
  const safeFlags = [...new Set(flags.replace(/[^imsu]/g, ''))].join('');
  const out: string[] = [];
  for (const strategy of STRATEGIES) {
    try {
      const value = generate(tree, strategy, safeFlags);
      if (!out.includes(value)) out.push(value);
    } catch {
      // This strategy hit something it cannot produce; the next one may not.
    }
  }
  return out;
}
