import { z } from 'zod';
import { CONVERSATION_API } from './conversations';
import { storedFlow } from './modules/storedFlow';

/**
 * A running (or ended) conversation as the conversation inspector reads it: the saved flow of
 * its assistant version, the engine's current state and the path it took so far.
 * GET /core/v1/conversation/:id/inspect; the server builds exactly this shape
 * (server/conversationInspect/), the client checks it with the same schema.
 */

export const CONVERSATION_INSPECT_API = (conversationId: string) => `${CONVERSATION_API}/${encodeURIComponent(conversationId)}/inspect`;

export const STEP_KINDS = ['bot', 'client', 'agent', 'log'] as const;
export type StepKind = (typeof STEP_KINDS)[number];

/** One entry of the path: what the assistant said in a module, what the person wrote, or why the engine did something. */
export const inspectStep = z.object({
  at: z.string(),
  /** The module the entry belongs to (for the person's messages: the module that was waiting for them); null when none. */
  moduleId: z.string().nullable(),
  moduleType: z.string().nullable(),
  /** The assistant version the entry was written by (a SWITCH module moves a conversation to another assistant). */
  versionId: z.string().nullable(),
  kind: z.enum(STEP_KINDS),
  text: z.string(),
});
export type InspectStep = z.infer<typeof inspectStep>;

/** A persisted XState state value: a state key or nested keys. */
export type StateValue = string | { [key: string]: StateValue };
const stateValue: z.ZodType<StateValue> = z.lazy(() => z.union([z.string(), z.record(z.string(), stateValue)]));

export const conversationInspection = z.object({
  conversationId: z.string(),
  companyId: z.string(),
  botId: z.string().nullable(),
  botName: z.string().nullable(),
  versionId: z.string().nullable(),
  versionName: z.string().nullable(),
  /** The saved flow of the conversation's version with stored credentials masked; null when the version is gone. */
  flow: storedFlow.nullable(),
  /** The engine's state value (snapshot.value); null once the conversation ended. */
  stateValue: stateValue.nullable(),
  moduleId: z.string().nullable(),
  ended: z.boolean(),
  handedOver: z.boolean(),
  steps: z.array(inspectStep),
});
export type ConversationInspection = z.infer<typeof conversationInspection>;
