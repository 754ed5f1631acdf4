import type { FlowConnection } from '../../services/contracts/flow';
import type { FlowModule } from '../../services/contracts/modules';

/**
 * The transitions of a compiled flow as the path generator (paths.ts) lists them: each
 * module type says which its part of the statechart has (modules/<type>.ts).
 */
export type TransitionKind =
  | 'next'
  | 'option'
  | 'keyword'
  | 'valid'
  | 'invalidAgain'
  | 'invalidFallback'
  | 'condition'
  | 'otherwise'
  | 'effectOk'
  | 'effectFailed'
  | 'route'
  | 'noRoute'
  | 'notRun'
  | 'unused';

export type FlowTransition = {
  id: string;
  moduleId: string;
  kind: TransitionKind;
  label: string;
  /** Target module id; null: the conversation waits and the next message starts over at START; 'handedOver' for a handover. */
  to: string | null;
  /** Set when no input can ever take it (e.g. AI modules do not run in this engine). */
  never?: string;
};

/** What the path generator gives each module type's list of transitions: the module's next connection and fallback, and how a transition is added. */
export type TransitionKit = {
  /** A transition with its key (unique in the module), kind, label, target, the connection (or fallback) it follows and, when no input takes it, why. */
  add(key: string, kind: TransitionKind, label: string, to: string | null, via?: FlowConnection | 'fallback', never?: string): void;
  /** next, else fallback, else idle (the compile kit's `onward`). */
  onward(key: string, kind: TransitionKind, label: string): void;
  /** fallback, else next (the compile kit's `fallBack`). */
  fallBack(key: string, kind: TransitionKind, label: string): void;
  /** Whether a module id is a module of the flow. */
  has(id: string): boolean;
  /** The module's plain next connection, when it has one. */
  next: FlowConnection | undefined;
  /** The module's fallback, when it is a module of the flow. */
  fallback: string | null;
  /** A module of a type the engine does not run: its fallback (else next), its other outputs never taken. */
  notRun(module: FlowModule): void;
};
