import { readMessage } from '../../../services/contracts/channels/botMessages';
import type { ChatMessage } from '../../../services/contracts/conversations';
import type { UserInput } from '../../../machines/flow/parameters';
import { choicesOf } from './lineChoices';
import { asNumbered } from './messengerChoices';

/**
 * The numbered-text fallback read back: when the assistant's last message showed its choices as
 * numbered lines (too many, or too long, for quick replies), a person who answers with a number
 * chose that line: the reply becomes the choice's words with its id as the payload.
 */
export function messengerNumberedReply(input: UserInput, history: ChatMessage[], publicUrl: string): UserInput {
  const number = /^\s*(\d{1,3})\s*\.?\s*$/.exec(input.text)?.[1];
  if (input.payload !== undefined || !number) return input;
  const last = [...history].reverse().find((message) => message.sendBy !== 'CLIENT');
  if (!last) return input;
  const choices = choicesOf(readMessage(last, publicUrl));
  const choice = asNumbered(choices) ? choices[Number(number) - 1] : undefined;
  return choice ? { ...input, text: choice.text, payload: choice.id || choice.text } : input;
}
