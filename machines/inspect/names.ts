import type { AnyStateMachine } from 'xstate';

/**
 * Readable names for the parts of a machine definition that XState keeps as strings,
 * parameterized objects or functions (guards, actions, actor sources, event descriptors).
 * Pure: used by the diagram, the docs generator and the inspector.
 */

type NamedFunction = ((...args: never[]) => unknown) & {
  type?: unknown;
  guards?: unknown;
  stateValue?: unknown;
};

function isNamedObject(value: unknown): value is { type: unknown } {
  return typeof value === 'object' && value !== null && 'type' in value;
}

/** A guard as written: `'formValid'`, `{ type: 'isAdmin', params }`, `and([...])`, `not(...)` or an inline function. */
export function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (isNamedObject(guard)) return String(guard.type);
  if (typeof guard === 'function') {
    const fn = guard as NamedFunction;
    // XState's higher-order guards are functions named after their kind that keep their operands.
    if (Array.isArray(fn.guards)) {
      const parts = fn.guards.map(guardName);
      if (fn.name === 'not') return `!${wrap(parts[0] ?? 'inline guard')}`;
      if (fn.name === 'and') return parts.map(wrap).join(' && ');
      if (fn.name === 'or') return parts.map(wrap).join(' || ');
    }
    if (fn.name === 'stateIn' && fn.stateValue !== undefined) return `in ${stateValueText(fn.stateValue)}`;
    if (fn.name && fn.name !== 'guard' && fn.name !== 'anonymous') return fn.name;
    return 'inline guard';
  }
  return 'inline guard';
}

function wrap(part: string): string {
  return /\s/.test(part) ? `(${part})` : part;
}

function stateValueText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** An action as written: a name, `{ type, params }`, a built-in (`assign`, `raise`, `sendTo`...) or an inline function. */
export function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (isNamedObject(action)) return String(action.type);
  if (typeof action === 'function') {
    const fn = action as NamedFunction;
    if (typeof fn.type === 'string') return fn.type.replace(/^xstate\./, '');
    if (fn.name && fn.name !== 'anonymous') return fn.name;
  }
  return 'inline action';
}

/** The name of an invoked actor's logic: the `src` string, or the logic's id/config name. */
export function actorSourceName(src: unknown, invokeId: string): string {
  if (typeof src === 'string') return src;
  return invokeId || 'inline actor';
}

/** Named delays resolve to milliseconds when the machine defines them as numbers. */
function delayText(machine: AnyStateMachine, delay: string): string {
  if (/^\d+$/.test(delay)) return `after ${delay} ms`;
  const implementation = (machine.implementations.delays as Record<string, unknown>)[delay];
  return typeof implementation === 'number' ? `after ${delay} (${implementation} ms)` : `after ${delay}`;
}

/**
 * An event descriptor as a person reads it: `xstate.after.tick.login.locked` → "after tick (1000 ms)",
 * `xstate.done.actor.signin` → "done: signin", `xstate.error.actor.signin` → "error: signin",
 * `xstate.done.state.m.par` → "done: par", `''` (always) → "always".
 */
export function eventLabel(machine: AnyStateMachine, eventType: string, delay?: unknown, sourceId?: string): string {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.after.')) {
    if (typeof delay === 'number') return `after ${delay} ms`;
    if (typeof delay === 'string') return delayText(machine, delay);
    const rest = eventType.slice('xstate.after.'.length);
    const withoutSource = sourceId && rest.endsWith(`.${sourceId}`) ? rest.slice(0, -sourceId.length - 1) : rest;
    return typeof delay === 'function' ? `after ${withoutSource} (computed)` : delayText(machine, withoutSource);
  }
  const actor = /^xstate\.(done|error|snapshot)\.actor\.(.+)$/.exec(eventType);
  if (actor) return `${actor[1]}: ${actor[2]}`;
  const stateDone = /^xstate\.done\.state\.(.+)$/.exec(eventType);
  if (stateDone) return `done: ${stateDone[1]!.split('.').pop()}`;
  return eventType;
}
