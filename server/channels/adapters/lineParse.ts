import { HttpError } from '../../http/errors';
import { lineWebhookBody, type LineEvent } from '../../../services/contracts/channels/lineWebhook';
import type { UserInput } from '../../../machines/flow/parameters';
import type { InboundEvent } from './channelAdapter';
import type { LineReplyContext } from './lineReply';
import { choiceOfPostback } from './lineChoices';

/**
 * An authenticated webhook body as the channel layer's events: a message a LINE user wrote or
 * sent (text, image, video, audio, file, location) or a quick-reply button they tapped (a
 * postback). The event's webhookEventId, which LINE repeats when it delivers again, is the
 * message id. Files stay at LINE (reading them needs the access token): the input names them
 * by file name. Events of groups and rooms, follows, stickers and the rest carry nothing to answer.
 */

/**
 * How long after the event this console still answers with its reply token: LINE takes a reply
 * token once and only for a short while (within a minute of the webhook), so a reply queued
 * later than 50 s after the event goes as a push message instead (lineSend.ts).
 */
export const REPLY_TOKEN_USE_MS = 50_000;

function inputOf(event: LineEvent): UserInput | null {
  if (event.type === 'postback' && event.postback) return choiceOfPostback(event.postback.data);
  const message = event.message;
  if (event.type !== 'message' || !message) return null;
  switch (message.type) {
    case 'text':
      return { text: message.text ?? '', messageType: 'TEXT' };
    case 'image':
      return { text: '', messageType: 'IMAGE' };
    case 'video':
      return { text: '', messageType: 'VIDEO' };
    case 'audio':
      return { text: '', messageType: 'AUDIO' };
    case 'file':
      return { text: message.fileName ?? '', messageType: 'FILE' };
    case 'location':
      return message.latitude === undefined || message.longitude === undefined ? null : { text: `${message.latitude},${message.longitude}`, messageType: 'LOCATION' };
    default:
      return null;
  }
}

/** The event's reply token, unless LINE delivers it again (a redelivered event's token cannot be used). */
function replyTokenOf(event: LineEvent): LineReplyContext | undefined {
  if (!event.replyToken || event.deliveryContext.isRedelivery) return undefined;
  return { kind: 'line', token: event.replyToken, usableUntil: new Date(event.timestamp + REPLY_TOKEN_USE_MS).toISOString() };
}

function eventOf(event: LineEvent): InboundEvent<LineReplyContext>[] {
  const userId = event.source?.type === 'user' ? event.source.userId : undefined;
  const input = userId ? inputOf(event) : null;
  if (!userId || !input) return [];
  const answerWith = replyTokenOf(event);
  return [{ kind: 'message', providerMessageId: event.webhookEventId, client: { clientId: userId }, input, ...(answerWith ? { answerWith } : {}) }];
}

export function parseLineWebhook(body: unknown): InboundEvent<LineReplyContext>[] {
  const parsed = lineWebhookBody.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new HttpError(400, `The LINE webhook body is not valid${where}: ${issue?.message ?? 'unreadable'}.`);
  }
  return parsed.data.events.flatMap(eventOf);
}
