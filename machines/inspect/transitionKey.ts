import type { AnyTransitionDefinition } from 'xstate';

/**
 * A name for a transition that survives `machine.provide()` (which rebuilds the nodes):
 * source id, event descriptor and the position among the candidates for that event.
 */
export function transitionKey(t: AnyTransitionDefinition): string {
  const source = t.source;
  const candidates = t.eventType === '' ? (source.always ?? []) : (source.transitions.get(t.eventType) ?? []);
  const index = candidates.indexOf(t);
  const target = t.target?.map((n) => n.id).join(',') ?? '(none)';
  return `${source.id} --${t.eventType || 'always'}[${index}]--> ${target}`;
}
