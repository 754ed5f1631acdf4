import type { FlowConnection, FlowModule } from '../../services/contracts/flow';
import { isPlainConnection } from '../designer/slots';

/**
 * The pure rules a running conversation applies (spec 03 sections 3.2, 3.3, 5.6, 5.7):
 * parameter substitution, logic operators, input validation, matching a reply to a
 * selection's options. The compiled statechart (compile.ts) uses them as guards and actions.
 */

/** What the person sent. `payload` is the id of a pressed button, card or row when the channel tells. */
export type UserInput = { text: string; messageType: string; payload?: string };

/** Spec 3.3 reserved parameters: filled from the client and the last message. */
export const RESERVED_PARAMETERS = ['#EMAIL', '#LASTMESSAGETYPE', '#LASTMESSAGEVALUE', '#NAME', '#PHONE', '#PLATFORM', '#SURNAME', '#TEMPLATE_MESSAGE_ID'] as const;

/** A parameter reference as written in the designer ('#city' or 'city') as a key. */
export function parameterKey(reference: string): string {
  return reference.trim().replace(/^#/, '');
}

/** Replaces every #name with the parameter's value; unknown names stay as written. */
export function substitute(text: string, params: Readonly<Record<string, string>>): string {
  return text.replace(/#([A-Za-z_][A-Za-z0-9_]*)/g, (whole, name: string) => (Object.hasOwn(params, name) ? params[name]! : whole));
}

export const LOGIC_OPERATORS = ['CONTAINS', 'EQUALS', 'NOT_EQUALS', 'LEN_GREATER', 'LEN_LESS', 'LEN_EQUALS', 'IS_EMPTY', 'GREATER_THAN', 'LESS_THAN'] as const;
export type LogicOperator = (typeof LOGIC_OPERATORS)[number];

export type LogicCondition = { id: string; ifCondition: string; ifOperator: string; ifTargets: string[]; conditionAction?: string };

const number = (value: string): number | null => {
  const trimmed = value.trim().replace(',', '.');
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : null;
};

/** The value a condition tests: a parameter ('#name') or, without '#', the text itself. */
export function conditionValue(ifCondition: string, params: Readonly<Record<string, string>>): string {
  const reference = ifCondition.trim();
  if (!reference.startsWith('#')) return substitute(reference, params);
  return params[parameterKey(reference)] ?? '';
}

/**
 * Whether a logic condition holds (spec 5.7: targets trimmed). Text comparisons ignore
 * case; several targets mean "any of them" (NOT_EQUALS: none of them).
 */
export function conditionHolds(condition: LogicCondition, params: Readonly<Record<string, string>>): boolean {
  const value = conditionValue(condition.ifCondition, params);
  const targets = condition.ifTargets.map((t) => t.trim()).filter((t, i, all) => t !== '' || all.length === 1);
  const lower = value.toLowerCase();
  const firstNumber = targets.length ? number(targets[0]!) : null;
  switch (condition.ifOperator as LogicOperator) {
    case 'CONTAINS':
      return targets.some((t) => t !== '' && lower.includes(t.toLowerCase()));
    case 'EQUALS':
      return targets.some((t) => lower === t.toLowerCase());
    case 'NOT_EQUALS':
      return targets.every((t) => lower !== t.toLowerCase());
    case 'LEN_GREATER':
      return firstNumber !== null && value.length > firstNumber;
    case 'LEN_LESS':
      return firstNumber !== null && value.length < firstNumber;
    case 'LEN_EQUALS':
      return firstNumber !== null && value.length === firstNumber;
    case 'IS_EMPTY':
      return value.trim() === '';
    case 'GREATER_THAN': {
      const n = number(value);
      return n !== null && firstNumber !== null && n > firstNumber;
    }
    case 'LESS_THAN': {
      const n = number(value);
      return n !== null && firstNumber !== null && n < firstNumber;
    }
    default:
      return false;
  }
}

/** Spec 5.6 presets and identification checks. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** A phone number: an optional +, then 7 to 15 digits (spaces, dashes and brackets ignored). */
export const PHONE_PATTERN = /^\+?\d{7,15}$/;

const MEDIA_TYPES = ['IMAGE', 'FILE', 'AUDIO', 'VIDEO', 'LOCATION'] as const;

/** A validator regex with its flags, or null when it does not compile ('g' and 'y' dropped: a test must not keep state). */
export function validatorOf(pattern: unknown, flags: unknown): RegExp | null {
  if (typeof pattern !== 'string' || pattern === '') return null;
  const safeFlags = (typeof flags === 'string' ? flags : '').replace(/[^imsu]/g, '');
  try {
    return new RegExp(pattern, [...new Set(safeFlags)].join(''));
  } catch {
    return null;
  }
}

export type InputCheck = { valid: true; value: string } | { valid: false; reason: string };

/** Whether an INPUT module accepts what was sent: type, identification kind, validator. */
export function checkInput(settings: Record<string, unknown>, input: UserInput): InputCheck {
  const inputType = typeof settings['inputType'] === 'string' ? (settings['inputType'] as string) : 'Any';
  const value = input.text.trim();
  if ((MEDIA_TYPES as readonly string[]).includes(inputType) && input.messageType !== inputType) {
    return { valid: false, reason: `expected a ${inputType} message, got ${input.messageType}` };
  }
  if (inputType === 'TEXT' && input.messageType !== 'TEXT') return { valid: false, reason: `expected a TEXT message, got ${input.messageType}` };
  if (inputType === 'IDENTIFICATION') {
    const kind = settings['identifier'] === 'pn' || parameterKey(String(settings['param'] ?? '')) === 'PHONE' ? 'pn' : 'em';
    const ok = kind === 'pn' ? PHONE_PATTERN.test(value.replace(/[\s()-]/g, '')) : EMAIL_PATTERN.test(value);
    if (!ok) return { valid: false, reason: kind === 'pn' ? 'not a phone number' : 'not an e-mail address' };
  }
  if (settings['validator'] !== undefined && settings['validator'] !== '') {
    const regex = validatorOf(settings['validator'], settings['validatorFlag']);
    if (!regex) return { valid: false, reason: 'the validation pattern does not compile' };
    if (!regex.test(value)) return { valid: false, reason: `does not match ${String(settings['validator'])}` };
  }
  if (inputType !== 'Any' && !(MEDIA_TYPES as readonly string[]).includes(inputType) && value === '') return { valid: false, reason: 'empty' };
  return { valid: true, value };
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

type Button = { id: string; text: string };

const asButtons = (value: unknown): Button[] =>
  Array.isArray(value)
    ? value.flatMap((b: unknown) => {
        const { id, text } = (b ?? {}) as { id?: unknown; text?: unknown };
        return typeof id === 'string' ? [{ id, text: typeof text === 'string' ? text : '' }] : [];
      })
    : [];

/**
 * The connection a reply chooses on a SELECTION module: the pressed button/card/row (by
 * payload id or by its text), else a keyword group. Null: the reply matches nothing.
 */
export function chosenConnection(module: FlowModule, input: UserInput): FlowConnection | null {
  const settings = module.settings;
  const kind = settings['selectionType'];
  const find = (test: (c: FlowConnection) => boolean) => module.connections.find(test) ?? null;
  if (kind === 'CARD') {
    const cards = Array.isArray(settings['payloads']) ? (settings['payloads'] as Array<Record<string, unknown>>) : [];
    for (const card of cards) {
      const cardId = String(card['id'] ?? '');
      for (const button of asButtons(card['buttons'])) {
        if (input.payload === button.id || (!input.payload && same(button.text, input.text))) {
          const hit = find((c) => c.cardID === cardId && c.buttonID === button.id);
          if (hit) return hit;
        }
      }
      if (input.payload === cardId || (!input.payload && typeof card['title'] === 'string' && card['title'] !== '' && same(card['title'] as string, input.text))) {
        const hit = find((c) => c.cardID === cardId && c.buttonID === undefined);
        if (hit) return hit;
      }
    }
  } else if (kind === 'LIST') {
    const section = Array.isArray(settings['payloads']) ? ((settings['payloads'] as Array<Record<string, unknown>>)[0] ?? {}) : {};
    const rows = Array.isArray(section['listCardRow']) ? (section['listCardRow'] as Array<Record<string, unknown>>) : [];
    for (const row of rows) {
      const id = String(row['id'] ?? '');
      if (input.payload === id || input.payload === row['listRowId'] || (!input.payload && same(String(row['listRowTitle'] ?? ''), input.text))) {
        const hit = find((c) => c.optionID === id);
        if (hit) return hit;
      }
    }
  } else {
    for (const button of asButtons(settings['payloads'])) {
      if (input.payload === button.id || (!input.payload && same(button.text, input.text))) {
        const hit = find((c) => c.optionID === button.id);
        if (hit) return hit;
      }
    }
  }
  return keywordConnection(module, input);
}

/** A keyword group (spec 3.1 keywordsGroups) whose keyword the reply contains, as a connection to its target. */
export function keywordConnection(module: FlowModule, input: UserInput): FlowConnection | null {
  const groups = Array.isArray(module.settings['keywordsGroups']) ? (module.settings['keywordsGroups'] as Array<Record<string, unknown>>) : [];
  const words = input.text.toLowerCase();
  for (const group of groups) {
    const keywords = Array.isArray(group['keywords']) ? (group['keywords'] as unknown[]).filter((k): k is string => typeof k === 'string' && k.trim() !== '') : [];
    const target = typeof group['value'] === 'string' ? group['value'] : '';
    if (target && keywords.some((k) => words.includes(k.trim().toLowerCase()))) return { id: target };
  }
  return null;
}

/** The text a selection's chosen option stands for (what #inputParam keeps). */
export function chosenText(module: FlowModule, input: UserInput): string {
  if (!input.payload) return input.text;
  const settings = module.settings;
  const buttons = asButtons(settings['payloads']);
  const cards = Array.isArray(settings['payloads']) ? (settings['payloads'] as Array<Record<string, unknown>>) : [];
  for (const card of cards) for (const b of asButtons(card['buttons'])) if (b.id === input.payload) return b.text;
  return buttons.find((b) => b.id === input.payload)?.text ?? input.text;
}

/** The plain next connection of a module (no option, card, intent), if any. */
export function nextOf(module: FlowModule): string | null {
  return module.connections.find(isPlainConnection)?.id ?? null;
}

/** The connection of a named output (paymentSucceed, noStock, a condition id...). */
export function optionTarget(module: FlowModule, optionID: string): string | null {
  return module.connections.find((c) => c.optionID === optionID)?.id ?? null;
}
