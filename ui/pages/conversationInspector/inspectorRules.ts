import type { FlowDocument, FlowModule } from '../../../services/contracts/flow';
import type { ConversationInspection, InspectStep } from '../../../services/contracts/conversationInspect';
import type { StatechartGraph } from '../../../machines/inspect/statechartGraph';

/**
 * The conversation inspector's pure rules: which module the conversation is at, what the
 * diagram calls each state, which transition was taken last, and how settings read.
 */

export const moduleById = (flow: FlowDocument | null, id: string | null | undefined): FlowModule | null => (id && flow?.modules.find((module) => module.id === id)) || null;

/** The compiled state key of a module (compileFlow names them m<index>). */
const MODULE_KEY = /^m(\d+)$/;

export type CurrentModule =
  | { kind: 'module'; module: FlowModule }
  | { kind: 'idle' }
  | { kind: 'handedOver'; module: FlowModule | null }
  | { kind: 'ended'; module: FlowModule | null }
  | { kind: 'unknown' };

/** Where the conversation is: read from the engine's state value (its top state), else the stored module. */
export function currentModule(inspection: ConversationInspection): CurrentModule {
  const { flow, stateValue, moduleId } = inspection;
  const stored = moduleById(flow, moduleId);
  if (inspection.ended) return { kind: 'ended', module: stored };
  const top = stateValue === null ? null : typeof stateValue === 'string' ? stateValue : (Object.keys(stateValue)[0] ?? null);
  if (top === 'idle') return { kind: 'idle' };
  if (top === 'handedOver') return { kind: 'handedOver', module: stored };
  const index = top ? MODULE_KEY.exec(top)?.[1] : undefined;
  const module = index !== undefined ? (flow?.modules[Number(index)] ?? null) : stored;
  return module ? { kind: 'module', module } : { kind: 'unknown' };
}

/** The diagram's node labels: a module's name from its state meta instead of its key m<index>. */
export function withModuleNames(graph: StatechartGraph): StatechartGraph {
  return {
    ...graph,
    nodes: graph.nodes.map((node) => {
      const name = node.meta?.['name'];
      return typeof name === 'string' && name ? { ...node, label: name } : node;
    }),
  };
}

/** The diagram node of a module (the state whose meta names it). */
export function moduleNodeId(graph: StatechartGraph, moduleId: string | null): string | null {
  if (!moduleId) return null;
  return graph.nodes.find((node) => node.meta?.['moduleId'] === moduleId)?.id ?? null;
}

/** The module a diagram node belongs to (the node itself or its nearest module ancestor). */
export function moduleOfNode(graph: StatechartGraph, nodeId: string): string | null {
  const nodes = new Map(graph.nodes.map((node) => [node.id, node]));
  for (let node = nodes.get(nodeId); node; node = node.parentId ? nodes.get(node.parentId) : undefined) {
    const id = node.meta?.['moduleId'];
    if (typeof id === 'string') return id;
  }
  return null;
}

/** The active nodes for an ended conversation: the module it ended at and its ancestors. */
export function endedActive(graph: StatechartGraph, moduleId: string | null): string[] {
  const nodes = new Map(graph.nodes.map((node) => [node.id, node]));
  const ids: string[] = [];
  for (let id = moduleNodeId(graph, moduleId); id; id = nodes.get(id)?.parentId ?? null) ids.unshift(id);
  return ids;
}

function inside(graph: StatechartGraph, nodeId: string, ancestorId: string): boolean {
  const parents = new Map(graph.nodes.map((node) => [node.id, node.parentId]));
  for (let id: string | null | undefined = nodeId; id; id = parents.get(id)) if (id === ancestorId) return true;
  return false;
}

/** Whether a step was written by another assistant version than the one drawn (after a SWITCH). */
export const fromOtherVersion = (step: InspectStep, versionId: string | null): boolean => Boolean(versionId && step.versionId && step.versionId !== versionId);

/** The module the conversation came from: the last module of its path (this version) before the current one. */
export function previousModuleId(steps: readonly InspectStep[], currentId: string | null, versionId: string | null): string | null {
  for (let i = steps.length - 1; i >= 0; i -= 1) {
    const step = steps[i]!;
    if (step.kind === 'client' || step.kind === 'agent' || !step.moduleId) continue;
    if (fromOtherVersion(step, versionId)) continue;
    if (step.moduleId !== currentId) return step.moduleId;
  }
  return null;
}

/** The edge of the last move: from the previous module's state to the current module's (null when none is drawn). */
export function lastModuleEdge(graph: StatechartGraph, steps: readonly InspectStep[], currentId: string | null, versionId: string | null): string | null {
  const from = moduleNodeId(graph, previousModuleId(steps, currentId, versionId));
  const to = moduleNodeId(graph, currentId);
  if (!from || !to) return null;
  return graph.edges.find((edge) => inside(graph, edge.source, from) && inside(graph, edge.target, to))?.id ?? null;
}

const MAX_VALUE = 160;

/** A module's settings as short lines (empty values left out; lists and objects as shortened JSON). */
export function settingsSummary(settings: Record<string, unknown>): Array<{ name: string; value: string }> {
  return Object.entries(settings).flatMap(([name, value]) => {
    if (value === null || value === undefined || value === '') return [];
    if (Array.isArray(value) && value.length === 0) return [];
    if (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0) return [];
    const text = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
    return [{ name, value: text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text }];
  });
}
