import type { FlowModuleOf } from '../../../services/contracts/modules';
import type { SelectionButton } from '../../../services/contracts/modules/selection';
import type { FlowConnection } from '../../../services/contracts/flow';
import { keywordTarget } from '../connections';
import type { BotMessage } from '../conversation';
import { substitute, type UserInput } from '../parameters';
import type { ModuleCompiler } from './compiler';

/** A reply or card button as the channel shows it. */
const buttonOf = (button: SelectionButton, params: Record<string, string>) => ({
  id: button.id,
  text: substitute(button.text ?? '', params),
  type: button.type || 'TEXT',
  link: button.link ?? '',
});

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
  messages: (module, params) => messages(module, params),
  keptValue: chosenText,
};
