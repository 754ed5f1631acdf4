import { describe, expect, it } from 'vitest';
import { guardedMachine, sampleMachine } from './fixtures';
import { layoutStatechart } from './layout';
import { activeNodeIds, statechartGraph } from './statechartGraph';
import { escapeXml, statechartSvg } from './svg';

describe('statechartSvg', () => {
  it('escapes names and labels so any event name gives well-formed markup', async () => {
    const graph = statechartGraph(guardedMachine);
    const svg = statechartSvg(graph, await layoutStatechart(graph), { title: 'A & <B>' });
    expect(svg).toContain('&lt;b&gt;&amp;&quot;quoted&quot;');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('<title id="chart-title">Statechart of A &amp; &lt;B&gt;</title>');
    expect(escapeXml(`<a href='x'>&</a>`)).toBe('&lt;a href=&apos;x&apos;&gt;&amp;&lt;/a&gt;');
  });

  it('draws each state, each transition with an arrowhead and its label', async () => {
    const graph = statechartGraph(sampleMachine);
    const svg = statechartSvg(graph, await layoutStatechart(graph));
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    for (const node of graph.nodes) expect(svg).toContain(`data-node="${node.id}"`);
    expect(svg.match(/class="chart-edge[^"]*"[^>]*marker-end="url\(#chart-arrow\)"/g)).toHaveLength(graph.edges.length);
    for (const label of ['SUBMIT', 'always [formValid]', 'after tick (1000 ms)', 'done: signin', 'error: signin', 'after 5000 ms']) expect(svg).toContain(`>${label}</text>`);
    expect(svg).toContain('>invoke signin</text>');
  });

  it('marks initial states, double-borders final states, dashes parallel regions, draws history as H*', async () => {
    const graph = statechartGraph(sampleMachine);
    const svg = statechartSvg(graph, await layoutStatechart(graph));
    const initialNodes = [...svg.matchAll(/<circle class="chart-initial" data-node="([^"]+)"/g)].map((m) => m[1]);
    expect(initialNodes).toEqual(['sample.editing', 'sample.editing.empty', 'sample.working.upload.running', 'sample.working.chat.open']);
    const finals = [...svg.matchAll(/class="chart-final-inner" data-node="([^"]+)"/g)].map((m) => m[1]);
    expect(finals).toEqual(['sample.working.chat.closed', 'sample.done']);
    const dashed = [...svg.matchAll(/<rect class="chart-state[^"]*" data-node="([^"]+)"[^>]*stroke-dasharray/g)].map((m) => m[1]);
    expect(dashed).toEqual(['sample.working.upload', 'sample.working.chat']);
    expect(svg).toMatch(/<circle class="chart-state chart-history chart-inactive" data-node="sample.editing.hist"/);
    expect(svg).toContain('>H*</text>');
  });

  it('highlights exactly the active states', async () => {
    const graph = statechartGraph(sampleMachine);
    const active = activeNodeIds(sampleMachine, { working: { upload: 'paused', chat: 'open' } });
    const svg = statechartSvg(graph, await layoutStatechart(graph), { active });
    const highlighted = [...svg.matchAll(/class="chart-state chart-\w+ chart-active" data-node="([^"]+)"/g)].map((m) => m[1]);
    expect(highlighted).toEqual(active);
    expect(svg).toContain('active: sample, sample.working');
  });
});
