import { describe, expect, it } from 'vitest';
import { applyEdit, deleteModule } from '../../../machines/designer/designer.machine';
import type { FlowDocument, FlowModule } from '../../../services/contracts/flow';
import { newModule } from '../../../services/contracts/moduleCatalogue';
import { announcementsFor, type AnnouncedState } from './announcements';
import { canvasCommand, neighbour, steppedPosition, type ModuleBox } from './canvasKeys';
import { flowOrder } from './flowOrder';
import { freePlace, moduleBox, PLACE_MARGIN } from './freePlace';
import { intersects, NODE_WIDTH } from './nodeLayout';
import { readModule, type StoredModule } from '../../../services/contracts/modules/storedFlow';

const mod = (id: string, type: FlowModule['type'], name: string, x = 0, y = 0, extra: Partial<StoredModule> = {}): FlowModule =>
  readModule({
    id,
    type,
    name,
    position: { x, y },
    connections: [],
    settings: {},
    ...extra,
  });
const flowOf = (...modules: FlowModule[]): FlowDocument => ({ formatVersion: 2, modules });
const press = (key: string, mods: Partial<{ shiftKey: boolean; ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('canvas keys', () => {
  it('goes with the arrow keys, moves with shift and the arrow keys, and knows Home, End, Enter and ?', () => {
    expect(canvasCommand(press('ArrowLeft'))).toEqual({ kind: 'go', direction: 'left' });
    expect(canvasCommand(press('ArrowDown', { shiftKey: true }))).toEqual({ kind: 'move', direction: 'down' });
    expect(canvasCommand(press('Home'))).toEqual({ kind: 'first' });
    expect(canvasCommand(press('PageDown'))).toEqual({ kind: 'next' });
    expect(canvasCommand(press('PageUp'))).toEqual({ kind: 'previous' });
    expect(canvasCommand(press('End'))).toEqual({ kind: 'last' });
    expect(canvasCommand(press('Enter'))).toEqual({ kind: 'connect' });
    expect(canvasCommand(press('?', { shiftKey: true }))).toEqual({ kind: 'help' });
    expect(canvasCommand(press('؟', { shiftKey: true }))).toEqual({ kind: 'help' });
  });

  it('leaves every other key to the page: Tab, Delete, ctrl+C, alt+arrow (browser back), shift+Enter', () => {
    for (const other of [
      press('Tab'),
      press('Delete'),
      press('Backspace'),
      press('c', { ctrlKey: true }),
      press('ArrowLeft', { altKey: true }),
      press('ArrowUp', { metaKey: true }),
      press('Enter', { shiftKey: true }),
      press('a'),
    ]) {
      expect(canvasCommand(other)).toBeNull();
    }
  });

  it('steps one grid cell, a module off the grid landing on the next grid line that way', () => {
    expect(steppedPosition({ x: 180, y: 90 }, 'right', 90)).toEqual({ x: 270, y: 90 });
    expect(steppedPosition({ x: 180, y: 90 }, 'up', 90)).toEqual({ x: 180, y: 0 });
    expect(steppedPosition({ x: 0, y: 0 }, 'left', 90)).toEqual({ x: -90, y: 0 });
    expect(steppedPosition({ x: 45, y: 10 }, 'right', 90)).toEqual({ x: 90, y: 10 });
    expect(steppedPosition({ x: 45, y: 10 }, 'left', 90)).toEqual({ x: 0, y: 10 });
    expect(steppedPosition({ x: 45, y: 10 }, 'down', 90)).toEqual({ x: 45, y: 90 });
  });
});

describe('going from module to module', () => {
  // start  a  b        (row 0)
  //        c           (row 1, under a)
  //               far  (low and to the right)
  const box = (id: string, x: number, y: number): ModuleBox => ({ id, x, y, width: 220, height: 100 });
  const boxes = [box('start', 0, 0), box('a', 270, 0), box('b', 540, 0), box('c', 270, 180), box('far', 900, 900)];

  it('goes to the nearest module that way, preferring the one straight ahead', () => {
    expect(neighbour(boxes, 'start', 'right')).toBe('a');
    expect(neighbour(boxes, 'a', 'right')).toBe('b');
    expect(neighbour(boxes, 'a', 'down')).toBe('c');
    expect(neighbour(boxes, 'c', 'up')).toBe('a');
    expect(neighbour(boxes, 'b', 'left')).toBe('a');
  });

  it('takes a module off to the side when nothing is ahead, and nothing past the edge', () => {
    expect(neighbour(boxes, 'c', 'right')).toBe('b');
    expect(neighbour(boxes, 'b', 'down')).toBe('c');
    const wide = [box('x', 0, 0), box('y', 600, 100)];
    expect(neighbour(wide, 'x', 'down')).toBe('y');
    expect(neighbour(wide, 'y', 'left')).toBe('x');
    expect(neighbour(boxes, 'start', 'left')).toBeNull();
    expect(neighbour(boxes, 'start', 'up')).toBeNull();
    expect(neighbour(boxes, 'ghost', 'up')).toBeNull();
  });
});

describe('flow order (Home, End and "3 of 7")', () => {
  it('reads from START along the outputs, breadth first, each module in its own output order, then the rest top to bottom', () => {
    const menu = newModule('SELECTION', { x: 270, y: 0 }, 'menu');
    const flow = flowOf(
      mod('end', 'END', 'End', 900, 0),
      mod('island', 'MESSAGE', 'Island', 0, 400),
      mod('start', 'START', 'Start', 0, 0, { connections: [{ id: 'menu' }] }),
      // The button (own slot) comes before Next, Next before Fallback, whatever the stored order.
      { ...menu, connections: [{ id: 'after' }, { id: 'button', optionID: 'menu-b1' }], fallback: 'help' },
      mod('help', 'MESSAGE', 'Help', 540, 180, { connections: [{ id: 'end' }] }),
      mod('after', 'MESSAGE', 'After', 540, 0, { connections: [{ id: 'end' }] }),
      mod('button', 'MESSAGE', 'Button', 540, 90),
      mod('top', 'MESSAGE', 'Top', 300, -200),
    );
    expect(flowOrder(flow.modules)).toEqual(['start', 'menu', 'button', 'after', 'help', 'end', 'top', 'island']);
  });

  it('visits a module once, loops and self-links included, and lists everything without a START by position', () => {
    const loop = flowOf(
      mod('start', 'START', 'Start', 0, 0, { connections: [{ id: 'a' }] }),
      mod('a', 'MESSAGE', 'A', 90, 0, { connections: [{ id: 'a' }, { id: 'start' }], fallback: 'a' }),
    );
    expect(flowOrder(loop.modules)).toEqual(['start', 'a']);
    expect(flowOrder([mod('b', 'MESSAGE', 'B', 0, 90), mod('a', 'MESSAGE', 'A', 90, 0)])).toEqual(['a', 'b']);
  });
});

describe('a free place for a module added from the palette', () => {
  const size = { width: NODE_WIDTH, height: 124 };

  it('puts the module in the middle of the view when that place is free, on the grid', () => {
    expect(freePlace([mod('start', 'START', 'Start', 0, 0)], size, { x: 1000, y: 500 }, 90)).toEqual({ x: 900, y: 450 });
  });

  it('never on top of a module nor touching one, and as near the middle as it can', () => {
    const modules = [mod('start', 'START', 'Start', 0, 0), mod('a', 'MESSAGE', 'A', 270, 0), mod('b', 'MESSAGE', 'B', 270, 180), mod('c', 'END', 'End', 540, 0)];
    const near = { x: 380, y: 60 };
    const at = freePlace(modules, size, near, 90);
    expect(Math.abs(at.x % 90)).toBe(0);
    expect(Math.abs(at.y % 90)).toBe(0);
    const placed = { ...at, ...size };
    for (const m of modules) {
      const b = moduleBox(m);
      expect(intersects({ x: b.x - PLACE_MARGIN, y: b.y - PLACE_MARGIN, width: b.width + 2 * PLACE_MARGIN, height: b.height + 2 * PLACE_MARGIN }, placed), m.id).toBe(false);
    }
    // Nothing free is nearer: every grid place closer to the middle of the view is taken.
    const origin = { x: Math.round((near.x - size.width / 2) / 90) * 90, y: Math.round((near.y - size.height / 2) / 90) * 90 };
    const distance = (p: { x: number; y: number }) => Math.hypot(p.x - origin.x, p.y - origin.y);
    const taken = (p: { x: number; y: number }) =>
      modules.some((m) =>
        intersects(
          { ...p, ...size },
          { x: moduleBox(m).x - PLACE_MARGIN, y: moduleBox(m).y - PLACE_MARGIN, width: moduleBox(m).width + 2 * PLACE_MARGIN, height: moduleBox(m).height + 2 * PLACE_MARGIN },
        ),
      );
    for (let x = origin.x - 900; x <= origin.x + 900; x += 90) {
      for (let y = origin.y - 900; y <= origin.y + 900; y += 90) if (distance({ x, y }) < distance(at)) expect(taken({ x, y }), `${x},${y}`).toBe(true);
    }
    expect(distance(at)).toBeGreaterThan(0);
  });

  it('places one module after another without stacking them', () => {
    let modules: FlowModule[] = [mod('start', 'START', 'Start', 0, 0)];
    for (let i = 0; i < 12; i++) {
      const at = freePlace(modules, size, { x: 110, y: 62 }, 90);
      modules = [...modules, mod(`m${i}`, 'MESSAGE', `M${i}`, at.x, at.y)];
    }
    const boxes = modules.map(moduleBox);
    boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => expect(intersects(a, b), `${a.id} and ${b.id}`).toBe(false)));
  });

  it('goes below everything when the neighbourhood is full', () => {
    const wall = Array.from({ length: 60 }, (_, row) => Array.from({ length: 25 }, (__, col) => mod(`w${row}-${col}`, 'END', 'W', col * 180 - 2250, row * 90 - 2700))).flat();
    const at = freePlace(wall, size, { x: 0, y: 0 }, 90);
    const bottom = Math.max(...wall.map((m) => moduleBox(m).y + moduleBox(m).height));
    expect(at.y).toBeGreaterThan(bottom);
  });
});

describe('what the live region says', () => {
  const names = { typeName: (type: string) => `type ${type}`, outputName: (_: FlowModule, slot: string) => `out ${slot}` };
  const base = flowOf(
    mod('start', 'START', 'Start', 0, 0, { connections: [{ id: 'hello' }] }),
    mod('hello', 'MESSAGE', 'Hello', 270, 0, { connections: [{ id: 'end' }] }),
    mod('end', 'END', 'End', 540, 0),
  );
  const state = (flow: FlowDocument, selectedId: string | null = null, past: FlowDocument[] = [], future: FlowDocument[] = []): AnnouncedState => ({
    flow,
    selectedId,
    past,
    future,
  });
  const edited = (before: AnnouncedState, flow: FlowDocument | null): AnnouncedState => state(flow!, before.selectedId, [...before.past, before.flow], []);
  const said = (refs: ReturnType<typeof announcementsFor>) => refs.map((r) => [r.key, r.values ?? {}]);

  it('tells a module added and selected, moved one way, and deleted', () => {
    const s0 = state(base);
    const added = edited(s0, applyEdit(base, { type: 'ADD_MODULE', module: mod('ask', 'INPUT', 'Ask', 270, 180) }));
    const selected = { ...added, selectedId: 'ask' };
    expect(said(announcementsFor(s0, selected, names))).toEqual([
      ['announce.added', { name: 'Ask', type: 'type INPUT' }],
      ['announce.selected', { name: 'Ask', type: 'type INPUT' }],
    ]);
    const moved = edited(selected, applyEdit(selected.flow, { type: 'MOVE_MODULE', id: 'ask', position: { x: 270, y: 270 } }));
    expect(said(announcementsFor(selected, moved, names))).toEqual([['announce.movedDown', { name: 'Ask' }]]);
    const diagonal = edited(moved, applyEdit(moved.flow, { type: 'MOVE_MODULE', id: 'ask', position: { x: 180, y: 180 } }));
    expect(said(announcementsFor(moved, diagonal, names))).toEqual([['announce.moved', { name: 'Ask' }]]);
    // Deleting Hello removes its links too: only the deletion is told.
    const deleted = edited(diagonal, deleteModule(diagonal.flow, 'hello'));
    expect(said(announcementsFor(diagonal, deleted, names))).toEqual([['announce.deleted', { name: 'Hello' }]]);
  });

  it('tells a connection made, pointed elsewhere and removed, naming the output', () => {
    const s0 = state(base);
    const connected = edited(s0, applyEdit(base, { type: 'SET_FALLBACK', id: 'hello', target: 'end', count: 1 }));
    expect(said(announcementsFor(s0, connected, names))).toEqual([['announce.connected', { source: 'Hello', output: 'out fallback', target: 'End' }]]);
    const repointed = edited(connected, applyEdit(connected.flow, { type: 'UPDATE_CONNECTIONS', id: 'start', connections: [{ id: 'end' }] }));
    expect(said(announcementsFor(connected, repointed, names))).toEqual([['announce.connected', { source: 'Start', output: 'out next', target: 'End' }]]);
    const removed = edited(repointed, applyEdit(repointed.flow, { type: 'UPDATE_CONNECTIONS', id: 'hello', connections: [] }));
    expect(said(announcementsFor(repointed, removed, names))).toEqual([['announce.disconnected', { source: 'Hello', output: 'out next', target: 'End' }]]);
  });

  it('tells undo and redo as such, and says nothing when another version is loaded or nothing changed', () => {
    const s0 = state(base);
    const moved = edited(s0, applyEdit(base, { type: 'MOVE_MODULE', id: 'end', position: { x: 630, y: 0 } }));
    const undone = state(base, null, [], [moved.flow]);
    expect(said(announcementsFor(moved, undone, names))).toEqual([['announce.undone', {}]]);
    const redone = state(moved.flow, null, [base], []);
    expect(said(announcementsFor(undone, redone, names))).toEqual([['announce.redone', {}]]);
    expect(announcementsFor(moved, state(flowOf(mod('start', 'START', 'Start'))), names)).toEqual([]);
    expect(announcementsFor(moved, { ...moved }, names)).toEqual([]);
    expect(announcementsFor(moved, { ...moved, selectedId: null }, names)).toEqual([]);
  });

  it('counts when one step changes many modules (arrange)', () => {
    const s0 = state(base);
    const arranged = edited(
      s0,
      applyEdit(base, {
        type: 'MOVE_MODULES',
        moves: [
          { id: 'hello', position: { x: 180, y: 0 } },
          { id: 'end', position: { x: 360, y: 0 } },
        ],
      }),
    );
    expect(said(announcementsFor(s0, arranged, names))).toEqual([['announce.movedMany', { count: 2 }]]);
  });
});
