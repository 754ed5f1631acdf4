import type { UserInput } from '../../../machines/flow/parameters';
import { messengerWebhook, type MessengerEntry, type MessengerEvent, type MessengerWebhook } from '../../../services/contracts/channels/messengerWebhook';
import { HttpError } from '../../http/errors';
import type { InboundEventOf } from './channelAdapter';

/**
 * A Messenger Platform or Instagram webhook in the channel layer's words, for one channel (the
 * entries whose id is its page, or its Instagram account): a message (its text, a tapped quick
 * reply's payload, an attachment) or a postback is a message event keyed by its mid. Echoes of
 * what the page sent, reads and deliveries carry nothing to answer; `standby` events belong to
 * a thread another app owns (a handover receiver) and are not the assistant's to answer.
 */

const MEDIA: Record<string, UserInput['messageType']> = { image: 'IMAGE', video: 'VIDEO', audio: 'AUDIO', file: 'FILE' };

export function readWebhook(body: unknown): MessengerWebhook {
  const parsed = messengerWebhook.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new HttpError(400, `The webhook is not valid: ${issue ? `${issue.path.map(String).join('.')}: ${issue.message}` : 'unreadable'}.`);
  }
  return parsed.data;
}

function inputOf(event: MessengerEvent): { mid: string; input: UserInput } | undefined {
  const { message, postback } = event;
  if (message && !message.is_echo) {
    const payload = message.quick_reply?.payload;
    if (payload !== undefined) return { mid: message.mid, input: { text: message.text ?? payload, messageType: 'TEXT', payload } };
    if (message.text !== undefined) return { mid: message.mid, input: { text: message.text, messageType: 'TEXT' } };
    const attachment = message.attachments?.[0];
    const url = attachment?.payload?.url;
    const type = attachment ? MEDIA[attachment.type] : undefined;
    if (type && url) return { mid: message.mid, input: { text: url, messageType: type, payload: url } };
    return undefined;
  }
  if (postback) {
    const mid = postback.mid ?? `postback:${event.sender.id}:${event.timestamp ?? 0}:${postback.payload}`;
    return { mid, input: { text: postback.title ?? postback.payload, messageType: 'TEXT', payload: postback.payload } };
  }
  return undefined;
}

/** The entries of the webhook meant for the channel whose page (or Instagram account) is `entryId`. */
export const entriesOf = (webhook: MessengerWebhook, entryId: string | undefined): MessengerEntry[] =>
  webhook.entry.filter((entry) => entryId !== undefined && entry.id === entryId);

export function messengerEvents(body: unknown, entryId: string | undefined): InboundEventOf<'facebook' | 'instagram'>[] {
  const events: InboundEventOf<'facebook' | 'instagram'>[] = [];
  for (const entry of entriesOf(readWebhook(body), entryId)) {
    for (const event of entry.messaging ?? []) {
      const read = inputOf(event);
      if (read) events.push({ kind: 'message', providerMessageId: read.mid, client: { clientId: event.sender.id }, input: read.input });
    }
  }
  return events;
}

/**
 * The people whose thread an app passed to `appId` (the product's app): the handover receiver
 * handed the conversation back, so the assistant answers them again.
 */
export function threadsPassedTo(body: unknown, entryId: string | undefined, appId: string): string[] {
  return entriesOf(readWebhook(body), entryId).flatMap((entry) =>
    [...(entry.messaging ?? []), ...(entry.standby ?? [])].filter((event) => event.pass_thread_control?.new_owner_app_id === appId).map((event) => event.sender.id),
  );
}
