import type { FlowModuleOf } from '../../../services/contracts/modules';
import type { SelectionButton } from '../../../services/contracts/modules/selection';
import type { FlowConnection } from '../../../services/contracts/flow';
import { keywordGroupsOf, keywordTarget, matchedKeywordGroup } from '../connections';
import type { BotMessage } from '../conversation';
import { parameterKey, substitute, type UserInput } from '../parameters';
import { errorSaid, type PathReply } from '../pathRules';
import type { ModuleCompiler } from './compiler';

/** A reply or card button as the channel shows it. */
const buttonOf = (button: SelectionButton, params: Record<string, string>) => ({
  id: button.id,
  text: substitute(button.text ?? '', params),
  type: button.type || 'TEXT',
  link: button.link ?? '',
});

/** Replies a path tries to match no option. */
const NO_MATCH_TEXTS = ['something else', 'zzz', '?', '42'];

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A reply presses a button: by its payload id, or (no payload) by its text. */
const presses = (button: { id: string; text?: string | undefined }, input: UserInput) => input.payload === button.id || (!input.payload && same(button.text ?? '', input.text));

/**
 * The connection a reply chooses on a SELECTION module: the pressed button, card or row (by
 * payload id or by its text), else a keyword group. Null: the reply matches nothing.
 */
export function choiceOf(module: FlowModuleOf<'SELECTION'>, input: UserInput): FlowConnection | null {
  const settings = module.settings;
  const find = (test: (c: FlowConnection) => boolean) => module.connections.find(test) ?? null;
  if (settings.selectionType === 'CARD') {
    for (const card of settings.payloads ?? []) {
      for (const button of card.buttons ?? []) {
        if (presses(button, input)) {
          const hit = find((c) => c.cardID === card.id && c.buttonID === button.id);
          if (hit) return hit;
        }
      }
      if (input.payload === card.id || (!input.payload && card.title && same(card.title, input.text))) {
        const hit = find((c) => c.cardID === card.id && c.buttonID === undefined);
        if (hit) return hit;
      }
    }
  } else if (settings.selectionType === 'LIST') {
    for (const row of settings.payloads?.[0]?.listCardRow ?? []) {
      if (input.payload === row.id || input.payload === row.listRowId || (!input.payload && same(row.listRowTitle ?? '', input.text))) {
        const hit = find((c) => c.optionID === row.id);
        if (hit) return hit;
      }
    }
  } else {
    for (const button of settings.payloads ?? []) {
      if (presses(button, input)) {
        const hit = find((c) => c.optionID === button.id);
        if (hit) return hit;
      }
    }
  }
  return keywordTarget(module, input);
}

/**
 * The text a selection's chosen option stands for (what #inputParam keeps): the pressed
 * button's (a pressed card: the card's text), else the reply's.
 */
export function chosenText(module: FlowModuleOf<'SELECTION'>, input: UserInput): string {
  if (!input.payload) return input.text;
  const settings = module.settings;
  if (settings.selectionType === 'LIST') return input.text;
  if (settings.selectionType === 'CARD') {
    for (const card of settings.payloads ?? []) for (const b of card.buttons ?? []) if (b.id === input.payload) return b.text ?? '';
  }
  const pressed = (settings.payloads ?? []).find((option) => option.id === input.payload);
  return pressed ? (pressed.text ?? '') : input.text;
}

/** A choice a SELECTION offers: its transition's key, the input that makes it, the connection it follows. */
export type Choice = { key: string; input: UserInput; says: string; connection: FlowConnection };

/** Every button, card and row of a SELECTION that leads somewhere, as the reply that presses it. */
export function choicesOf(module: FlowModuleOf<'SELECTION'>): Choice[] {
  const settings = module.settings;
  const out: Choice[] = [];
  const add = (key: string, id: string, label: string, match: (c: FlowConnection) => boolean) => {
    const connection = module.connections.find(match);
    if (connection) out.push({ key, input: { text: label, messageType: 'TEXT', payload: id }, says: `presses “${label}” (${id})`, connection });
  };
  if (settings.selectionType === 'CARD') {
    for (const card of settings.payloads ?? []) {
      add(`card:${card.id}`, card.id, card.title ?? '', (x) => x.cardID === card.id && x.buttonID === undefined);
      for (const button of card.buttons ?? []) add(`card:${card.id}:button:${button.id}`, button.id, button.text ?? '', (x) => x.cardID === card.id && x.buttonID === button.id);
    }
  } else if (settings.selectionType === 'LIST') {
    for (const row of settings.payloads?.[0]?.listCardRow ?? []) add(`row:${row.id}`, row.id, row.listRowTitle ?? '', (x) => x.optionID === row.id);
  } else {
    for (const button of settings.payloads ?? []) add(`option:${button.id}`, button.id, button.text ?? '', (x) => x.optionID === button.id);
  }
  return out;
}

/** What a SELECTION says: its quick replies with the prompt, its cards, or its list (#parameters filled in). */
function messages(module: FlowModuleOf<'SELECTION'>, params: Record<string, string>): BotMessage[] {
  const say = (messageType: string, content: Record<string, unknown>): BotMessage => ({ moduleId: module.id, messageType, content });
  const settings = module.settings;
  if (settings.selectionType === 'CARD') {
    const cards = (settings.payloads ?? []).map((card) => ({
      id: card.id,
      title: substitute(card.title ?? '', params),
      subtitle: substitute(card.subtitle ?? '', params),
      text: substitute(card.text ?? '', params),
      image: card.image ?? '',
      buttons: (card.buttons ?? []).map((button) => buttonOf(button, params)),
    }));
    return [say('CARD', { cards, parameters: settings.parameters ?? {} })];
  }
  if (settings.selectionType === 'LIST') {
    const section = settings.payloads?.[0];
    const rows = (section?.listCardRow ?? []).map((row) => ({
      id: row.id,
      title: substitute(row.listRowTitle ?? '', params),
      description: substitute(row.listRowDescription ?? '', params),
    }));
    return [
      say('LIST', {
        header: substitute(settings.listHeader ?? '', params),
        body: substitute(settings.messageBoxBody ?? '', params),
        button: settings.messageBoxOptionsButtonText ?? '',
        sectionTitle: section?.listSectionTitle ?? '',
        rows,
      }),
    ];
  }
  const buttons = (settings.payloads ?? []).map((button) => buttonOf(button, params));
  return [say('QUICKREPLY', { text: substitute(settings.prompt ?? '', params), buttons })];
}

/**
 * SELECTION: asks (says its options), then waits. A reply choosing an option or matching a
 * keyword group goes to its target and keeps the chosen text in the module's parameter;
 * any other reply is invalid (error message, asked again, fallback after the retries).
 */
export const selectionCompiler: ModuleCompiler<'SELECTION'> = {
  compile(module, kit) {
    const targets = [...new Set(module.connections.map((c) => c.id).filter((id) => kit.has(id)))];
    const keywordTargets = (module.settings.keywordsGroups ?? []).map((group) => group.value).filter((id) => kit.has(id) && !targets.includes(id));
    const param = module.settings.inputParam ?? '';
    const chosen = (target: string, guard: string) => ({
      guard: { type: guard, params: { moduleId: module.id, target } },
      target: kit.to(target),
      actions: ['remember', { type: 'keepParam', params: { moduleId: module.id, param } }],
    });
    const invalid = kit.invalidReply(module, 'asking', 'the reply matches no option', module.settings.errorMessage ?? '');
    return {
      final: false,
      state: {
        initial: 'asking',
        states: {
          asking: { entry: kit.speakOnEntry(module, (params) => messages(module, params)), always: 'waiting' },
          waiting: { on: { USER_MESSAGE: [...targets.map((t) => chosen(t, 'chooses')), ...keywordTargets.map((t) => chosen(t, 'keywordTo')), ...invalid] } },
        },
      },
    };
  },
  transitions(module, kit) {
    for (const choice of choicesOf(module)) kit.add(choice.key, 'option', choice.says, choice.connection.id, choice.connection);
    for (const group of keywordGroupsOf(module)) {
      const label = `writes “${group.keyword}” (keyword group ${group.index + 1})`;
      if (!kit.has(group.target)) kit.add(`keyword:${group.index}`, 'keyword', label, null, undefined, 'the keyword group leads to a module that does not exist');
      else kit.add(`keyword:${group.index}`, 'keyword', label, group.target);
    }
    kit.add('invalidAgain', 'invalidAgain', 'a reply that matches no option: asked again', module.id);
    if (kit.fallback)
      kit.add('invalidFallback', 'invalidFallback', `a reply that matches no option after ${module.fallbackCount ?? 0} retries: fallback`, kit.fallback, 'fallback');
  },
  messages: (module, params) => messages(module, params),
  keptValue: chosenText,
  walk: (_module, kit) => kit.stop('waiting', kit.said()),
  replies(module) {
    const out: PathReply[] = choicesOf(module).map((choice) => ({ input: choice.input, says: choice.says }));
    for (const group of keywordGroupsOf(module))
      out.push({ input: { text: group.keyword, messageType: 'TEXT' }, says: `writes “${group.keyword}” (keyword group ${group.index + 1})` });
    const miss = NO_MATCH_TEXTS.find((text) => !choiceOf(module, { text, messageType: 'TEXT' }));
    if (miss) out.push({ input: { text: miss, messageType: 'TEXT' }, says: `writes “${miss}” (matches no option)` });
    return out;
  },
  reply(module, input, kit) {
    const chosen = choiceOf(module, input);
    if (chosen && kit.has(chosen.id)) {
      const option = choicesOf(module).find((choice) => choice.connection === chosen);
      const group = option ? null : matchedKeywordGroup(module, input);
      const key = option ? option.key : group ? `keyword:${group.index}` : null;
      return { valid: true, to: chosen.id, key, param: module.settings.inputParam ?? '', value: chosenText(module, input) };
    }
    // A reply that matches no option: the error message, and the choices again.
    return { valid: false, said: [...errorSaid(module.id, module.settings.errorMessage ?? '', kit.params), ...messages(module, kit.params)] };
  },
  setsParameters: (module) => (module.settings.inputParam ? [parameterKey(module.settings.inputParam)] : []),
};
