import type { Kysely } from 'kysely';
import type { ChatMessage } from '../../services/contracts/conversations';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import type { TimedDebug, TimedMessage, TurnResult } from '../engine/turn';
import { issueVoteLink, type VoteSettings } from '../votes/deepLinks';
import type { RunnableVersion } from './machineCache';
import { chatMessageOf, LOG_TYPE } from './messageStore';

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
  const module = version.flow.modules.find((m) => m.id === endModuleId);
  const vote = module?.type === 'END' ? module.settings.vote : undefined;
  return vote?.enabled === true ? vote : null;
}

type Row = { send_by: 'BOT'; message_type: string; content: string; message_date: Date; bot_info: string; debug_info: string | null; elapsedMs: number; visible: boolean };

/**
 * Stores a turn in one transaction, only if no other turn was stored since the
 * conversation was read (then the turn counter goes up by one). Answers the messages the
 * person sees, or null when another turn came first.
 */
export async function storeTurn(
  db: Db,
  input: {
    conversation: { id: string; companyId: string; channelId: string; turn: number };
    now: Date;
    result: TurnResult;
    parts: TurnParts;
    version: RunnableVersion;
    publicUrl: string;
    /** What else the turn changes, in its transaction once its messages are stored (a handover queued to a desk). */
    within?: (tx: Kysely<Database>) => Promise<void>;
  },
): Promise<{ messages: ChatMessage[] } | null> {
  const { conversation, now, result, parts, version } = input;
  const at = (elapsedMs: number) => new Date(now.getTime() + elapsedMs);
  const botInfo = (botId: string, versionId: string, moduleId: string) => JSON.stringify({ botID: botId, versionID: versionId, moduleID: moduleId });
  const typeOf = (moduleId: string) => parts.debug.find((d) => d.moduleId === moduleId)?.moduleType ?? version.flow.modules.find((m) => m.id === moduleId)?.type ?? '';
  const debugFor = (moduleId: string) => {
    const logged = parts.debug.filter((d) => d.moduleId === moduleId);
    return logged.length ? JSON.stringify({ moduleId, moduleType: logged[0]!.moduleType, text: logged.map((d) => d.text).join('; ') }) : null;
  };
  const rows: Row[] = [
    ...parts.messages.map((m) => ({
      send_by: 'BOT' as const,
      message_type: m.messageType,
      content: JSON.stringify(m.content),
      message_date: at(m.elapsedMs),
      bot_info: botInfo(m.botId, m.versionId, m.moduleId),
      debug_info: debugFor(m.moduleId),
      elapsedMs: m.elapsedMs,
      visible: true,
    })),
    ...parts.debug.map((d) => ({
      send_by: 'BOT' as const,
      message_type: LOG_TYPE,
      content: JSON.stringify({ text: d.text, moduleType: d.moduleType || typeOf(d.moduleId) }),
      message_date: at(d.elapsedMs),
      bot_info: botInfo(d.botId, d.versionId, d.moduleId),
      // An AI module's prediction also keeps its outcome ({intent, score, outcome, connectionId}) for the AI reporting figures.
      debug_info: JSON.stringify({ moduleId: d.moduleId, moduleType: d.moduleType, text: d.text, ...(d.prediction ? { prediction: d.prediction } : {}) }),
      elapsedMs: d.elapsedMs,
      visible: false,
    })),
  ];
  // Time order; at one time, what was said before why (stable sort keeps each list's order).
  rows.sort((a, b) => a.elapsedMs - b.elapsedMs);
  const ended = result.output?.kind === 'ended';
  const lastElapsed = rows.reduce((max, r) => Math.max(max, r.elapsedMs), 0);
  const vote = endVoteSettings(version, result);

  return db.transaction().execute(async (tx) => {
    const updated = await tx
      .updateTable('conversations')
      .set((eb) => ({
        turn: eb('turn', '+', 1),
        snapshot: ended ? null : JSON.stringify(result.snapshot),
        module_id: result.moduleId,
        bot_id: version.botId,
        version_id: version.versionId,
        last_message_date: at(lastElapsed),
        ...(ended ? { end_date: at(lastElapsed) } : {}),
      }))
      .where('id', '=', conversation.id)
      .where('turn', '=', conversation.turn)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return null;
    if (vote && result.output?.kind === 'ended') {
      const linkId = await issueVoteLink(tx, at(lastElapsed), vote, { conversationId: conversation.id, channelId: conversation.channelId, companyId: conversation.companyId });
      const text = typeof vote.voteLinkMessage === 'string' && vote.voteLinkMessage.trim() ? vote.voteLinkMessage.trim() : DEFAULT_VOTE_LINK_MESSAGE;
      rows.push({
        send_by: 'BOT',
        message_type: 'VOTE',
        content: JSON.stringify({ text, link: `${input.publicUrl}/vote/${linkId}` }),
        message_date: at(lastElapsed),
        bot_info: botInfo(version.botId, version.versionId, result.output.moduleId),
        debug_info: null,
        elapsedMs: lastElapsed,
        visible: true,
      });
    }
    const messages: ChatMessage[] = [];
    if (rows.length) {
      const inserted = await tx
        .insertInto('conversation_messages')
        .values(rows.map(({ elapsedMs: _e, visible: _v, ...row }) => ({ ...row, conversation_id: conversation.id, company_id: conversation.companyId })))
        .returning(['id', 'send_by', 'message_type', 'content', 'message_date'])
        .execute();
      inserted.forEach((row, index) => {
        if (rows[index]!.visible) messages.push(chatMessageOf(row, rows[index]!.elapsedMs));
      });
    }
    if (input.within) await input.within(tx);
    return { messages };
  });
}
