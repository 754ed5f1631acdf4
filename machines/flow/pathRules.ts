import type { AgentAnswer, AiPrediction, BotMessage, EmailRequest, GenerativeAnswer } from './conversation';
import { substitute, type UserInput } from './parameters';

/**
 * What the path generator (paths.ts) and each module type's path rules (modules/<type>.ts)
 * share: the conversation as the walk carries it, and what a type's rules may do with it.
 * The walk follows the semantics compile.ts gives each module, on plain data.
 */

/** What a side effect answers during a step (the replay's local fakes follow it). */
export type EffectScript =
  | { kind: 'integration'; moduleId: string; ok: true; body: Record<string, unknown>; variables: Record<string, string> }
  | { kind: 'integration'; moduleId: string; ok: false }
  | { kind: 'email'; moduleId: string; ok: true; request: EmailRequest }
  | { kind: 'email'; moduleId: string; ok: false }
  | { kind: 'handover'; moduleId: string; ok: boolean }
  | { kind: 'language'; moduleId: string; ok: true; detected: string | null }
  | { kind: 'language'; moduleId: string; ok: false }
  | { kind: 'generative'; moduleId: string; ok: true; answer: GenerativeAnswer }
  | { kind: 'generative'; moduleId: string; ok: false }
  | { kind: 'ai'; moduleId: string; ok: true; prediction: AiPrediction }
  | { kind: 'ai'; moduleId: string; ok: false }
  | { kind: 'zapier'; moduleId: string; ok: true; body: Record<string, unknown>; variables: Record<string, string> }
  | { kind: 'zapier'; moduleId: string; ok: false }
  | { kind: 'agent'; moduleId: string; ok: true; answer: AgentAnswer }
  | { kind: 'agent'; moduleId: string; ok: false }
  | { kind: 'code'; moduleId: string; ok: true; variables: Record<string, string> }
  | { kind: 'code'; moduleId: string; ok: false };

export type StepStatus = 'waiting' | 'idle' | 'ended' | 'handedOver' | 'switch';

/** The conversation during one step: its parameters, the modules entered, what was said, taken and answered. */
export type PathDraft = {
  params: Record<string, string>;
  hops: number;
  moduleId: string | null;
  messages: BotMessage[];
  entered: string[];
  taken: string[];
  effects: EffectScript[];
};

/** What the walk gives a module type's rules when it enters a module of that type. */
export type PathWalkKit = {
  /** The conversation on entering the module. */
  entered: PathDraft;
  /** The module's plain next connection (null without one). */
  next: string | null;
  /** next, else the fallback (the compile kit's `onward`). */
  onward: string | null;
  /** The fallback, else next (the compile kit's `fallBack`). */
  fallBack: string | null;
  /** Takes the module's transition `key` to `to` (null: the conversation waits and starts over), from `draft` (the entered one when not given). */
  go(key: string, to: string | null, draft?: PathDraft): void;
  /** The conversation stops at the module with this status, from `draft`, having taken the transition `key` when given. */
  stop(status: StepStatus, draft?: PathDraft, key?: string): void;
  /** After more than MAX_HOPS modules without a reply the conversation waits at the module: true then, and the walk stops here. */
  looping(draft?: PathDraft): boolean;
  /** The entered conversation with what the module says added. */
  said(): PathDraft;
  /** The entered conversation with a side effect's answer, and the parameters it keeps. */
  answered(effect: EffectScript, params?: Record<string, string>): PathDraft;
  /** Values of a parameter that make the flow's conditions on it hold. */
  valuesFor(key: string): string[];
  /** A module of a type the engine does not run: it follows its fallback (else its next connection). */
  notRun(): void;
};

/** A reply a path tries while the conversation waits at a module, and the step in words. */
export type PathReply = { input: UserInput; says: string };

/** A reply a generated path can send, or why none can be generated. */
export type Sample = { input: UserInput; source: string };
export type SampleResult = { ok: true; sample: Sample } | { ok: false; reason: string };

/** A reply an INPUT accepts and one it refuses, each generated or not with the reason. */
export type ReplySamples = { valid: SampleResult; invalid: SampleResult };

/** What the path generator gives a module type's rules at a module that waits for a reply. */
export type ReplyKit = {
  /** The conversation's parameters (for a reply, with its #LASTMESSAGETYPE and #LASTMESSAGEVALUE). */
  params: Record<string, string>;
  /** Whether a module id is a module of the flow. */
  has(id: string): boolean;
  /** Values of a parameter that make the flow's conditions on it hold. */
  valuesFor(key: string): string[];
  /** The module's samples (its type's `samples` rule, computed once per module); null for a type without the rule. */
  samples(): ReplySamples | null;
};

/**
 * What a reply does at a waiting module: a valid one goes on to `to` along the transition
 * `key` and keeps `value` in the parameter `param` ('' keeps none), with the side effects it
 * needs on the way and the parameters they keep; an invalid one says `said` (the error message,
 * the question again) before the retries or the fallback; one that `stays` is answered (`said`,
 * an AI agent's reply) and the module waits for the next message.
 */
export type ReplyOutcome =
  | { valid: true; to: string | null; key: string | null; param: string; value: string; effects?: EffectScript[]; params?: Record<string, string> }
  | { valid: false; said: BotMessage[] }
  | { stays: true; key: string; said: BotMessage[]; effects: EffectScript[] };

/** The error message a waiting module says on an invalid reply, #parameters filled in (nothing without one). */
export function errorSaid(moduleId: string, errorMessage: string, params: Record<string, string>): BotMessage[] {
  return errorMessage ? [{ moduleId, messageType: 'TEXT', content: { text: substitute(errorMessage, params) } }] : [];
}
