import { chatHistory, chatMessageOf } from '../conversations/messageStore';
import type { ConversationService, TurnOutcome } from '../conversations/conversationService';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { systemClock } from '../clock';
import type { OutboundPart } from './adapters/channelAdapter';
import { channelById, type ChannelRow } from './channelStore';
import { boundChannel, type BoundChannel } from './boundChannel';
import { conversationFor, openConversationOf } from './conversationFor';
import { noteClaimConversation, type InboundMessage } from './inboundClaims';
import { markProcessed, waitingMessages, type WaitingEvent, type WaitingMessage } from './inboundWaiting';
import { enqueueDelivery } from './outboundQueue';
import { answering } from './runtimeErrors';

type Turn = () => Promise<TurnOutcome>;
/** What is kept of a claimed message while its turn runs. */
export type ClaimedMessage = InboundMessage & { event: WaitingEvent };

/**
 * Runs the turns of claimed channel messages: one conversation per end user and channel (the
 * open one, or a new one on the assistant's published version), the turn, the replies rendered
 * by the channel's adapter and queued, and the claim marked done in the same transaction. On a
 * start it runs what an earlier run left waiting.
 */
export function inboundTurns(deps: AppDeps, service: ConversationService, outbound: { nudge: () => void }, log = (line: string) => process.stderr.write(`${line}\n`)) {
  const { db } = deps;
  const pending = new Set<Promise<void>>();

  /** Queues parts of a conversation and marks the message done, in one transaction. */
  async function queue(channelId: string, conversationId: string | null, parts: OutboundPart[], done?: InboundMessage): Promise<void> {
    const now = systemClock.now();
    await db.transaction().execute(async (tx) => {
      for (const part of parts) await enqueueDelivery(tx, { channelId, conversationId, payload: part }, now);
      if (done) await markProcessed(tx, done, now);
    });
    if (parts.length) outbound.nudge();
  }

  /** Finds or opens the person's conversation with the message; the turn is answered afterwards. */
  async function take(channel: ChannelRow, bound: BoundChannel, message: ClaimedMessage): Promise<{ conversationId: string; turn: Turn }> {
    const { client, input } = message.event;
    const { readReply } = bound;
    // A channel that reads replies against the conversation (a typed number for a numbered line) does so before the turn.
    const reply = async (id: string) => (readReply ? readReply(input, await chatHistory(db, id), deps.config.publicUrl) : input);
    const { providerMessageId } = message;
    const taken = await conversationFor({
      find: () => openConversationOf(db, channel.id, client.clientId),
      open: () => answering(() => service.open(channel, client, { firstMessage: input, providerMessageId })),
      continueWith: (id) => async () => service.message(id, await reply(id), { providerMessageId }),
      startWith: (id) => () => service.firstTurn(id),
    });
    await noteClaimConversation(db, message, taken.conversationId);
    return taken;
  }

  /** Runs the turn and queues its replies; the claim is marked done with them. */
  async function answer(channel: ChannelRow, bound: BoundChannel, message: ClaimedMessage, turn: Turn): Promise<void> {
    const outcome = await turn();
    const parts = bound.render(outcome.messages, {
      recipient: message.event.client.clientId,
      conversationId: outcome.conversationId,
      publicUrl: deps.config.publicUrl,
      ended: outcome.ended,
      // Only a handover to the channel's own agents (no desk took it) leaves the conversation to them on the provider's side.
      handedOver: outcome.handedTo === 'channel',
      ...(message.event.answerWith ? { answerWith: message.event.answerWith } : {}),
    });
    await queue(channel.id, outcome.conversationId, parts, message);
  }

  /** The whole of one message: acknowledged at once where the provider wants it, then taken and answered. */
  async function run(channel: ChannelRow, bound: BoundChannel, message: ClaimedMessage): Promise<void> {
    const { acknowledge } = message.event;
    if (acknowledge) await queue(channel.id, null, [acknowledge]);
    try {
      const { turn } = await take(channel, bound, message);
      await answer(channel, bound, message, turn);
    } catch (error) {
      // A refusal of the engine (no published version, a conversation gone) will not change on a retry: the message is done.
      log(`${new Date().toISOString()} channel ${channel.id} message ${message.providerMessageId} was not answered: ${error instanceof Error ? error.message : String(error)}`);
      if (error instanceof HttpError) await markProcessed(db, message, systemClock.now());
    }
  }

  /** Runs work after the provider got its answer, one message after another per webhook, keeping track until done. */
  function later(work: () => Promise<void>): void {
    const running: Promise<void> = work()
      .catch((error: unknown) => {
        log(`${new Date().toISOString()} inbound turns: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => {
        pending.delete(running);
      });
    pending.add(running);
  }

  /**
   * A message left waiting by an earlier run. When its client message was stored, its turn ran
   * (or died in the milliseconds between): the assistant's messages after it are queued again
   * rather than running the turn twice. Otherwise it runs as new.
   */
  async function resume(message: WaitingMessage): Promise<void> {
    const channel = await channelById(db, deps.config.secretKey, message.channelId);
    const bound = channel && channel.status === 'ACTIVE' ? boundChannel(channel) : undefined;
    if (!channel || !bound) return markProcessed(db, message, systemClock.now());
    const stored = await db
      .selectFrom('conversation_messages')
      .innerJoin('conversations', 'conversations.id', 'conversation_messages.conversation_id')
      .select(['conversation_messages.conversation_id', 'conversation_messages.seq'])
      .where('conversations.channel_id', '=', channel.id)
      .where('conversation_messages.outer_message_id', '=', message.providerMessageId)
      .where('conversation_messages.send_by', '=', 'CLIENT')
      .executeTakeFirst();
    if (!stored) return run(channel, bound, message);
    const after = await db
      .selectFrom('conversation_messages')
      .select(['id', 'send_by', 'message_type', 'content', 'message_date', 'seq'])
      .where('conversation_id', '=', stored.conversation_id)
      .where('seq', '>', stored.seq)
      .where('delivery_status', 'is', null)
      .orderBy('seq')
      .execute();
    const nextClient = after.findIndex((row) => row.send_by === 'CLIENT');
    const replies = (nextClient === -1 ? after : after.slice(0, nextClient)).filter((row) => row.send_by === 'BOT' && row.message_type !== 'LOG').map((row) => chatMessageOf(row));
    const parts = bound.render(replies, {
      recipient: message.event.client.clientId,
      conversationId: stored.conversation_id,
      publicUrl: deps.config.publicUrl,
      ...(message.event.answerWith ? { answerWith: message.event.answerWith } : {}),
    });
    await queue(channel.id, stored.conversation_id, parts, message);
  }

  return {
    take,
    answer,
    run,
    later,
    /** Runs, in order, the messages an earlier run claimed but did not finish; answers how many. */
    async resumeWaiting(): Promise<number> {
      let count = 0;
      for (;;) {
        const waiting = await waitingMessages(db, 50, log);
        if (!waiting.length) return count;
        for (const message of waiting) await resume(message);
        count += waiting.length;
      }
    },
    /** Resolves when every turn taken so far is answered (a graceful stop; tests). */
    idle: async () => {
      while (pending.size) await Promise.all(pending);
    },
  };
}
export type InboundTurns = ReturnType<typeof inboundTurns>;
