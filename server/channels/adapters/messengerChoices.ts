import type { MessengerOutboundQuickReply } from '../../../services/contracts/channels/messengerWebhook';
import type { Choice } from './lineChoices';

/**
 * The choices of a message as Messenger (and Instagram) quick replies: up to 13, each titled
 * with the choice's words (at most 20 characters) and carrying its id as the payload, which
 * comes back with the tapped reply. Choices that do not fit (more than 13, or words longer than
 * a title takes) go as numbered lines of the text instead, and a typed number chooses its line
 * (messengerNumbered.ts).
 */
export const MESSENGER_LIMITS = { quickReplies: 13, title: 20, payload: 1000, facebookText: 2000, instagramText: 1000 } as const;

const length = (text: string) => [...text].length;
const payloadOf = (choice: Choice) => choice.id || choice.text;

/** Whether the choices go as numbered lines rather than quick replies. */
export function asNumbered(choices: Choice[]): boolean {
  return (
    choices.length > MESSENGER_LIMITS.quickReplies ||
    choices.some((choice) => length(choice.text) > MESSENGER_LIMITS.title || length(choice.text) === 0 || payloadOf(choice).length > MESSENGER_LIMITS.payload)
  );
}

export function quickRepliesOf(choices: Choice[]): MessengerOutboundQuickReply[] {
  return choices.map((choice) => ({ content_type: 'text', title: choice.text, payload: payloadOf(choice) }));
}

/** The choices as numbered lines ("1. Tea"). */
export function numberedLines(choices: Choice[]): string[] {
  return choices.map((choice, i) => `${i + 1}. ${choice.text}`);
}
