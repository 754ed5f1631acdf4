import { describe, expect, it } from 'vitest';
import { compileFlow } from '../../../machines/flow/compile';
import { statechartGraph } from '../../../machines/inspect/statechartGraph';
import { endedInspection, liveInspection } from '../../../tests/paths/models/conversationInspector.model';
import { currentModule, endedActive, fromOtherVersion, lastModuleEdge, moduleOfNode, previousModuleId, settingsSummary, withModuleNames } from './inspectorRules';

const graph = withModuleNames(statechartGraph(compileFlow(liveInspection.flow!)));

describe('conversation inspector rules', () => {
  it('reads the current module from the state value, idle, handed over and ended', () => {
    expect(currentModule(liveInspection)).toMatchObject({ kind: 'module', module: { id: 'ask' } });
    expect(currentModule({ ...liveInspection, stateValue: 'idle' })).toEqual({ kind: 'idle' });
    expect(currentModule({ ...liveInspection, stateValue: 'handedOver', moduleId: 'hello' })).toMatchObject({ kind: 'handedOver', module: { id: 'hello' } });
    expect(currentModule(endedInspection)).toMatchObject({ kind: 'ended', module: { id: 'end' } });
    expect(currentModule({ ...liveInspection, stateValue: null, moduleId: 'gone' })).toEqual({ kind: 'unknown' });
  });
  it('labels states with module names and maps nodes back to modules', () => {
    expect(graph.nodes.find((node) => node.id === 'm2')?.label).toBe('Order number');
    const child = graph.nodes.find((node) => node.parentId === 'm2')!;
    expect(moduleOfNode(graph, child.id)).toBe('ask');
    expect(endedActive(graph, 'end')).toEqual(['conversation', 'm3']);
  });
  it('finds the last move from the path (the previous module of this version) to the current module', () => {
    expect(previousModuleId(liveInspection.steps, 'ask', 'version-1')).toBe('hello');
    expect(
      previousModuleId(
        liveInspection.steps.map((s) => ({ ...s, versionId: 'other' })),
        'ask',
        'version-1',
      ),
    ).toBeNull();
    const edge = graph.edges.find((e) => e.id === lastModuleEdge(graph, liveInspection.steps, 'ask', 'version-1'));
    expect(edge).toMatchObject({ source: 'm1', target: 'm2' });
    expect(lastModuleEdge(graph, [], 'ask', 'version-1')).toBeNull();
    const step = liveInspection.steps[0]!;
    expect(fromOtherVersion({ ...step, versionId: 'other' }, 'version-1')).toBe(true);
    expect(fromOtherVersion(step, 'version-1')).toBe(false);
    // A step or a drawing without a version is not told apart.
    expect(fromOtherVersion({ ...step, versionId: null }, 'version-1')).toBe(false);
    expect(fromOtherVersion(step, null)).toBe(false);
  });
  it('summarises settings: empties left out, lists and objects as shortened JSON', () => {
    expect(settingsSummary({ prompt: 'Hi', empty: '', list: [], obj: {}, n: 3, flag: false, payloads: ['a'], long: 'x'.repeat(200) })).toEqual([
      { name: 'prompt', value: 'Hi' },
      { name: 'n', value: '3' },
      { name: 'flag', value: 'false' },
      { name: 'payloads', value: '["a"]' },
      { name: 'long', value: `${'x'.repeat(159)}…` },
    ]);
  });
});
