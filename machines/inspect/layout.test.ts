import { describe, expect, it } from 'vitest';
import { machineCatalogue } from '../../tests/paths/catalogue';
import { sampleMachine } from './fixtures';
import { edgeContainer, layoutStatechart, type ChartBox } from './layout';
import { statechartGraph } from './statechartGraph';

const inside = (child: ChartBox, parent: ChartBox) =>
  child.x >= parent.x && child.y >= parent.y && child.x + child.width <= parent.x + parent.width && child.y + child.height <= parent.y + parent.height;
const touches = (p: { x: number; y: number }, box: ChartBox) => p.x >= box.x - 1 && p.x <= box.x + box.width + 1 && p.y >= box.y - 1 && p.y <= box.y + box.height + 1;

describe('layoutStatechart', () => {
  const graph = statechartGraph(sampleMachine);

  it('gives the same layout for the same graph', async () => {
    const first = await layoutStatechart(graph);
    const second = await layoutStatechart(statechartGraph(sampleMachine));
    expect(second).toEqual(first);
  });

  it('places every child inside its parent, and the whole chart inside its size', async () => {
    const layout = await layoutStatechart(graph);
    for (const node of graph.nodes) {
      const box = layout.nodes[node.id]!;
      expect(box.width).toBeGreaterThan(0);
      if (node.parentId) expect(inside(box, layout.nodes[node.parentId]!), `${node.id} inside ${node.parentId}`).toBe(true);
      expect(box.x + box.width).toBeLessThanOrEqual(layout.width);
      expect(box.y + box.height).toBeLessThanOrEqual(layout.height);
    }
  });

  it('makes a box wide enough for a long state name', async () => {
    const layout = await layoutStatechart(graph);
    expect(layout.nodes['sample.submitting']!.width).toBeGreaterThan(layout.nodes['sample.done']!.width);
  });

  it('routes every edge from its source box to its target box (absolute coordinates, also across levels) with a placed label', async () => {
    const layout = await layoutStatechart(graph);
    for (const edge of graph.edges) {
      const route = layout.edges[edge.id]!;
      expect(route.points.length, edge.id).toBeGreaterThanOrEqual(2);
      expect(touches(route.points[0]!, layout.nodes[edge.source]!), `${edge.id} starts at its source`).toBe(true);
      expect(touches(route.points.at(-1)!, layout.nodes[edge.target]!), `${edge.id} ends at its target`).toBe(true);
      expect(route.label).not.toBeNull();
    }
  });

  it('lays out a real workflow machine (login) with its nested editing states inside editing', async () => {
    const login = statechartGraph(machineCatalogue.login.machine);
    const layout = await layoutStatechart(login);
    expect(inside(layout.nodes['login.editing.ready']!, layout.nodes['login.editing']!)).toBe(true);
    expect(Object.keys(layout.edges)).toHaveLength(login.edges.length);
  });
});

describe('edgeContainer', () => {
  const parents = new Map<string, string | null>([
    ['m', '__statechart'],
    ['m.a', 'm'],
    ['m.a.x', 'm.a'],
    ['m.b', 'm'],
  ]);
  it('puts an edge into its lowest common ancestor, into the source for an edge to a child, into the parent for a self-loop', () => {
    expect(edgeContainer({ source: 'm.a.x', target: 'm.b' }, parents)).toBe('m');
    expect(edgeContainer({ source: 'm.a', target: 'm.a.x' }, parents)).toBe('m.a');
    expect(edgeContainer({ source: 'm.a.x', target: 'm.a' }, parents)).toBe('m.a');
    expect(edgeContainer({ source: 'm.a', target: 'm.a' }, parents)).toBe('m');
    expect(edgeContainer({ source: 'm', target: 'm' }, parents)).toBe('__statechart');
  });
});
