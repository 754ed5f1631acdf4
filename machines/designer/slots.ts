import type { FlowConnection, FlowModule } from '../../services/contracts/flow';

/**
 * Which outputs (slots) a module has, read from its settings as docs/module-settings.md
 * fixes them, and whether a stored connection still belongs to one. A connection whose
 * slot is gone (its button, card, row, condition, route or intent was removed) is kept in
 * the document but not drawn; the save check lists it. Pure.
 */

type Entry = Record<string, unknown>;
const entries = (value: unknown): Entry[] => (Array.isArray(value) ? value.filter((v): v is Entry => typeof v === 'object' && v !== null) : []);
const ids = (value: unknown): string[] => entries(value).flatMap((e) => (typeof e['id'] === 'string' ? [e['id']] : []));
const names = (value: unknown): string[] => entries(value).flatMap((e) => (typeof e['name'] === 'string' ? [e['name']] : []));
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** The option ids a module offers (`{ id, optionID }` connections). */
export function optionIds(module: FlowModule): string[] {
  const s = module.settings;
  switch (module.type) {
    case 'SELECTION':
      if (s['selectionType'] === 'LIST') return ids(entries(s['payloads'])[0]?.['listCardRow']);
      return s['selectionType'] === 'CARD' ? [] : ids(s['payloads']);
    case 'LOGIC':
      return s['logicTab'] === 'PERSONALIZED' ? ['personalization'] : ids(s['payloads']);
    case 'LANGUAGE':
      return ids(s['payloads']);
    case 'PAYMENTS':
      return ['paymentSucceed', 'paymentFailed'];
    case 'COMMERCE':
      return ['noStock'];
    case 'GENERATIVE':
      return [...(s['useMessageLimit'] === true ? ['messageLimit'] : []), ...(s['returnAnswerAsParameterOnly'] === true ? ['returnAsParameter'] : [])];
    case 'SUPPORT_AGENT':
      return strings(s['allExitFunctions']).map((name) => `function:${name}`);
    default:
      return [];
  }
}

/** Whether the module has the plain 'next' output: all but END, and PAYMENTS (its two outcomes replace it). */
export const hasNext = (module: FlowModule) => module.type !== 'END' && module.type !== 'PAYMENTS';

function cardSlotExists(module: FlowModule, cardID: string, buttonID: string | undefined): boolean {
  if (module.type !== 'SELECTION' || module.settings['selectionType'] !== 'CARD') return false;
  const card = entries(module.settings['payloads']).find((c) => c['id'] === cardID);
  if (!card) return false;
  return buttonID === undefined || ids(card['buttons']).includes(buttonID);
}

function intentSlotExists(module: FlowModule, intent: string): boolean {
  // AI intents live on the AI connection (the server), so any named intent is a slot of AI.
  if (module.type === 'AI') return intent !== '';
  return module.type === 'GENERATIVE' && names(module.settings['intents']).includes(intent);
}

/** Whether a stored connection belongs to a slot the module still has. */
export function slotExists(module: FlowModule, connection: FlowConnection): boolean {
  const { optionID, cardID, buttonID, intent } = connection;
  if (intent !== undefined) return optionID === undefined && cardID === undefined && intentSlotExists(module, intent);
  if (cardID !== undefined) return optionID === undefined && cardSlotExists(module, cardID, buttonID);
  if (buttonID !== undefined) return false;
  if (optionID !== undefined) return optionIds(module).includes(optionID);
  return hasNext(module);
}
