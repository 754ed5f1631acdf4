import type { ELK, ElkExtendedEdge, ElkNode, ElkPoint } from 'elkjs/lib/elk-api';
import type { ChartEdge, ChartNode, StatechartGraph } from './statechartGraph';
import { chartMetrics, edgeLabelSize, nodeLines } from './metrics';

export type ChartBox = { x: number; y: number; width: number; height: number };

export type ChartLayout = {
  width: number;
  height: number;
  /** Absolute boxes by node id. */
  nodes: Record<string, ChartBox>;
  /** Absolute polylines by edge id; the label's top-left corner when ELK placed one. */
  edges: Record<string, { points: Array<{ x: number; y: number }>; label: { x: number; y: number } | null }>;
};

const ROOT = '__statechart';

const rootOptions: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.direction': 'RIGHT',
  // One layout across all levels, so transitions between nested states are routed too.
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.spacing.nodeNode': '28',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.edgeNode': '14',
  'elk.layered.spacing.edgeNodeBetweenLayers': '14',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  // Break cycles in document order, so the initial state comes first and the flow reads top-down.
  'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.randomSeed': '1',
  'elk.padding': '[top=12,left=12,bottom=12,right=12]',
};

let elkInstance: Promise<ELK> | null = null;

/** ELK is loaded on first use, so it is a separate chunk in the browser and never in the main bundle. */
function loadElk(): Promise<ELK> {
  elkInstance ??= import('elkjs').then((module) => {
    const Elk = (module as unknown as { default: new () => ELK }).default;
    return new Elk();
  });
  return elkInstance;
}

function isContainer(node: ChartNode): boolean {
  return node.kind === 'compound' || node.kind === 'parallel';
}

function ancestorsOf(id: string, parents: Map<string, string | null>): string[] {
  const chain: string[] = [];
  for (let current = parents.get(id) ?? null; current; current = parents.get(current) ?? null) chain.push(current);
  return chain;
}

/**
 * The node whose `edges` hold an edge, as ELK expects: the source for an edge into its own
 * descendants, the target for an edge out to an ancestor, else the lowest common ancestor.
 * A self-loop lives in its node's parent.
 */
export function edgeContainer(edge: Pick<ChartEdge, 'source' | 'target'>, parents: Map<string, string | null>): string {
  const sourceAncestors = ancestorsOf(edge.source, parents);
  const targetAncestors = ancestorsOf(edge.target, parents);
  if (edge.source !== edge.target) {
    if (targetAncestors.includes(edge.source)) return edge.source;
    if (sourceAncestors.includes(edge.target)) return edge.target;
  }
  const common = sourceAncestors.find((id) => targetAncestors.includes(id));
  return common ?? ROOT;
}

function elkNode(node: ChartNode, childrenOf: Map<string, ChartNode[]>): ElkNode {
  const size = nodeLines(node);
  const children = childrenOf.get(node.id) ?? [];
  if (!isContainer(node) || !children.length) return { id: node.id, width: size.width, height: size.height };
  return {
    id: node.id,
    layoutOptions: {
      'elk.padding': `[top=${size.height + 6},left=${chartMetrics.containerPadding},bottom=${chartMetrics.containerPadding},right=${chartMetrics.containerPadding}]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${size.width}, ${size.height + 20})`,
    },
    children: children.map((child) => elkNode(child, childrenOf)),
    edges: [],
  };
}

function indexById(root: ElkNode): Map<string, ElkNode> {
  const byId = new Map<string, ElkNode>();
  const walk = (node: ElkNode): void => {
    byId.set(node.id, node);
    node.children?.forEach(walk);
  };
  walk(root);
  return byId;
}

/** The ELK input for a statechart: containers hold their children, each edge sits in its container. */
export function elkGraph(graph: StatechartGraph): ElkNode {
  const childrenOf = new Map<string, ChartNode[]>();
  for (const node of graph.nodes) {
    const key = node.parentId ?? ROOT;
    childrenOf.set(key, [...(childrenOf.get(key) ?? []), node]);
  }
  const root: ElkNode = {
    id: ROOT,
    layoutOptions: rootOptions,
    children: (childrenOf.get(ROOT) ?? []).map((node) => elkNode(node, childrenOf)),
    edges: [],
  };
  const byId = indexById(root);
  const parents = new Map(graph.nodes.map((node) => [node.id, node.parentId ?? ROOT]));
  for (const edge of graph.edges) {
    const container = byId.get(edgeContainer(edge, parents)) ?? root;
    const label = edgeLabelSize(edge.label);
    const elkEdge: ElkExtendedEdge = {
      id: edge.id,
      sources: [edge.source],
      targets: [edge.target],
      labels: [{ id: `${edge.id}#label`, text: edge.label, width: label.width, height: label.height }],
    };
    (container.edges ??= []).push(elkEdge);
  }
  return root;
}

function readLayout(result: ElkNode): ChartLayout {
  const layout: ChartLayout = { width: result.width ?? 0, height: result.height ?? 0, nodes: {}, edges: {} };
  const walk = (node: ElkNode, offsetX: number, offsetY: number): void => {
    const x = offsetX + (node.x ?? 0);
    const y = offsetY + (node.y ?? 0);
    if (node.id !== ROOT) layout.nodes[node.id] = { x, y, width: node.width ?? 0, height: node.height ?? 0 };
    // Edge coordinates are relative to the node that holds the edge.
    for (const edge of node.edges ?? []) {
      const move = (p: ElkPoint) => ({ x: x + p.x, y: y + p.y });
      const points = (edge.sections ?? []).flatMap((section, index) => [
        ...(index === 0 ? [move(section.startPoint)] : []),
        ...(section.bendPoints ?? []).map(move),
        move(section.endPoint),
      ]);
      const label = edge.labels?.[0];
      layout.edges[edge.id] = {
        points,
        label: label && label.x !== undefined && label.y !== undefined ? { x: x + label.x, y: y + label.y } : null,
      };
    }
    node.children?.forEach((child) => walk(child, x, y));
  };
  walk(result, -(result.x ?? 0), -(result.y ?? 0));
  return layout;
}

/** Lays a statechart out with ELK (layered, hierarchical). The same graph gives the same layout. */
export async function layoutStatechart(graph: StatechartGraph): Promise<ChartLayout> {
  const elk = await loadElk();
  const result = await elk.layout(elkGraph(graph));
  return readLayout(result);
}
