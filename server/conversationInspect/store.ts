import type { ConversationInspection, StateValue } from '../../services/contracts/conversationInspect';
import type { Db } from '../db/connect';
import type { InspectedFlowCache } from './flowCache';
import { isRecord } from './json';
import { conversationSteps } from './steps';

/** The state value of a persisted actor snapshot, when it has a readable one. */
export function snapshotStateValue(snapshot: unknown): StateValue | null {
  if (!isRecord(snapshot)) return null;
  const value = snapshot['value'];
  const valid = (v: unknown): v is StateValue => typeof v === 'string' || (isRecord(v) && Object.values(v).every(valid));
  return valid(value) ? value : null;
}

/** The inspection without its flow, and the flow already in JSON (it can weigh 5 MB). */
export type InspectionAnswer = { fields: Omit<ConversationInspection, 'flow'>; flowJson: string };

/** The answer's JSON text: the fields with the flow's JSON added as is. */
export function inspectionJson(answer: InspectionAnswer): string {
  return `${JSON.stringify(answer.fields).slice(0, -1)},"flow":${answer.flowJson}}`;
}

/**
 * Everything the inspector shows of one conversation (access already checked): its assistant
 * and version with the saved flow (credentials masked), the engine's state, and its path.
 */
export async function conversationInspection(db: Db, flows: InspectedFlowCache, conversationId: string): Promise<InspectionAnswer | undefined> {
  const conversation = await db
    .selectFrom('conversations')
    .select(['id', 'company_id', 'bot_id', 'version_id', 'snapshot', 'module_id', 'end_date', 'is_handed_over'])
    .where('id', '=', conversationId)
    .executeTakeFirst();
  if (!conversation) return undefined;
  const bot = conversation.bot_id ? await db.selectFrom('bots').select('name').where('id', '=', conversation.bot_id).executeTakeFirst() : undefined;
  const version = conversation.version_id ? await db.selectFrom('bot_versions').select(['id', 'name']).where('id', '=', conversation.version_id).executeTakeFirst() : undefined;
  const flow = version ? await flows.flowOf(db, version.id) : { json: 'null', moduleTypes: new Map<string, string>() };
  const rows = await db
    .selectFrom('conversation_messages')
    .select(['send_by', 'message_type', 'content', 'message_date', 'bot_info', 'debug_info'])
    .where('conversation_id', '=', conversationId)
    .orderBy('seq')
    .execute();
  const ended = conversation.end_date !== null;
  return {
    fields: {
      conversationId: conversation.id,
      companyId: conversation.company_id,
      botId: conversation.bot_id,
      botName: bot?.name ?? null,
      versionId: conversation.version_id,
      versionName: version?.name ?? null,
      stateValue: ended ? null : snapshotStateValue(conversation.snapshot),
      moduleId: conversation.module_id,
      ended,
      handedOver: conversation.is_handed_over,
      steps: conversationSteps(rows, (moduleId) => flow.moduleTypes.get(moduleId) ?? null),
    },
    flowJson: flow.json,
  };
}
