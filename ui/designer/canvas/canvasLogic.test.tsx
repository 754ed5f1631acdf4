import { describe, expect, it } from 'vitest';
import type { FlowDocument, FlowModule } from '../../../services/contracts/flow';
import { movesFromLayout } from './arrange';
import { CanvasStore } from './canvasStore';
import { DEFAULT_EDGE_STYLE, EDGE_STYLE_KEY, readEdgeStyle, writeEdgeStyle } from './edgeStylePreference';
import { centredOn, intersects, linkPath, nodeHeight, socketOffset, viewRect, zoomedAround, HEADER_HEIGHT, NODE_WIDTH, ROW_HEIGHT, BODY_PADDING } from './nodeLayout';
import { pasteEvent, pastePosition } from './paste';
import { searchModules } from './searchModules';
import { movesAfterDrag, NO_SELECTION, selectionAfterClick, selectionFromMachine } from './selection';

const mod = (id: string, type: FlowModule['type'], name: string, x = 0, y = 0): FlowModule => ({ id, type, name, position: { x, y }, connections: [], settings: {} });
const flowOf = (...modules: FlowModule[]): FlowDocument => ({ formatVersion: 2, modules });

describe('canvas selection', () => {
  it('makes a plain click the only selection', () => {
    expect(selectionAfterClick(NO_SELECTION, 'a', false)).toEqual({ primary: 'a', ids: ['a'] });
    expect(selectionAfterClick({ primary: 'a', ids: ['a'] }, 'b', false)).toEqual({ primary: 'b', ids: ['b'] });
  });

  it('adds with ctrl/cmd/shift and takes a selected module out again', () => {
    const two = selectionAfterClick({ primary: 'a', ids: ['a'] }, 'b', true);
    expect(two).toEqual({ primary: 'b', ids: ['a', 'b'] });
    expect(selectionAfterClick(two, 'b', true)).toEqual({ primary: 'a', ids: ['a'] });
    expect(selectionAfterClick(two, 'a', true)).toEqual({ primary: 'b', ids: ['b'] });
    expect(selectionAfterClick({ primary: 'a', ids: ['a'] }, 'a', true)).toEqual({ primary: null, ids: [] });
  });

  it('keeps a multiple selection when one of its modules is pressed (to drag them all)', () => {
    expect(selectionAfterClick({ primary: 'a', ids: ['a', 'b'] }, 'b', false)).toEqual({ primary: 'b', ids: ['a', 'b'] });
  });

  it('follows the machine: kept when its module is selected here, else just that module; gone modules dropped', () => {
    const exists = (id: string) => id !== 'gone';
    expect(selectionFromMachine({ primary: 'a', ids: ['a', 'b', 'gone'] }, 'b', exists)).toEqual({ primary: 'b', ids: ['a', 'b'] });
    expect(selectionFromMachine({ primary: 'a', ids: ['a', 'b'] }, 'c', exists)).toEqual({ primary: 'c', ids: ['c'] });
    expect(selectionFromMachine({ primary: 'a', ids: ['a', 'b'] }, null, exists)).toEqual(NO_SELECTION);
  });

  it('moves every dragged module onto the grid, leaving out those that did not move', () => {
    const shown: Record<string, { x: number; y: number }> = { a: { x: 100, y: 40 }, b: { x: 280, y: 0 }, c: { x: 0, y: 0 }, d: { x: 1000, y: 100 }, e: { x: 20, y: 0 } };
    const stored: Record<string, { x: number; y: number }> = { a: { x: 0, y: 0 }, b: { x: 180, y: 0 }, c: { x: 0, y: 0 }, d: { x: 1000, y: 100 }, e: { x: 0, y: 0 } };
    // d was only clicked (stays off the grid); e moved too little to leave its cell.
    expect(
      movesAfterDrag(
        ['a', 'b', 'c', 'd', 'e', 'missing'],
        (id) => shown[id],
        (id) => stored[id],
        90,
      ),
    ).toEqual([
      { id: 'a', position: { x: 90, y: 0 } },
      { id: 'b', position: { x: 270, y: 0 } },
    ]);
  });
});

describe('finding a module by name', () => {
  const modules = [mod('1', 'MESSAGE', 'Welcome'), mod('2', 'INPUT', 'Ask e-mail'), mod('3', 'MESSAGE', 'Bad E-MAIL'), mod('4', 'END', 'End'), mod('5', 'MESSAGE', 'İletişim')];

  it('matches case-insensitively anywhere in the name, names starting with the query first', () => {
    expect(searchModules(modules, 'e-mail').map((h) => h.id)).toEqual(['2', '3']);
    expect(searchModules(modules, 'E').map((h) => h.name)).toEqual(['End', 'Ask e-mail', 'Bad E-MAIL', 'İletişim', 'Welcome']);
    expect(searchModules(modules, '  welcome ')).toEqual([{ id: '1', name: 'Welcome', type: 'MESSAGE' }]);
  });

  it('finds nothing for an empty query or a name nobody has, and stops at the limit', () => {
    expect(searchModules(modules, '   ')).toEqual([]);
    expect(searchModules(modules, 'zzz')).toEqual([]);
    expect(searchModules(modules, 'e', 2)).toHaveLength(2);
  });
});

describe('copy and paste', () => {
  const start = mod('start', 'START', 'Start', 0, 0);
  const hello = mod('hello', 'MESSAGE', 'Hello', 180, 90);
  const bye = mod('bye', 'MESSAGE', 'Bye', 540, 90);
  const flow = flowOf(start, hello, bye);
  const random = () => 0.5;

  it('duplicates the copied module one grid cell right and down, under a new id', () => {
    const event = pasteEvent(flow, 'hello', 'bye', 90, random);
    expect(event).toMatchObject({ type: 'DUPLICATE_MODULE', id: 'hello', position: { x: 270, y: 180 } });
    expect(event?.newId).toMatch(/^message-[0-9a-z]{6}$/);
    expect(flow.modules.map((m) => m.id)).not.toContain(event?.newId);
  });

  it('duplicates the selected module when nothing (or a module since deleted) was copied', () => {
    expect(pasteEvent(flow, null, 'bye', 90, random)).toMatchObject({ id: 'bye', position: { x: 630, y: 180 } });
    expect(pasteEvent(flow, 'deleted', 'bye', 90, random)).toMatchObject({ id: 'bye' });
  });

  it('does nothing without a module, or for START', () => {
    expect(pasteEvent(flow, null, null, 90, random)).toBeNull();
    expect(pasteEvent(flow, 'start', null, 90, random)).toBeNull();
  });

  it('does not stack copies: the next free cell along the diagonal', () => {
    const copy = mod('copy', 'MESSAGE', 'Hello', 270, 180);
    expect(pastePosition(flowOf(start, hello, copy), hello.position, 90)).toEqual({ x: 360, y: 270 });
  });
});

describe('node layout', () => {
  it('places the input in the middle of the header and each output in the middle of its row', () => {
    expect(socketOffset('input', 0)).toEqual({ x: 0, y: HEADER_HEIGHT / 2 });
    expect(socketOffset('output', 0)).toEqual({ x: NODE_WIDTH, y: HEADER_HEIGHT + BODY_PADDING + ROW_HEIGHT / 2 });
    expect(socketOffset('output', 2).y - socketOffset('output', 1).y).toBe(ROW_HEIGHT);
    expect(nodeHeight(0)).toBe(nodeHeight(1));
    expect(nodeHeight(3)).toBe(HEADER_HEIGHT + 3 * ROW_HEIGHT + 2 * BODY_PADDING);
  });

  it('draws links straight, curvy, or not at all, and a self link as a loop', () => {
    const a = { x: 0, y: 0 };
    const b = { x: 100, y: 50 };
    expect(linkPath(a, b, 'straight')).toBe('M 0 0 L 100 50');
    expect(linkPath(a, b, 'curvy')).toMatch(/^M 0 0 C /);
    expect(linkPath(a, b, 'off')).toBeNull();
    expect(linkPath(b, a, 'straight', true)).toMatch(/^M 100 50 C .* C /);
  });

  it('works out the visible part of the canvas, overlaps, centring and zoom around the middle', () => {
    const view = viewRect({ x: -100, y: -50, k: 2 }, { width: 800, height: 600 });
    expect(view).toEqual({ x: 50, y: 25, width: 400, height: 300 });
    expect(viewRect({ x: 0, y: 0, k: 1 }, { width: 100, height: 100 }, 0.5)).toEqual({ x: -50, y: -50, width: 200, height: 200 });
    expect(intersects(view, { x: 440, y: 300, width: 50, height: 50 })).toBe(true);
    expect(intersects(view, { x: 460, y: 300, width: 50, height: 50 })).toBe(false);
    expect(centredOn({ x: 100, y: 100, width: 200, height: 100 }, { width: 800, height: 600 }, 1)).toEqual({ x: 200, y: 150 });
    const zoomed = zoomedAround({ x: 0, y: 0, k: 1 }, 2, { width: 800, height: 600 });
    expect(zoomed).toEqual({ k: 2, x: -400, y: -300 });
    expect(zoomedAround({ x: 0, y: 0, k: 1.8 }, 2, { width: 800, height: 600 }).k).toBe(2);
  });
});

describe('link style preference', () => {
  it('remembers the choice and falls back to curvy', () => {
    const values = new Map<string, string>();
    const store = { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
    expect(readEdgeStyle(store)).toBe(DEFAULT_EDGE_STYLE);
    writeEdgeStyle(store, 'off');
    expect(values.get(EDGE_STYLE_KEY)).toBe('off');
    expect(readEdgeStyle(store)).toBe('off');
    values.set(EDGE_STYLE_KEY, 'wavy');
    expect(readEdgeStyle(store)).toBe('curvy');
    expect(readEdgeStyle(undefined)).toBe('curvy');
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readEdgeStyle(broken)).toBe('curvy');
    expect(() => writeEdgeStyle(broken, 'straight')).not.toThrow();
  });
});

describe('auto-arrange result', () => {
  it("snaps ELK positions to the grid from the flow's top-left corner, only modules that move", () => {
    const flow = flowOf(mod('a', 'START', 'Start', 90, 90), mod('b', 'MESSAGE', 'B', 900, 900), mod('c', 'END', 'End', 360, 90));
    const moves = movesFromLayout(
      [
        { id: 'a', x: 12, y: 30 },
        { id: 'b', x: 320, y: 30 },
        { id: 'c', x: 640, y: 200 },
        { id: 'ghost', x: 0, y: 0 },
      ],
      flow,
      90,
    );
    expect(moves).toEqual([
      { id: 'b', position: { x: 360, y: 90 } },
      { id: 'c', position: { x: 720, y: 270 } },
    ]);
    expect(movesFromLayout([], flow, 90)).toEqual([]);
  });
});

describe('canvas store', () => {
  it('tells listeners once per frame, only about what changed', () => {
    const frames: Array<() => void> = [];
    const store = new CanvasStore(
      'curvy',
      (run) => frames.push(run),
      () => undefined,
    );
    const heard: string[] = [];
    store.topics.subscribe('lists', () => heard.push('lists'));
    store.linkVersions.subscribe('l1', () => heard.push('l1'));
    store.linkVersions.subscribe('l2', () => heard.push('l2'));
    store.setLink({ id: 'l1', source: 'a', sourceOutput: 'next', target: 'b', targetInput: 'in', pseudo: false });
    store.setLink({ id: 'l2', source: 'c', sourceOutput: 'next', target: 'd', targetInput: 'in', pseudo: false });
    expect(frames).toHaveLength(1);
    frames.shift()?.();
    expect(heard.sort()).toEqual(['l1', 'l2', 'lists']);
    heard.length = 0;
    store.nodeMoved('b');
    store.nodeMoved('b');
    frames.shift()?.();
    expect(heard).toEqual(['l1']);
    heard.length = 0;
    store.removeLink('l1');
    store.setVisible(['a'], ['l2']);
    frames.shift()?.();
    expect(heard).toEqual(['lists']);
    expect(store.links.has('l1')).toBe(false);
  });
});
