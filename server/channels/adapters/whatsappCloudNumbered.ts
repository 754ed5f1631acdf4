import { readMessage, type MessageView } from '../../../services/contracts/channels/botMessages';
import type { ChatMessage } from '../../../services/contracts/conversations';
import type { UserInput } from '../../../machines/flow/parameters';
import { LIMITS } from './whatsappCloudChoices';

/**
 * The numbered-text fallback read back: when the assistant's last message showed its choices
 * as "1. Yes\n2. No" (more than WhatsApp's interactive limits), an end user who answers with a
 * number chose that line: the reply becomes the choice's words with its id as the payload.
 */

type Choice = { id: string; text: string; choosable: boolean };

/** The choices a message showed as numbered lines, in their order; [] when it showed them as buttons or a list. */
export function numberedChoices(view: MessageView): Choice[] {
  if (view.kind === 'quickReply') {
    const { buttons } = view;
    const long = [...view.text].length > LIMITS.interactiveBody;
    const replies = buttons.every((b) => b.kind === 'TEXT');
    if (buttons.length === 0 || (replies && buttons.length <= LIMITS.listRows && !long)) return [];
    if (buttons.length === 1 && buttons[0]?.kind === 'URL' && buttons[0].href && !long) return [];
    return buttons.map((b) => ({ id: b.id, text: b.text, choosable: b.kind === 'TEXT' }));
  }
  if (view.kind === 'list') {
    const text = [view.body].filter(Boolean).join('\n') || view.header;
    if (view.rows.length === 0 || (view.rows.length <= LIMITS.listRows && [...text].length <= LIMITS.interactiveBody)) return [];
    return view.rows.map((row) => ({ id: row.id, text: row.title, choosable: true }));
  }
  return [];
}

/** The reply with a typed number read as the numbered choice of the assistant's last message (`history` in order). */
export function numberedReply(input: UserInput, history: ChatMessage[], publicUrl: string): UserInput {
  const number = /^\s*(\d{1,2})\s*\.?\s*$/.exec(input.text)?.[1];
  if (input.payload !== undefined || !number) return input;
  const last = [...history].reverse().find((message) => message.sendBy !== 'CLIENT');
  if (!last) return input;
  const choice = numberedChoices(readMessage(last, publicUrl))[Number(number) - 1];
  return choice?.choosable ? { ...input, text: choice.text, payload: choice.id || choice.text } : input;
}
