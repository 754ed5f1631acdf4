import { z } from 'zod';
import { teamsMessages } from '../../../services/contracts/channels/teams';
import { resourceResponse } from '../../../services/contracts/channels/teamsActivity';
import type { SendResult } from '../outboundQueue';
import type { AdapterChannel, ChannelAdapter, ProviderAccess } from './channelAdapter';
import { callProvider, sendResultOf } from './providerHttp';
import { authenticateActivity } from './teamsAuth';
import { parseTeamsActivity } from './teamsParse';
import { renderTeams } from './teamsRender';
import { botAccessToken, forgetBotToken } from './teamsToken';

/**
 * Teams bots over the Bot Framework (the Bot Connector API): Teams posts each activity to the
 * messaging endpoint set in the bot's configuration (this channel's webhook; Teams has no call
 * that sets it), signed with a Bot Framework token; replies are POSTed to the serviceUrl of the
 * verified activity they answer, with a token of the bot got by its app id and password.
 */

/** What a queued part asks: a reply activity to the message at serviceUrl. */
const queuedReply = z.object({
  serviceUrl: z.string().regex(/^https?:\/\//),
  conversationId: z.string().min(1),
  replyToId: z.string(),
  activity: z.record(z.string(), z.unknown()),
});

const replyAddress = (reply: z.infer<typeof queuedReply>) =>
  `${reply.serviceUrl.replace(/\/+$/, '')}/v3/conversations/${encodeURIComponent(reply.conversationId)}/activities${reply.replyToId ? `/${encodeURIComponent(reply.replyToId)}` : ''}`;

async function postReply(reply: z.infer<typeof queuedReply>, channel: AdapterChannel<'teams'>, access: ProviderAccess, again: boolean): Promise<SendResult> {
  const { appID, password } = channel.properties;
  const signed = await botAccessToken(access, appID, password);
  if (signed.kind === 'refused') return { kind: 'failed', reason: signed.reason };
  if (signed.kind === 'retry')
    return signed.retryAfterMs === undefined ? { kind: 'retry', reason: signed.reason } : { kind: 'retry', reason: signed.reason, retryAfterMs: signed.retryAfterMs };
  const answer = await callProvider(access, replyAddress(reply), { method: 'POST', body: reply.activity, headers: { authorization: `Bearer ${signed.token}` } });
  if (answer.kind === 'refused' && answer.status === 401) {
    // The kept token was refused (revoked, or the password changed): one more try with a new one.
    forgetBotToken(access, appID, password);
    if (again) return postReply(reply, channel, access, false);
  }
  const id = answer.kind === 'ok' ? resourceResponse.safeParse(answer.body) : undefined;
  return sendResultOf(answer, id?.success ? id.data.id : undefined);
}

export const teamsAdapter: ChannelAdapter<'teams'> = {
  kind: 'teams',

  /** The token itself is checked by `authenticate` (its keys are read over the network). */
  verify(request) {
    const header = request.headers.authorization;
    if (typeof header === 'string' && header.startsWith('Bearer ')) return { ok: true };
    return { ok: false, status: 401, message: 'The activity carries no Bot Framework token.' };
  },

  authenticate: (request, channel, access) => authenticateActivity(request, channel, access),

  parse: (body) => parseTeamsActivity(body),

  render: (messages, context) => renderTeams(messages, context),

  async send(part, channel, access) {
    const reply = queuedReply.safeParse(part.request);
    if (!reply.success) return { kind: 'failed', reason: 'The queued Teams reply has no address: Teams names it in the message being answered.' };
    return postReply(reply.data, channel, access, true);
  },

  /** Checks the app id and password by signing in as the bot; the messaging endpoint is set at Teams by hand. */
  async connect(channel, access) {
    const signed = await botAccessToken(access, channel.properties.appID, channel.properties.password);
    if (signed.kind === 'ok') return { ok: true };
    return { ok: false, message: signed.kind === 'refused' ? teamsMessages.signInRefused(signed.words) : teamsMessages.signInUnavailable };
  },
};
