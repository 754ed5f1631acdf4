import type { Kysely } from 'kysely';
import type { ChatMessage } from '../../services/contracts/conversations';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import type { TimedDebug, TimedMessage, TurnResult } from '../engine/turn';
import { issueVoteLink, type VoteSettings } from '../votes/deepLinks';
import type { RunnableVersion } from './machineCache';
import { chatMessageOf, clientMessageParts, LOG_TYPE } from './messageStore';
import { writeTurns, type TurnMessageRow, type TurnWrite, type TurnWritten } from './turnWrites';
import type { UserInput } from '../../machines/flow/rules';

/** A turn's messages and debug entries, each tagged with the assistant version that produced it. */
export type TurnParts = {
  messages: Array<TimedMessage & { botId: string; versionId: string }>;
  debug: Array<TimedDebug & { botId: string; versionId: string }>;
};

/** What a VOTE message says when the END module gives no text of its own. */
export const DEFAULT_VOTE_LINK_MESSAGE = 'Please rate this conversation';

/** The vote settings of the END module a conversation ended at, when voting is on. */
export function endVoteSettings(version: RunnableVersion, result: TurnResult): VoteSettings | null {
  if (result.output?.kind !== 'ended') return null;
  const endModuleId = result.output.moduleId;
  return version.outline.votes[endModuleId] ?? null;
}

type Row = TurnMessageRow & { elapsedMs: number; visible: boolean };

/** What the person sent, stored with the turn it started (a tapped button keeps its id as payload). */
export type ClientMessage = { message: UserInput; providerMessageId?: string | undefined };

/**
 * Stores a turn, only if no other turn was stored since the conversation was read (then the
 * turn counter goes up by one), with the person's message that started it when there is one.
 * Turns go through `write` (grouped with the other turns waiting for the database); a turn that
 * issues a vote link or changes more (`within`) has a transaction of its own. Answers the
 * messages the person sees, or null when another turn came first.
 */
export async function storeTurn(
  db: Db,
  write: (turn: TurnWrite) => Promise<TurnWritten>,
  input: {
    conversation: { id: string; companyId: string; channelId: string; turn: number };
    now: Date;
    result: TurnResult;
    parts: TurnParts;
    version: RunnableVersion;
    publicUrl: string;
    clientMessage?: ClientMessage | undefined;
    /** What else the turn changes, in its transaction once its messages are stored (a handover queued to a desk). */
    within?: (tx: Kysely<Database>) => Promise<void>;
  },
): Promise<{ messages: ChatMessage[] } | null> {
  const { conversation, now, result, parts, version } = input;
  const at = (elapsedMs: number) => new Date(now.getTime() + elapsedMs);
  const botInfo = (botId: string, versionId: string, moduleId: string) => ({ botID: botId, versionID: versionId, moduleID: moduleId });
  const typeOf = (moduleId: string) => parts.debug.find((d) => d.moduleId === moduleId)?.moduleType ?? version.outline.types[moduleId] ?? '';
  const debugFor = (moduleId: string) => {
    const logged = parts.debug.filter((d) => d.moduleId === moduleId);
    return logged.length ? { moduleId, moduleType: logged[0]!.moduleType, text: logged.map((d) => d.text).join('; ') } : null;
  };
  const rows: Row[] = [
    ...parts.messages.map((m) => ({
      send_by: 'BOT' as const,
      message_type: m.messageType,
      content: m.content,
      message_date: at(m.elapsedMs),
      bot_info: botInfo(m.botId, m.versionId, m.moduleId),
      debug_info: debugFor(m.moduleId),
      outer_message_id: null,
      elapsedMs: m.elapsedMs,
      visible: true,
    })),
    ...parts.debug.map((d) => ({
      send_by: 'BOT' as const,
      message_type: LOG_TYPE,
      content: { text: d.text, moduleType: d.moduleType || typeOf(d.moduleId) },
      message_date: at(d.elapsedMs),
      bot_info: botInfo(d.botId, d.versionId, d.moduleId),
      // An AI module's prediction also keeps its outcome ({intent, score, outcome, connectionId}) for the AI reporting figures.
      debug_info: { moduleId: d.moduleId, moduleType: d.moduleType, text: d.text, ...(d.prediction ? { prediction: d.prediction } : {}) },
      outer_message_id: null,
      elapsedMs: d.elapsedMs,
      visible: false,
    })),
  ];
  // Time order; at one time, what was said before why (stable sort keeps each list's order).
  rows.sort((a, b) => a.elapsedMs - b.elapsedMs);
  const ended = result.output?.kind === 'ended';
  const lastElapsed = rows.reduce((max, r) => Math.max(max, r.elapsedMs), 0);
  const vote = endVoteSettings(version, result);
  // The END module a vote link is issued at (only an ended turn has vote settings).
  const voteAt = vote && result.output?.kind === 'ended' ? { vote, moduleId: result.output.moduleId } : null;
  const client: Row[] = input.clientMessage ? [clientRow(input.clientMessage, now)] : [];
  const turn = (all: Row[]): TurnWrite => ({
    conversationId: conversation.id,
    companyId: conversation.companyId,
    turn: conversation.turn,
    snapshot: ended ? null : result.snapshot,
    moduleId: result.moduleId ?? null,
    botId: version.botId,
    versionId: version.versionId,
    lastMessageDate: at(lastElapsed),
    endDate: ended ? at(lastElapsed) : null,
    rows: all,
  });
  const seen = (written: { ids: string[] }, stored: Row[]): { messages: ChatMessage[] } => ({
    messages: stored.flatMap((row, index) =>
      row.visible
        ? [chatMessageOf({ id: written.ids[index]!, send_by: row.send_by, message_type: row.message_type, content: row.content, message_date: row.message_date }, row.elapsedMs)]
        : [],
    ),
  });

  const within = input.within;
  if (!within && !voteAt) {
    const all = [...client, ...rows];
    const written = await write(turn(all));
    return written && seen(written, all);
  }
  return db
    .transaction()
    .execute(async (tx) => {
      const extra: Row[] = [];
      if (voteAt) {
        const linkId = await issueVoteLink(tx, at(lastElapsed), voteAt.vote, {
          conversationId: conversation.id,
          channelId: conversation.channelId,
          companyId: conversation.companyId,
        });
        const text = typeof voteAt.vote.voteLinkMessage === 'string' && voteAt.vote.voteLinkMessage.trim() ? voteAt.vote.voteLinkMessage.trim() : DEFAULT_VOTE_LINK_MESSAGE;
        extra.push({
          send_by: 'BOT',
          message_type: 'VOTE',
          content: { text, link: `${input.publicUrl}/vote/${linkId}` },
          message_date: at(lastElapsed),
          bot_info: botInfo(version.botId, version.versionId, voteAt.moduleId),
          debug_info: null,
          outer_message_id: null,
          elapsedMs: lastElapsed,
          visible: true,
        });
      }
      const all = [...client, ...rows, ...extra];
      const [written] = await writeTurns(tx, [turn(all)]);
      // Another turn came first: the vote link goes with the rolled-back transaction.
      if (!written) throw new TurnRefused();
      if (within) await within(tx);
      return seen(written, all);
    })
    .catch((error: unknown) => {
      if (error instanceof TurnRefused) return null;
      throw error;
    });
}

/** Rolls back a turn's own transaction when another turn was stored first. */
class TurnRefused extends Error {}

function clientRow(client: ClientMessage, now: Date): Row {
  return {
    send_by: 'CLIENT',
    ...clientMessageParts(client.message),
    message_date: now,
    bot_info: null,
    debug_info: null,
    outer_message_id: client.providerMessageId ?? null,
    elapsedMs: 0,
    visible: false,
  };
}
