import { activity as activitySchema, type Activity } from '../../../services/contracts/channels/teamsActivity';
import type { UserInput } from '../../../machines/flow/parameters';
import { HttpError } from '../../http/errors';
import type { InboundEvent } from './channelAdapter';
import type { TeamsReplyContext } from './teamsReply';

/**
 * An authenticated activity as the channel layer's events. A message (typed text, a button's
 * imBack text, an Adaptive Card's submitted value, an image or a file) is one event, its
 * activity id the message id; other activities (conversationUpdate, typing...) carry nothing to
 * answer. The reply goes where the verified activity says: its serviceUrl and conversation.
 */

/** Mentions of the bot (<at>Name</at>) are markup around the person's words. */
const withoutMentions = (text: string) => text.replace(/\s*<at>[^<]*<\/at>\s*/g, ' ').trim();

function submitted(value: unknown): { text?: string; payload?: string } {
  if (typeof value === 'string') return { text: value };
  if (typeof value !== 'object' || value === null) return {};
  const text = 'text' in value && typeof value.text === 'string' ? value.text : undefined;
  const payload = 'payload' in value && typeof value.payload === 'string' ? value.payload : undefined;
  return { ...(text === undefined ? {} : { text }), ...(payload === undefined ? {} : { payload }) };
}

function inputOf(activity: Activity): UserInput | null {
  const text = withoutMentions(activity.text ?? '');
  const value = submitted(activity.value);
  if (value.payload !== undefined) return { text: text || (value.text ?? ''), messageType: 'TEXT', payload: value.payload };
  if (text || value.text) return { text: text || (value.text ?? ''), messageType: 'TEXT' };
  const sent = activity.attachments?.find((a) => a.contentType !== 'text/html');
  if (!sent) return null;
  return { text: sent.name ?? '', messageType: sent.contentType.startsWith('image/') ? 'IMAGE' : 'FILE' };
}

export function parseTeamsActivity(body: unknown): InboundEvent<TeamsReplyContext>[] {
  const parsed = activitySchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new HttpError(400, `The Teams activity is not valid${where}: ${issue?.message ?? 'unreadable'}.`);
  }
  const activity = parsed.data;
  if (activity.type !== 'message') return [];
  const { id, serviceUrl, conversation, from, recipient } = activity;
  if (!id || !serviceUrl || !conversation || !from || !recipient) throw new HttpError(400, 'A Teams message activity names its id, serviceUrl, conversation, from and recipient.');
  const input = inputOf(activity);
  if (!input) return [];
  const answerWith: TeamsReplyContext = { kind: 'teams', serviceUrl, conversationId: conversation.id, activityId: id, botId: recipient.id, userId: from.id };
  return [{ kind: 'message', providerMessageId: id, client: { clientId: from.id, ...(from.name ? { name: from.name } : {}) }, input, answerWith }];
}
