import { describe, expect, it } from 'vitest';
import { assign, createMachine, setup, type AnyStateMachine } from 'xstate';
import { coverageFigures, measureCoverage } from './coverage';
import type { CatalogueEntry, Scenario } from './model';
import { formatPlan, coverageTable } from './paths';
import { formatValue, planPathList, planPaths, shortestToEveryState } from './plan';

const entryOf = (machine: AnyStateMachine, events: Scenario['events']): CatalogueEntry => ({
  machine,
  scenarios: [{ name: 'only', events }],
  appActions: [],
  serialize: (snapshot) => JSON.stringify(snapshot.value),
});
const eventsOf = (path: { steps: ReadonlyArray<{ event: { type: string } }> }) =>
  path.steps.map((s) => ('key' in s.event ? `${s.event.type}:${String(s.event.key)}` : s.event.type));

/** Nested states, a guard, a self transition and a state nothing leads to. */
const door = setup({
  types: { events: {} as { type: 'OPEN' } | { type: 'LOCK'; key: string } | { type: 'UNLOCK' } | { type: 'KNOCK' } | { type: 'PUSH' } | { type: 'CLOSE' } },
  guards: { rightKey: ({ event }) => event.type === 'LOCK' && event.key === 'gold' },
}).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { on: { OPEN: 'open', LOCK: { guard: 'rightKey', target: 'locked' }, KNOCK: 'closed' } },
    locked: { on: { UNLOCK: 'closed' } },
    open: { initial: 'ajar', on: { CLOSE: 'closed' }, states: { ajar: { on: { PUSH: 'wide' } }, wide: {} } },
    sealed: {},
  },
});
const doorEvents = [{ type: 'OPEN' }, { type: 'LOCK', key: 'gold' }, { type: 'LOCK', key: 'tin' }, { type: 'UNLOCK' }, { type: 'KNOCK' }, { type: 'PUSH' }, { type: 'CLOSE' }];

/** Two parallel regions. */
const player = createMachine({
  id: 'player',
  type: 'parallel',
  states: {
    sound: { initial: 'on', states: { on: { on: { MUTE: 'off' } }, off: { on: { UNMUTE: 'on' } } } },
    video: { initial: 'paused', states: { paused: { on: { PLAY: 'playing' } }, playing: { on: { PAUSE: 'paused' } } } },
  },
});
const playerEvents = [{ type: 'MUTE' }, { type: 'UNMUTE' }, { type: 'PLAY' }, { type: 'PAUSE' }];

/** A transient state left by an eventless transition, chosen by context. */
const counter = setup({ types: { context: {} as { n: number } } }).createMachine({
  id: 'counter',
  initial: 'idle',
  context: { n: 0 },
  states: {
    idle: { on: { ADD: { target: 'checking', actions: assign({ n: ({ context }) => context.n + 1 }) } } },
    checking: { always: [{ guard: ({ context }) => context.n >= 2, target: 'full' }, { target: 'idle' }] },
    full: { type: 'final' },
  },
});

describe('shortest path to every state', () => {
  it('door: one shortest path per reachable state, none for the sealed one', () => {
    const found = shortestToEveryState(entryOf(door, doorEvents));
    expect(found.map((f) => [f.state, eventsOf(f.path)])).toEqual([
      ['door', ['xstate.init']],
      ['door.closed', ['xstate.init']],
      ['door.locked', ['xstate.init', 'LOCK:gold']],
      ['door.open', ['xstate.init', 'OPEN']],
      ['door.open.ajar', ['xstate.init', 'OPEN']],
      ['door.open.wide', ['xstate.init', 'OPEN', 'PUSH']],
    ]);
  });
  it('player: each region moves on its own', () => {
    const found = shortestToEveryState(entryOf(player, playerEvents));
    expect(Object.fromEntries(found.map((f) => [f.state, eventsOf(f.path).slice(1)]))).toEqual({
      player: [],
      'player.sound': [],
      'player.sound.on': [],
      'player.sound.off': ['MUTE'],
      'player.video': [],
      'player.video.paused': [],
      'player.video.playing': ['PLAY'],
    });
  });
  it('counter: a transient state counts as entered on the way', () => {
    const found = shortestToEveryState({ ...entryOf(counter, [{ type: 'ADD' }]), serialize: (s) => JSON.stringify([s.value, s.context]) });
    expect(Object.fromEntries(found.map((f) => [f.state, eventsOf(f.path).slice(1)]))).toEqual({
      counter: [],
      'counter.idle': [],
      'counter.checking': ['ADD'],
      'counter.full': ['ADD', 'ADD'],
    });
  });
});

describe('paths that take every transition, and their coverage', () => {
  it('door: every transition taken, the sealed state reported as never reached', () => {
    const plan = planPaths('door', entryOf(door, doorEvents));
    expect(plan.cover.map(eventsOf)).toEqual([
      ['xstate.init', 'OPEN', 'PUSH', 'CLOSE'],
      ['xstate.init', 'LOCK:gold', 'UNLOCK'],
      ['xstate.init', 'KNOCK'],
    ]);
    expect(plan.coverage.states.missing).toEqual(['door.sealed']);
    expect(plan.coverage.transitions.missing).toEqual([]);
    expect(coverageFigures(plan.coverage)).toEqual({ states: '6/7', transitions: '6/6', complete: false });
  });
  it('door: a guard the model never satisfies leaves its transition and target uncovered', () => {
    const plan = planPaths(
      'door',
      entryOf(
        door,
        doorEvents.filter((e) => !('key' in e && e.key === 'gold')),
      ),
    );
    expect(plan.coverage.states.missing).toEqual(['door.locked', 'door.sealed']);
    expect(plan.coverage.transitions.missing).toEqual(['door.closed --LOCK[0]--> door.locked', 'door.locked --UNLOCK[0]--> door.closed']);
    expect(coverageFigures(plan.coverage)).toMatchObject({ states: '5/7', transitions: '4/6' });
  });
  it('player: the richest path first (both regions), then the one transition it misses', () => {
    const plan = planPaths('player', entryOf(player, playerEvents));
    expect(plan.cover.map(eventsOf)).toEqual([
      ['xstate.init', 'MUTE', 'PLAY', 'UNMUTE'],
      ['xstate.init', 'PLAY', 'PAUSE'],
    ]);
    expect(coverageFigures(plan.coverage)).toEqual({ states: '7/7', transitions: '4/4', complete: true });
    expect(formatValue(plan.cover[0]!.steps[1]!.state.value)).toBe('sound.off,video.paused');
  });
  it('counter: eventless transitions count as taken when the interpreter takes them', () => {
    const entry = { ...entryOf(counter, [{ type: 'ADD' }]), serialize: (s: Parameters<CatalogueEntry['serialize']>[0]) => JSON.stringify([s.value, s.context]) };
    const plan = planPaths('counter', entry);
    expect(plan.cover.map(eventsOf)).toEqual([['xstate.init', 'ADD', 'ADD']]);
    expect(plan.coverage.transitions.taken).toEqual([
      'counter.idle --ADD[0]--> counter.checking',
      'counter.checking --always[0]--> counter.full',
      'counter.checking --always[1]--> counter.idle',
    ]);
    expect(measureCoverage(counter, []).states.reached).toEqual([]);
  });
  it('lists each path once, states sharing a shortest path in one title', () => {
    const plan = planPaths('door', entryOf(door, doorEvents));
    expect(planPathList(plan).map((p) => p.title)).toEqual([
      'shortest path to door, door.closed',
      'shortest path to door.locked',
      'shortest path to door.open, door.open.ajar',
      'shortest path to door.open.wide',
      'transition cover 1 of 3, ends in closed',
      'transition cover 2 of 3, ends in closed',
      'transition cover 3 of 3, ends in closed',
    ]);
  });
});

describe('the printed plan and table', () => {
  it('prints readable steps with payloads and expected states, then the coverage figures and gaps', () => {
    const text = formatPlan(planPaths('door', entryOf(door, doorEvents)));
    expect(text).toContain('Shortest path to every state (6 of 7 states):');
    expect(text).toContain('  door.locked  [only]\n     1. xstate.init  ->  closed\n     2. LOCK {"key":"gold"}  ->  locked');
    expect(text).toContain('Paths that take every transition (3 paths, 6 events):');
    expect(text).toContain('     3. PUSH  ->  open.wide');
    expect(text).toContain('  states reached:    6/7 (85%)\n  transitions taken: 6/6 (100%)\n  not covered:\n    state door.sealed');
  });
  it('the table has one row per machine and names the gaps below it', () => {
    const rows = [planPaths('door', entryOf(door, doorEvents)), planPaths('player', entryOf(player, playerEvents))].map((plan) => ({
      machine: plan.name,
      ...coverageFigures(plan.coverage),
      paths: plan.generated,
      plan,
    }));
    const table = coverageTable(rows).split('\n');
    expect(table[0]).toBe('machine  states  transitions  paths  cover paths');
    expect(table[2]).toMatch(/^door\s+6\/7\s+6\/6\s+\d+\s+3$/);
    expect(table[3]).toMatch(/^player\s+7\/7\s+4\/4\s+\d+\s+2$/);
    expect(table.slice(5)).toEqual(['1 of 2 machines fully covered (every state reached, every transition taken).', 'door:', '  not covered:', '    state door.sealed']);
  });
});
