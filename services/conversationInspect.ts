import type { KyInstance } from 'ky';
import { CONVERSATION_INSPECT_API, conversationInspection, type ConversationInspection } from './contracts/conversationInspect';
import { restRead } from './designerData/rest';
import { http } from './http';

export * from './contracts/conversationInspect';

export type InspectCallOptions = { companyId?: string | null; signal?: AbortSignal; client?: KyInstance };

/**
 * Reads a conversation for the inspector. Failures are thrown as CallFailure; the global
 * policy still signs out on 401 and leaves on 403/5xx, the page shows the rest itself.
 */
export async function fetchConversationInspection(conversationId: string, { companyId, signal, client = http }: InspectCallOptions = {}): Promise<ConversationInspection> {
  return restRead(client, CONVERSATION_INSPECT_API(conversationId), conversationInspection, {
    noCache: true,
    ...(companyId ? { company: companyId } : {}),
    ...(signal ? { signal } : {}),
  });
}
