import type { SettingsOf } from '../../services/contracts/modules';
import type { UserInput } from './parameters';

/**
 * What a compiled flow (compile.ts) and the runner of a conversation share: what the
 * assistant says and why, the side effects it asks for, the conversation's context and
 * how a conversation ends. The compile steps of the module types (modules/) build on them.
 */

export type BotMessage = { moduleId: string; messageType: string; content: Record<string, unknown> };
/** What an AI module's prediction came to, kept on its log entry so reports can count it (the intent is null without one). */
export type PredictionOutcome = { intent: string | null; score: number; outcome: 'recognised' | 'fallback' | 'error'; connectionId: string };
export type DebugInfo = { moduleId: string; moduleType: string; text: string; prediction?: PredictionOutcome };
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
  /** The AI agent's conversation so far (SUPPORT_AGENT), kept while the conversation is at that module. */
  agent?: { moduleId: string; turns: AgentTurn[] };
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
/** A GENERATIVE module's question: its settings, the person's text and the conversation's parameters. */
export type GenerativeRequest = { moduleId: string; settings: SettingsOf<'GENERATIVE'>; question: string; params: Record<string, string> };
/**
 * What the generative effect found: an answer (with the title of the document its passage came
 * from), a knowledge-base intent the question matches, or no answer (Use Only KB found nothing
 * similar enough, the provider failed or timed out) with the reason for the log.
 */
export type GenerativeAnswer = { kind: 'answer'; text: string; source: string | null } | { kind: 'intent'; intent: string } | { kind: 'noAnswer'; reason: string };

/** AI: the text to recognise with the module's connection; generative connections read the module's own intents. */
export type AiPredictRequest = {
  moduleId: string;
  connectionId: string;
  text: string;
  threshold: number;
  aiActionModuleNodeSettings?: SettingsOf<'AI'>['aiActionModuleNodeSettings'];
};
/** The top intent (null: none) with its score, and the entities found, kept as parameters. */
export type AiPrediction = { intent: string | null; score: number; variables: Record<string, string> };

/** ZAPIER: the zap whose catch hook gets the conversation's parameters. */
export type ZapRequest = { moduleId: string; zapId: string; params: Record<string, string> };
/** The hook's answer: its top-level values, kept as parameters. */
export type ZapAnswer = { status: number; variables: Record<string, string> };

/** One message of an AI agent's conversation. */
export type AgentTurn = { role: 'user' | 'assistant'; content: string };
/** The most agent messages kept (older ones are dropped first). */
export const AGENT_TURNS_MAX = 20;
/** SUPPORT_AGENT: the agent (partner account, agent, version), its exit functions and the conversation with it so far. */
export type AgentRequest = {
  moduleId: string;
  partnerName: string;
  agentId: string;
  agentVersionId: string;
  exitFunctions: string[];
  transcript: AgentTurn[];
};
/** The agent's reply to say, or the exit function it called. */
export type AgentAnswer = { kind: 'reply'; text: string } | { kind: 'exit'; functionName: string };

/** Module types whose providers are not connected to the engine yet: they log why and follow their fallback. */
export const NOT_RUN_TYPES = ['PAYMENTS', 'PAYMENT', 'COMMERCE', 'ECOMMERCE'] as const;
/** Module types a version cannot be published with: commerce and payment modules wait for their integrations; GENERIC holds nothing to run. */
export const NOT_PUBLISHABLE_TYPES = ['PAYMENTS', 'PAYMENT', 'COMMERCE', 'ECOMMERCE', 'GENERIC'] as const;

export type CompileOptions = {
  /** Picks among text alternatives (tests pass a fixed one). */
  random?: () => number;
};
