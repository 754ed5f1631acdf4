import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { guardedMachine, sampleMachine } from './fixtures';
import { activeNodeIds, statechartGraph, takenEdge } from './statechartGraph';

const graph = statechartGraph(sampleMachine);
const node = (id: string) => graph.nodes.find((n) => n.id === id);
const edgesFrom = (source: string) => graph.edges.filter((e) => e.source === source);

describe('statechartGraph', () => {
  it('lists every state node with its parent and kind, the root first', () => {
    expect(graph.machineId).toBe('sample');
    expect(graph.nodes.map((n) => [n.id, n.parentId, n.kind])).toEqual([
      ['sample', null, 'compound'],
      ['sample.editing', 'sample', 'compound'],
      ['sample.editing.empty', 'sample.editing', 'atomic'],
      ['sample.editing.filled', 'sample.editing', 'atomic'],
      ['sample.editing.hist', 'sample.editing', 'history'],
      ['sample.submitting', 'sample', 'atomic'],
      ['sample.working', 'sample', 'parallel'],
      ['sample.working.upload', 'sample.working', 'compound'],
      ['sample.working.upload.running', 'sample.working.upload', 'atomic'],
      ['sample.working.upload.paused', 'sample.working.upload', 'atomic'],
      ['sample.working.chat', 'sample.working', 'compound'],
      ['sample.working.chat.open', 'sample.working.chat', 'atomic'],
      ['sample.working.chat.closed', 'sample.working.chat', 'final'],
      ['sample.done', 'sample', 'final'],
    ]);
  });

  it('marks initial states (not parallel regions), entry/exit actions without the timers XState adds, invokes, tags, meta, history', () => {
    expect(graph.nodes.filter((n) => n.initial).map((n) => n.id)).toEqual([
      'sample',
      'sample.editing',
      'sample.editing.empty',
      'sample.working.upload.running',
      'sample.working.chat.open',
    ]);
    expect(node('sample.editing')).toMatchObject({ entry: ['clearError'], exit: ['rememberDraft'], label: 'editing', key: 'editing' });
    expect(node('sample.submitting')).toMatchObject({ invoke: ['signin'], entry: [], exit: [] });
    expect(node('sample.editing.filled')?.tags).toEqual(['ready']);
    expect(node('sample.done')?.meta).toEqual({ screen: 'welcome' });
    expect(node('sample.editing.hist')?.history).toBe('deep');
    expect(node('sample')?.label).toBe('sample');
  });

  it('names events readably: always, after (named delay with its ms, numbered), done/error of invokes, done of a parallel state', () => {
    expect(edgesFrom('sample.editing.empty').map((e) => [e.event, e.guard, e.label, e.target])).toEqual([['always', 'formValid', 'always [formValid]', 'sample.editing.filled']]);
    expect(edgesFrom('sample.submitting').map((e) => [e.event, e.target, e.actions])).toEqual([
      ['done: signin', 'sample.working', []],
      ['error: signin', 'sample.editing', ['notify']],
      ['after 5000 ms', 'sample.editing', []],
    ]);
    expect(edgesFrom('sample.editing').map((e) => e.label)).toEqual(['TYPE', 'SUBMIT', 'after tick (1000 ms)']);
    expect(edgesFrom('sample.working').map((e) => [e.label, e.target])).toEqual([['done: working', 'sample.done']]);
  });

  it('draws a targetless transition as an internal self-loop and a reentering one as external', () => {
    const type = edgesFrom('sample.editing').find((e) => e.event === 'TYPE');
    expect(type).toMatchObject({ source: 'sample.editing', target: 'sample.editing', internal: true, actions: ['assign'] });
    expect(edgesFrom('sample.editing').find((e) => e.event.startsWith('after'))).toMatchObject({ target: 'sample.editing', internal: false });
    expect(edgesFrom('sample')).toEqual([expect.objectContaining({ event: 'RESET', target: 'sample.editing', internal: true })]);
  });

  it('gives every edge a unique id and the coverage key of its transition', () => {
    expect(new Set(graph.edges.map((e) => e.id)).size).toBe(graph.edges.length);
    expect(edgesFrom('sample.editing.empty')[0]?.transitionKey).toBe('sample.editing.empty --always[0]--> sample.editing.filled');
  });

  it('collects the events a sender can send, the guards and the actors', () => {
    expect(graph.events).toEqual(['PAUSE', 'RESET', 'SUBMIT', 'TOGGLE', 'TYPE']);
    expect(graph.guards).toEqual(['formValid']);
    expect(graph.actors).toEqual(['signin']);
  });

  it('names named, parameterized, inline and combined guards', () => {
    const guarded = statechartGraph(guardedMachine);
    expect(guarded.edges.map((e) => e.label)).toEqual(['NAMED [formValid]', 'PARAMS [isRole]', 'INLINE [inline guard]', 'COMBINED [formValid && !locked]', '<b>&"quoted"']);
  });
});

describe('activeNodeIds', () => {
  it('lists the root, every ancestor and the leaf of a nested value', () => {
    expect(activeNodeIds(sampleMachine, { editing: 'filled' })).toEqual(['sample', 'sample.editing', 'sample.editing.filled']);
    expect(activeNodeIds(sampleMachine, 'submitting')).toEqual(['sample', 'sample.submitting']);
  });

  it('lists every region of a parallel state', () => {
    expect(activeNodeIds(sampleMachine, { working: { upload: 'paused', chat: 'open' } })).toEqual([
      'sample',
      'sample.working',
      'sample.working.upload',
      'sample.working.upload.paused',
      'sample.working.chat',
      'sample.working.chat.open',
    ]);
  });

  it('matches a running actor: after SUBMIT and the signin answer the parallel state is active', async () => {
    const actor = createActor(sampleMachine).start();
    expect(activeNodeIds(sampleMachine, actor.getSnapshot().value)).toContain('sample.editing.filled');
    actor.send({ type: 'SUBMIT' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(activeNodeIds(sampleMachine, actor.getSnapshot().value)).toEqual(expect.arrayContaining(['sample.working.upload.running', 'sample.working.chat.open']));
    actor.stop();
  });
});

describe('takenEdge', () => {
  it('finds the edge a step took from the states active before and after', () => {
    const before = activeNodeIds(sampleMachine, { editing: 'filled' });
    const after = activeNodeIds(sampleMachine, 'submitting');
    expect(takenEdge(graph, 'SUBMIT', before, after)?.id).toBe('sample.editing:SUBMIT:0');
    expect(takenEdge(graph, 'xstate.done.actor.signin', after, activeNodeIds(sampleMachine, { working: { upload: 'running', chat: 'open' } }))?.event).toBe('done: signin');
    expect(takenEdge(graph, 'UNKNOWN', before, after)).toBeNull();
  });
});
