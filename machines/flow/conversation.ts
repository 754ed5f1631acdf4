import type { SettingsOf } from '../../services/contracts/modules';
import type { UserInput } from './parameters';

/**
 * What a compiled flow (compile.ts) and the runner of a conversation share: what the
 * assistant says and why, the side effects it asks for, the conversation's context and
 * how a conversation ends. The compile steps of the module types (modules/) build on them.
 */

export type BotMessage = { moduleId: string; messageType: string; content: Record<string, unknown> };
export type DebugInfo = { moduleId: string; moduleType: string; text: string };
export type Handover = { moduleId: string; mode: string; departmentID?: string; contactCenterIntegrationId?: string };
export type SwitchTarget = { botId: string; version: string };

export type ConversationContext = {
  params: Record<string, string>;
  /** Invalid replies per module since it was entered. */
  attempts: Record<string, number>;
  lastInput: UserInput | null;
  tags: string[];
  /** The module the conversation is at. */
  moduleId: string | null;
  /** Modules entered since the person last wrote: a flow that loops without waiting is stopped. */
  hops: number;
};

/** More modules than this in one turn without waiting for the person is a loop in the design. */
export const MAX_HOPS = 500;

export type ConversationInput = { params?: Record<string, string> };
export type ConversationEvent = { type: 'USER_MESSAGE'; input: UserInput } | { type: 'RESTART' };
export type ConversationOutput = { kind: 'ended'; moduleId: string } | { kind: 'switch'; moduleId: string; target: SwitchTarget } | { kind: 'handedOver'; handover: Handover };

export type IntegrationRequest = { moduleId: string; settings: SettingsOf<'INTEGRATION'>; params: Record<string, string> };
export type IntegrationAnswer = { status: number; variables: Record<string, string> };
/** A CODESTATION module's run: the block (newest version when none is named) and the parameters it is given. */
export type CodeRequest = { moduleId: string; functionId: string | null; functionVersion: string | null; params: Record<string, string> };
/** What a code block handed back, as conversation parameters; a failure is a rejection with its reason. */
export type CodeAnswer = { variables: Record<string, string> };
export type EmailRequest = { moduleId: string; to: string[]; cc: string[]; subject: string; html: string };

/** Module types whose providers are not connected to the engine yet: they log why and follow their fallback. */
export const NOT_RUN_TYPES = ['AI', 'GENERATIVE', 'SUPPORT_AGENT', 'PAYMENTS', 'PAYMENT', 'COMMERCE', 'ECOMMERCE', 'ZAPIER', 'GENERIC'] as const;

export type CompileOptions = {
  /** Picks among text alternatives (tests pass a fixed one). */
  random?: () => number;
};
