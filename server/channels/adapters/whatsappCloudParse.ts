import type { UserInput } from '../../../machines/flow/parameters';
import { whatsappChangeValue, whatsappWebhook, type WhatsappChangeValue, type WhatsappInboundMessage } from '../../../services/contracts/channels/whatsappWebhook';
import { HttpError } from '../../http/errors';
import { DELIVERY_STATUSES, type DeliveryStatus, type InboundEventOf } from './channelAdapter';

/**
 * A WhatsApp Cloud webhook in the channel layer's words: each message of a "messages" change
 * is a message event (buttons and list rows carry their id as the payload), each status a
 * status event. Changes of other fields (account updates, template reviews) carry none.
 */

const MEDIA = { image: 'IMAGE', video: 'VIDEO', audio: 'AUDIO', document: 'FILE', sticker: 'IMAGE' } as const;

/** What the end user sent, as the engine reads input; undefined for a kind the console cannot read. */
export function inputOf(message: WhatsappInboundMessage): UserInput | undefined {
  if (message.text) return { text: message.text.body, messageType: 'TEXT' };
  const reply = message.interactive?.button_reply ?? message.interactive?.list_reply;
  if (reply) return { text: reply.title, messageType: 'TEXT', payload: reply.id };
  if (message.button) return { text: message.button.text, messageType: 'TEXT', ...(message.button.payload ? { payload: message.button.payload } : {}) };
  for (const key of Object.keys(MEDIA) as Array<keyof typeof MEDIA>) {
    const media = message[key];
    if (media) return { text: media.caption ?? media.filename ?? media.id ?? '', messageType: MEDIA[key], ...(media.id ? { payload: media.id } : {}) };
  }
  if (message.location) {
    const { latitude, longitude, name } = message.location;
    return { text: name ? `${name} (${latitude},${longitude})` : `${latitude},${longitude}`, messageType: 'LOCATION', payload: `${latitude},${longitude}` };
  }
  return undefined;
}

const isDeliveryStatus = (status: string): status is DeliveryStatus => (DELIVERY_STATUSES as readonly string[]).includes(status);

function eventsOf(value: WhatsappChangeValue): InboundEventOf<'whatsappCloud'>[] {
  const events: InboundEventOf<'whatsappCloud'>[] = [];
  for (const message of value.messages ?? []) {
    const input = inputOf(message);
    if (!input) continue;
    const name = value.contacts?.find((contact) => contact.wa_id === message.from)?.profile?.name;
    const client = { clientId: message.from, phone: `+${message.from}`, ...(name ? { name } : {}) };
    events.push({ kind: 'message', providerMessageId: message.id, client, input });
  }
  for (const status of value.statuses ?? []) {
    if (!isDeliveryStatus(status.status)) continue;
    const reason = status.errors?.map((error) => error.title ?? error.message ?? `error ${error.code ?? ''}`.trim()).join('; ');
    events.push({ kind: 'status', providerMessageId: status.id, status: status.status, ...(reason ? { reason } : {}) });
  }
  return events;
}

const problem = (where: string, issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) => {
  const issue = issues[0];
  const path = issue ? [where, ...issue.path.map(String)].filter(Boolean).join('.') : where;
  return `The WhatsApp webhook is not valid: ${path}: ${issue?.message ?? 'unreadable'}.`;
};

export function whatsappParse(body: unknown): InboundEventOf<'whatsappCloud'>[] {
  const webhook = whatsappWebhook.safeParse(body);
  if (!webhook.success) throw new HttpError(400, problem('', webhook.error.issues));
  const events: InboundEventOf<'whatsappCloud'>[] = [];
  webhook.data.entry.forEach((entry, e) =>
    entry.changes.forEach((change, c) => {
      if (change.field !== 'messages') return;
      const value = whatsappChangeValue.safeParse(change.value);
      if (!value.success) throw new HttpError(400, problem(`entry.${e}.changes.${c}.value`, value.error.issues));
      events.push(...eventsOf(value.data));
    }),
  );
  return events;
}
