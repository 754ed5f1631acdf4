import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, StateValue } from 'xstate';
import { transitionKey } from './transitionKey';
import { actionName, actorSourceName, eventLabel, guardName } from './names';

export type ChartNodeKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export type ChartNode = {
  /** The state node id, e.g. "login.submitting" (the root's id is the machine id). */
  id: string;
  key: string;
  label: string;
  parentId: string | null;
  kind: ChartNodeKind;
  /** Entered by default when its parent is entered (its parent's `initial`). */
  initial: boolean;
  entry: string[];
  exit: string[];
  /** Actor src names this state invokes. */
  invoke: string[];
  tags: string[];
  meta?: Record<string, unknown>;
  /** `shallow` or `deep` for history states. */
  history?: 'shallow' | 'deep';
  description?: string;
};

export type ChartEdge = {
  id: string;
  source: string;
  /** The target state's id; the source itself for a targetless transition. */
  target: string;
  /** Readable: "SUBMIT", "always", "after tick (1000 ms)", "done: signin", "error: signin". */
  event: string;
  guard: string | null;
  actions: string[];
  /** "EVENT [guard]" */
  label: string;
  /** No state is left or entered (targetless, or a non-reentering move into the source's own children). */
  internal: boolean;
  /** The event type XState matches (`xstate.done.actor.signin`, `''` for always). */
  eventType: string;
  /** The same key as the path coverage uses (`transitionKey`, transitionKey.ts), to join coverage with the picture. */
  transitionKey: string;
};

export type StatechartGraph = {
  machineId: string;
  nodes: ChartNode[];
  edges: ChartEdge[];
  /** Event types a sender can send (no xstate.* internals), sorted. */
  events: string[];
  guards: string[];
  actors: string[];
};

function nodeKind(node: AnyStateNode): ChartNodeKind {
  return node.type as ChartNodeKind;
}

function isDescendant(node: AnyStateNode, ancestor: AnyStateNode): boolean {
  for (let current = node.parent; current; current = current.parent) if (current === ancestor) return true;
  return false;
}

function configActions(value: unknown): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map(actionName);
}

function isInitialChild(node: AnyStateNode): boolean {
  const parent = node.parent;
  if (!parent || parent.type !== 'compound') return parent === undefined;
  return parent.initial.target.some((target: AnyStateNode) => target === node);
}

function toChartNode(node: AnyStateNode): ChartNode {
  const chartNode: ChartNode = {
    id: node.id,
    key: node.key,
    label: node.parent ? node.key : node.machine.id,
    parentId: node.parent?.id ?? null,
    kind: nodeKind(node),
    initial: isInitialChild(node),
    // The raw config: XState appends its own raise/cancel actions for `after` to entry/exit.
    entry: configActions(node.config.entry),
    exit: configActions(node.config.exit),
    invoke: node.invoke.map((invoke) => actorSourceName(invoke.src, invoke.id)),
    tags: [...node.tags],
  };
  if (node.meta && Object.keys(node.meta).length) chartNode.meta = { ...node.meta };
  if (node.history) chartNode.history = node.history;
  if (node.description) chartNode.description = node.description;
  return chartNode;
}

function ownTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

function toChartEdges(machine: AnyStateMachine, t: AnyTransitionDefinition): ChartEdge[] {
  const source = t.source;
  const eventType = String(t.eventType ?? '');
  const candidates = eventType === '' ? (source.always ?? []) : (source.transitions.get(eventType) ?? []);
  const index = candidates.indexOf(t);
  const event = eventLabel(machine, eventType, (t as { delay?: unknown }).delay, source.id);
  const guard = t.guard === undefined ? null : guardName(t.guard);
  const label = guard ? `${event} [${guard}]` : event;
  const actions = t.actions.map(actionName);
  const key = transitionKey(t);
  const targets: AnyStateNode[] = t.target?.length ? [...t.target] : [source];
  const internal = !t.target?.length || (!t.reenter && targets.every((target) => isDescendant(target, source)));
  const base = `${source.id}:${eventType || 'always'}:${index}`;
  return targets.map((target, targetIndex) => ({
    id: targets.length > 1 ? `${base}:${targetIndex}` : base,
    source: source.id,
    target: target.id,
    event,
    guard,
    actions,
    label,
    internal,
    eventType,
    transitionKey: key,
  }));
}

function sortedUnique(values: Iterable<string>): string[] {
  return [...new Set(values)].sort((a, b) => a.localeCompare(b));
}

/** The picture of a machine's definition: every state node and every candidate transition, in document order. */
export function statechartGraph(machine: AnyStateMachine): StatechartGraph {
  const nodes: ChartNode[] = [];
  const edges: ChartEdge[] = [];
  const walk = (node: AnyStateNode): void => {
    nodes.push(toChartNode(node));
    for (const t of ownTransitions(node)) edges.push(...toChartEdges(machine, t));
    Object.values(node.states).forEach(walk);
  };
  walk(machine.root);
  const events = sortedUnique(edges.map((edge) => edge.eventType).filter((type) => type !== '' && !type.startsWith('xstate.')));
  const guards = sortedUnique(edges.flatMap((edge) => (edge.guard ? [edge.guard] : [])));
  const actors = sortedUnique(nodes.flatMap((node) => node.invoke));
  return { machineId: machine.id, nodes, edges, events, guards, actors };
}

function addActive(node: AnyStateNode, value: StateValue | undefined, ids: string[]): void {
  ids.push(node.id);
  if (value === undefined) return;
  if (typeof value === 'string') {
    const child = node.states[value];
    if (child) addActive(child, undefined, ids);
    return;
  }
  for (const [key, childValue] of Object.entries(value)) {
    const child = node.states[key];
    if (child) addActive(child, childValue as StateValue | undefined, ids);
  }
}

/** Every state node id active for a state value (`snapshot.value`), the root and all ancestors, nested and parallel. */
export function activeNodeIds(machine: AnyStateMachine, snapshotValue: StateValue): string[] {
  const ids: string[] = [];
  addActive(machine.root, snapshotValue, ids);
  return ids;
}

/**
 * The edge a step most likely took: an edge of the event's type (or an eventless one)
 * leaving a state that was active before and arriving in a state active after.
 * Returns null when no drawn edge explains the step (e.g. an event nobody handles).
 */
export function takenEdge(graph: StatechartGraph, eventType: string, activeBefore: readonly string[], activeAfter: readonly string[]): ChartEdge | null {
  const before = new Set(activeBefore);
  const after = new Set(activeAfter);
  const candidates = graph.edges.filter((edge) => before.has(edge.source) && after.has(edge.target));
  const byEvent = candidates.filter((edge) => edge.eventType === eventType);
  // A deeper source wins: XState picks transitions from the innermost active state first.
  const parents = new Map(graph.nodes.map((node) => [node.id, node.parentId]));
  const depth = (id: string): number => {
    let level = 0;
    for (let current = parents.get(id); current; current = parents.get(current)) level += 1;
    return level;
  };
  const pick = (edges: ChartEdge[]) => [...edges].sort((a, b) => depth(b.source) - depth(a.source))[0] ?? null;
  return pick(byEvent) ?? pick(candidates.filter((edge) => edge.eventType === ''));
}
