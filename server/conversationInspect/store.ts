import type { ConversationInspection, StateValue } from '../../services/conversationInspect';
import { flowDocument, type FlowDocument } from '../../services/contracts/flow';
import type { Db } from '../db/connect';
import { isRecord } from './json';
import { maskFlowSecrets } from './maskFlow';
import { conversationSteps } from './steps';

/** The state value of a persisted actor snapshot, when it has a readable one. */
export function snapshotStateValue(snapshot: unknown): StateValue | null {
  if (!isRecord(snapshot)) return null;
  const value = snapshot['value'];
  const valid = (v: unknown): v is StateValue => typeof v === 'string' || (isRecord(v) && Object.values(v).every(valid));
  return valid(value) ? value : null;
}

/**
 * Everything the inspector shows of one conversation (access already checked): its assistant
 * and version with the saved flow (credentials masked), the engine's state, and its path.
 */
export async function conversationInspection(db: Db, conversationId: string): Promise<ConversationInspection | undefined> {
  const conversation = await db
    .selectFrom('conversations')
    .select(['id', 'company_id', 'bot_id', 'version_id', 'snapshot', 'module_id', 'end_date', 'is_handed_over'])
    .where('id', '=', conversationId)
    .executeTakeFirst();
  if (!conversation) return undefined;
  const bot = conversation.bot_id ? await db.selectFrom('bots').select('name').where('id', '=', conversation.bot_id).executeTakeFirst() : undefined;
  const version = conversation.version_id
    ? await db.selectFrom('bot_versions').select(['name', 'flow']).where('id', '=', conversation.version_id).executeTakeFirst()
    : undefined;
  const parsedFlow = version ? flowDocument.safeParse(version.flow) : undefined;
  const flow: FlowDocument | null = parsedFlow?.success ? maskFlowSecrets(parsedFlow.data) : null;
  const rows = await db
    .selectFrom('conversation_messages')
    .select(['send_by', 'message_type', 'content', 'message_date', 'bot_info', 'debug_info'])
    .where('conversation_id', '=', conversationId)
    .orderBy('seq')
    .execute();
  const types = new Map((flow?.modules ?? []).map((m) => [m.id, m.type]));
  const ended = conversation.end_date !== null;
  return {
    conversationId: conversation.id,
    companyId: conversation.company_id,
    botId: conversation.bot_id,
    botName: bot?.name ?? null,
    versionId: conversation.version_id,
    versionName: version?.name ?? null,
    flow,
    stateValue: ended ? null : snapshotStateValue(conversation.snapshot),
    moduleId: conversation.module_id,
    ended,
    handedOver: conversation.is_handed_over,
    steps: conversationSteps(rows, (moduleId) => types.get(moduleId) ?? null),
  };
}
