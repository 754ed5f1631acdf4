import type { ChatButton, MessageView } from '../../../services/contracts/channels/botMessages';
import type { LineAction, LineQuickReply } from '../../../services/contracts/channels/lineWebhook';
import type { UserInput } from '../../../machines/flow/parameters';
import { cut, LINE_LIMITS } from './lineLimits';

/**
 * The choices of a message (its text buttons, a card's buttons, a list's rows) as LINE quick
 * replies: up to 13 buttons, each a postback carrying the choice's id and words
 * (`choice=<id>&text=<words>`, shown in the chat as the person's words), or, when that is longer
 * than LINE takes, a message action that sends the words (the engine matches them). More than
 * 13 choices go as numbered lines of the text instead, and a typed number chooses its line
 * (lineNumbered.ts). Link and phone buttons are lines of the text: quick replies carry neither.
 */
export type Choice = { id: string; text: string };

export function choicesOf(view: MessageView): Choice[] {
  const ofButtons = (buttons: ChatButton[]) => buttons.filter((b) => b.kind === 'TEXT').map((b) => ({ id: b.id, text: b.text.trim() || b.id }));
  if (view.kind === 'quickReply') return ofButtons(view.buttons);
  if (view.kind === 'cards') return view.cards.flatMap((card) => ofButtons(card.buttons));
  if (view.kind === 'list') return view.rows.filter((row) => row.title.trim()).map((row) => ({ id: row.id, text: row.title.trim() }));
  return [];
}

/** Whether the choices go as numbered lines rather than quick-reply buttons. */
export const asNumbered = (choices: Choice[]) => choices.length > LINE_LIMITS.quickReplyItems;

export function postbackData(choice: Choice): string {
  return new URLSearchParams({ choice: choice.id, text: choice.text }).toString();
}

function actionOf(choice: Choice): LineAction {
  const label = cut(choice.text, LINE_LIMITS.label);
  const data = postbackData(choice);
  if (choice.id && data.length <= LINE_LIMITS.actionData) return { type: 'postback', label, data, displayText: cut(choice.text, LINE_LIMITS.actionText) };
  return { type: 'message', label, text: cut(choice.text, LINE_LIMITS.actionText) };
}

/** The quick reply of up to 13 choices; none for no choices or more than fit. */
export function quickReplyOf(choices: Choice[]): LineQuickReply | undefined {
  if (choices.length === 0 || asNumbered(choices)) return undefined;
  return { items: choices.map((choice) => ({ type: 'action' as const, action: actionOf(choice) })) };
}

/** The choices as numbered lines ("1. Tea"), for more than fit as quick replies. */
export function numberedLines(choices: Choice[]): string[] {
  return choices.map((choice, i) => `${i + 1}. ${choice.text}`);
}

/** A tapped quick reply read back: the choice's words with its id as the payload; data of another making is its own words. */
export function choiceOfPostback(data: string): UserInput {
  const params = new URLSearchParams(data);
  const id = params.get('choice');
  return id ? { text: params.get('text') ?? '', messageType: 'TEXT', payload: id } : { text: data, messageType: 'TEXT' };
}
