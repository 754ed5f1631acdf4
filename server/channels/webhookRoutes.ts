import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { webhookIncomingBody, type WebhookDelivery } from '../../services/contracts/conversations';
import type { RestAnswer } from '../../services/contracts/rest';
import { CHANNEL_ID_MISSING, webhookHeaders, webhookQuery } from '../../services/contracts/rest/webhook';
import type { ConversationService, TurnOutcome } from '../conversations/conversationService';
import { asInput } from '../conversations/scriptedConversation';
import type { AppDeps } from '../deps';
import { isPrivateAddress } from '../engine/integrationCall';
import { isUniqueViolation } from '../db/errors';
import { HttpError } from '../http/errors';
import { parseBody, parseWith } from '../http/validate';
import { answering } from './runtimeErrors';
import { channelMessages, GENERIC_TYPE, tokenMatches } from './channelRules';
import { liveChannelWithToken, type ChannelRow } from './channelStore';
import type { OutboundDelivery, SendResult } from './outboundQueue';
import type { OutboundSender } from './outboundSender';
import { claimInbound, noteClaimConversation, releaseInbound } from './inboundClaims';
import { chatRateLimit } from './webChatRoutes';

export const webhookMessages = {
  channelIdMissing: CHANNEL_ID_MISSING,
  invalidToken: 'Invalid api token.',
  repeatInProgress: 'This message is being taken: its first delivery is still opening the conversation.',
} as const;

/** How long a partner's webhook may take to accept a delivery. */
export const DELIVERY_TIMEOUT_MS = 10_000;

export type DeliveryOptions = { allowPrivateAddresses: boolean; fetch?: typeof fetch; log?: (line: string) => void };

/** The wait a 429 or 503 names in Retry-After (seconds or an HTTP date), in ms. */
function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/**
 * POSTs a turn's answer to the channel's webhookUrl. A network error, a timeout, a 429 or a
 * 5xx is worth another try (the outbound queue waits and tries again); an invalid or private
 * URL or another answer is refused for good. A failure is logged with the URL's host and the
 * reason, never a token.
 */
export async function deliver(channel: ChannelRow, delivery: OutboundDelivery['payload'], options: DeliveryOptions): Promise<SendResult> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const target = typeof channel.properties['webhookUrl'] === 'string' ? channel.properties['webhookUrl'] : '';
  const failed = (kind: 'retry' | 'failed', reason: string, host: string, wait?: number): SendResult => {
    log(`${new Date().toISOString()} webhook delivery for channel ${channel.id}${host ? ` to ${host}` : ''} failed: ${reason}`);
    return kind === 'retry' ? { kind, reason, ...(wait === undefined ? {} : { retryAfterMs: wait }) } : { kind, reason };
  };
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return failed('failed', 'the webhook URL is not valid', '');
  }
  try {
    if (!options.allowPrivateAddresses) {
      const host = url.hostname.replace(/^\[|\]$/g, '');
      const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
      if (!addresses.length || addresses.some(isPrivateAddress)) return failed('failed', 'the webhook URL points to a private network address', url.host);
    }
    const response = await (options.fetch ?? fetch)(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(delivery),
      redirect: 'error',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return { kind: 'sent' };
    const reason = `the webhook answered ${response.status}`;
    if (response.status === 429 || response.status >= 500) return failed('retry', reason, url.host, retryAfterMs(response.headers.get('retry-after')));
    return failed('failed', reason, url.host);
  } catch (error) {
    return failed('retry', error instanceof Error ? error.message : String(error), url.host);
  }
}

type Turn = () => Promise<TurnOutcome>;

/**
 * The person's open conversation with this message as its next turn, or a new one opened with
 * the message (the flow then runs from START). When another first message of the same person
 * opened one a moment ago, the database refuses a second (one open conversation per person and
 * channel) and this message joins that one.
 */
export async function conversationFor(steps: {
  find: () => Promise<{ id: string } | undefined>;
  open: () => Promise<string>;
  continueWith: (id: string) => Turn;
  startWith: (id: string) => Turn;
}): Promise<{ conversationId: string; turn: Turn }> {
  const open = await steps.find();
  if (open) return { conversationId: open.id, turn: steps.continueWith(open.id) };
  try {
    const opened = await steps.open();
    return { conversationId: opened, turn: steps.startWith(opened) };
  } catch (error) {
    const raced = isUniqueViolation(error) ? await steps.find() : undefined;
    if (!raced) throw error;
    return { conversationId: raced.id, turn: steps.continueWith(raced.id) };
  }
}

/**
 * The generic webhook channel (spec 02 section 7): POST /external/v1/incoming?channelID=
 * with header apiToken. The message is accepted (202) and the turn runs afterwards; the
 * assistant's answer goes into the outbound queue, which POSTs it to the channel's webhookUrl.
 */
export function webhookRoutes(app: FastifyInstance, deps: AppDeps, service: ConversationService, outbound: Pick<OutboundSender, 'enqueue'>): { idle: () => Promise<void> } {
  /** Turns answered after their 202, until their answer is in the queue. */
  const pending = new Set<Promise<void>>();
  app.post('/external/v1/incoming', { config: chatRateLimit(deps) }, async (request, reply): Promise<RestAnswer<'POST /external/v1/incoming'>> => {
    const channelId = parseWith(webhookQuery, request.query ?? {});
    const found = await liveChannelWithToken(deps.db, deps.config.secretKey, channelId);
    if (!found || found.channel.integrationType !== GENERIC_TYPE) throw new HttpError(404, channelMessages.channelNotFound);
    const { apitoken } = parseWith(webhookHeaders, request.headers);
    if (!tokenMatches(apitoken, found.apiTokenHash)) throw new HttpError(401, webhookMessages.invalidToken);
    const body = parseBody(webhookIncomingBody, request.body);
    const { channel } = found;
    const input = { ...asInput(body.message.content, body.message.payload), messageType: body.message.type };
    const client = { clientId: body.clientInfo.id, name: body.clientInfo.name, surname: body.clientInfo.surname, phone: body.clientInfo.phone };
    const openConversation = () =>
      deps.db
        .selectFrom('conversations')
        .select('id')
        .where('channel_id', '=', channel.id)
        .where('client_id', '=', client.clientId)
        .where('end_date', 'is', null)
        .executeTakeFirst();
    // A message with the sender's id runs once, however often it is delivered (inboundClaims.ts).
    const claimed = body.message.id ? { channelId: channel.id, providerMessageId: body.message.id } : null;
    if (claimed) {
      const claim = await claimInbound(deps.db, claimed, deps.clock.now());
      if (!claim.claimed) {
        const earlier = claim.conversationId ?? (await openConversation())?.id;
        if (!earlier) throw new HttpError(409, webhookMessages.repeatInProgress);
        reply.code(200);
        return { success: true, conversationId: earlier };
      }
    }
    let taken: Awaited<ReturnType<typeof conversationFor>>;
    try {
      taken = await conversationFor({
        find: openConversation,
        open: () => answering(() => service.open(channel, client, { firstMessage: input })),
        continueWith: (id) => () => service.message(id, input),
        startWith: (id) => () => service.firstTurn(id),
      });
    } catch (error) {
      if (claimed) await releaseInbound(deps.db, claimed);
      throw error;
    }
    const { conversationId, turn } = taken;
    if (claimed) await noteClaimConversation(deps.db, claimed, conversationId);
    const answer = async (outcome: TurnOutcome) => {
      if (!outcome.messages.length && !outcome.ended) return;
      const payload: WebhookDelivery = {
        channelID: channel.id,
        conversationId: outcome.conversationId,
        clientId: client.clientId,
        messages: outcome.messages,
        ended: outcome.ended,
      };
      await outbound.enqueue({ channelId: channel.id, conversationId: outcome.conversationId, payload });
    };
    const answered = turn()
      .then(answer)
      .catch((error: unknown) => {
        process.stderr.write(`${new Date().toISOString()} webhook turn of conversation ${conversationId} failed: ${error instanceof Error ? error.message : String(error)}\n`);
      })
      .finally(() => pending.delete(answered));
    pending.add(answered);
    reply.code(202);
    return { success: true, conversationId };
  });
  return {
    idle: async () => {
      while (pending.size) await Promise.all(pending);
    },
  };
}
