import type { InspectStep } from '../../services/contracts/conversationInspect';
import { isRecord } from './json';

/** A stored row of conversation_messages as the inspector reads it. */
export type StepRow = {
  send_by: 'CLIENT' | 'BOT' | 'AGENT';
  message_type: string;
  content: unknown;
  message_date: Date;
  bot_info: unknown;
  debug_info: unknown;
};

const LOG_TYPE = 'LOG';
const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** What a stored message says in one line: its text, a media link, the titles of cards or rows, else its type. */
export function stepText(messageType: string, content: unknown): string {
  const c = isRecord(content) ? content : {};
  const text = str(c['text']) ?? str(c['body']);
  if (text) return text;
  const link = str(c['link']);
  if (link) return str(c['caption']) ? `${String(c['caption'])} (${link})` : link;
  const titles = (Array.isArray(c['cards']) ? c['cards'] : Array.isArray(c['rows']) ? c['rows'] : [])
    .map((item) => (isRecord(item) ? str(item['title']) : null))
    .filter((title): title is string => title !== null);
  if (titles.length) return titles.join(', ');
  return messageType;
}

/**
 * The path a conversation took, from its stored rows in the order written: what the assistant
 * said (with the module that said it), the engine's LOG reasons, and what the person wrote
 * (attributed to the module that asked: the last one that said something before it).
 */
export function conversationSteps(rows: readonly StepRow[], typeOf: (moduleId: string) => string | null): InspectStep[] {
  let waitingIn: { moduleId: string; moduleType: string | null; versionId: string | null } | null = null;
  return rows.map((row) => {
    const at = row.message_date.toISOString();
    const bot = isRecord(row.bot_info) ? row.bot_info : {};
    const debug = isRecord(row.debug_info) ? row.debug_info : {};
    const versionId = str(bot['versionID']);
    if (row.send_by === 'CLIENT' || row.send_by === 'AGENT') {
      return {
        at,
        moduleId: row.send_by === 'CLIENT' ? (waitingIn?.moduleId ?? null) : null,
        moduleType: row.send_by === 'CLIENT' ? (waitingIn?.moduleType ?? null) : null,
        versionId: row.send_by === 'CLIENT' ? (waitingIn?.versionId ?? null) : null,
        kind: row.send_by === 'CLIENT' ? 'client' : 'agent',
        text: stepText(row.message_type, row.content),
      };
    }
    const isLog = row.message_type === LOG_TYPE;
    const moduleId = (isLog ? str(debug['moduleId']) : null) ?? str(bot['moduleID']);
    const moduleType = (isLog ? str(debug['moduleType']) : null) ?? (moduleId ? typeOf(moduleId) : null);
    // A reply answers what was last said; a LOG row of a module that moved on may follow it in the same turn.
    if (moduleId && !isLog) waitingIn = { moduleId, moduleType, versionId };
    return {
      at,
      moduleId,
      moduleType,
      versionId,
      kind: isLog ? 'log' : 'bot',
      text: isLog ? (str(debug['text']) ?? stepText(row.message_type, row.content)) : stepText(row.message_type, row.content),
    };
  });
}
