import type { ModuleType } from '../../../services/contracts/flow';
import type { FlowModuleOf, FlowModule } from '../../../services/contracts/modules';
import type { BotMessage, ConversationContext, ConversationOutput } from '../conversation';
import type { LogicCondition } from '../conditions';
import type { UserInput } from '../parameters';
import type { PathReply, PathWalkKit, ReplyKit, ReplyOutcome, ReplySamples } from '../pathRules';
import type { TransitionKit } from '../transitions';

/**
 * The contract of one module type's compile step (one file per type beside this one, named
 * as its settings schema in services/contracts/modules). The common work of every module
 * (its state, tags, delay, loop stop, where it goes) is compile.ts's; a step adds what its
 * type does, reading its own settings typed.
 */

/** A piece of statechart configuration (a state, a transition, an action). */
export type StateConfig = Record<string, unknown>;
export type Transition = StateConfig;
export type Action = string | StateConfig;

/** A module's part of the statechart: a final state (the conversation stops there) or what runs once it is entered. */
export type ModulePart = { final: true; entry: Action[] } | { final: false; state: StateConfig };

/** What the compiler gives every step: references to other modules and the shapes all types share. */
export type CompileKit = {
  /** A target that exists, as a state reference; anything else waits for the next message. */
  to(id: string | null | undefined): string;
  /** Whether a module id is a module of the flow. */
  has(id: string): boolean;
  /** Where a module goes after it ran: its next connection, else its fallback, else idle. */
  onward(module: FlowModule): string;
  /** A failure or a miss: the module's fallback (else its next connection), with the reason in the log. */
  fallBack(module: FlowModule, reason: string): Transition;
  /** A side effect as an invoked actor: done goes on, a failure falls back with its reason. */
  effect(module: FlowModule, src: string, input: (args: { context: ConversationContext }) => unknown, onDone: unknown, failure: string): StateConfig;
  /** The transitions of a module waiting for a reply after an invalid one: say the error message, ask again or fall back after fallbackCount. */
  invalidReply(module: FlowModule, reaskState: string, reason: string, errorMessage: string): Transition[];
  /** One `say` per message the module produces, evaluated on entry. */
  speakOnEntry(module: FlowModule, messages: (params: Record<string, string>, random: () => number) => BotMessage[]): Action[];
  /** Why the engine did something, for the conversation's log. */
  logOf(module: FlowModule, text: string): StateConfig;
  /** A module of a type the engine does not run yet: it logs why and follows its fallback or connection. */
  notRun(module: FlowModule): ModulePart;
};

export type ModuleCompiler<T extends ModuleType> = {
  /** The module's part of the statechart. */
  compile(module: FlowModuleOf<T>, kit: CompileKit): ModulePart;
  /** The transitions its part has, as the path generator lists them (transitions.ts). */
  transitions(module: FlowModuleOf<T>, kit: TransitionKit): void;
  /** What the module says when it runs (MESSAGE, SELECTION, INPUT). */
  messages?(module: FlowModuleOf<T>, params: Record<string, string>, random: () => number): BotMessage[];
  /** The value a valid reply keeps in the module's parameter; the trimmed text when the type does not say. */
  keptValue?(module: FlowModuleOf<T>, input: UserInput): string;
  /** How the conversation ends when it stops at this module; ended when the type does not say. */
  output?(module: FlowModuleOf<T>): ConversationOutput;
  /** The module never falls back (START, END, SWITCH): a stored fallback is not listed as a transition the engine never takes. */
  noFallback?: true;

  // The path generator's rules (paths.ts): the module's semantics as compile gives them, on plain data.
  /** What the walk does when it enters the module: go on, branch on its side effects' answers, or stop. */
  walk(module: FlowModuleOf<T>, kit: PathWalkKit): void;
  /** The replies a path tries while the conversation waits at the module (SELECTION, INPUT). */
  replies?(module: FlowModuleOf<T>, kit: ReplyKit): PathReply[];
  /** What a reply does at the module while the conversation waits there; a type without the rule takes no reply. */
  reply?(module: FlowModuleOf<T>, input: UserInput, kit: ReplyKit): ReplyOutcome;
  /** A reply the module accepts and one it refuses, or why none can be generated (INPUT). */
  samples?(module: FlowModuleOf<T>): ReplySamples;
  /** The conditions on parameters the module tests (LOGIC): values that make them hold steer the paths. */
  conditions?(module: FlowModuleOf<T>): LogicCondition[];
  /** The parameters the module sets (without '#'): a path does not open the conversation with them. */
  setsParameters?(module: FlowModuleOf<T>): string[];
};

/** The compile steps of every module type: one entry per type, no more, no fewer. */
export type ModuleCompilers = { [T in ModuleType]: ModuleCompiler<T> };
