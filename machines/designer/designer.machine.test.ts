import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { flowDocument, type FlowDocument, type FlowModule } from '../../services/contracts/flow';
import { newModule } from '../../services/contracts/moduleCatalogue';
import { designerMachine, designerTexts, HISTORY_LIMIT, isDirty, selfFallbackIds, validateFlow, type DesignerContext, type DesignerEvent } from './designer.machine';
import { designerEvents as e, designerInput, designerModel, otherVersionFlow, problemFlow, saveAnswer, smallFlow } from '../../tests/paths/models/designer.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { expectedFailure } from '../../tests/paths/expectedFailure';
import { generatePaths } from '../../tests/paths/model';
import { isPlainConnection, outputSlots } from './slots';

const paths = generatePaths(designerModel);
const ctx = (d: Driver) => d.snapshot().context as DesignerContext;
const moduleOf = (flow: FlowDocument, id: string) => flow.modules.find((m) => m.id === id);
const clone = <T>(value: T): T => structuredClone(value);
/** JSON with sorted keys: two flows with the same content read the same whatever the order of their fields. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));

/**
 * What the user sees, checked against an independent record of the session kept per
 * path: the flow before this step, what undo and redo should bring back, the saved flow.
 */
type Record_ = { flow: FlowDocument; past: FlowDocument[]; future: FlowDocument[]; saved: FlowDocument; savedAtSave?: FlowDocument; connecting: DesignerContext['connecting'] };
const records = new WeakMap<Driver, Record_>();

function expectEditEffect(event: DesignerEvent, before: FlowDocument, after: FlowDocument) {
  switch (event.type) {
    case 'ADD_MODULE':
      expect(after.modules).toEqual([...before.modules, event.module]);
      break;
    case 'MOVE_MODULE':
      expect(moduleOf(after, event.id)?.position).toEqual(event.position);
      break;
    case 'MOVE_MODULES':
      for (const move of event.moves) expect(moduleOf(after, move.id)?.position).toEqual(move.position);
      break;
    case 'RENAME_MODULE':
      expect(moduleOf(after, event.id)?.name).toBe(event.name);
      break;
    case 'UPDATE_CONNECTIONS':
      expect(moduleOf(after, event.id)?.connections).toEqual(event.connections);
      break;
    case 'CONNECT':
      expect(moduleOf(after, event.sourceId)?.connections).toEqual([...moduleOf(before, event.sourceId)!.connections, event.connection]);
      break;
    case 'DISCONNECT':
      expect(moduleOf(after, event.sourceId)?.connections.some((c) => c.id === event.targetId)).toBe(false);
      break;
    case 'UPDATE_SETTINGS':
      expect(moduleOf(after, event.id)?.settings).toEqual(event.settings);
      break;
    case 'SET_FALLBACK': {
      const m = moduleOf(after, event.id)!;
      expect(m.fallback).toBe(event.target ?? undefined);
      if (event.target === null) expect(m.fallbackCount).toBeUndefined();
      else expect(m.fallbackCount).toBe(event.count);
      expect(selfFallbackIds(after).includes(event.id)).toBe(event.target === event.id);
      break;
    }
    case 'UPDATE_MODULE': {
      const m = moduleOf(after, event.id)!;
      const old = moduleOf(before, event.id)!;
      expect(m.settings).toEqual(event.settings ?? old.settings);
      expect(m.connections).toEqual(event.connections ?? old.connections);
      expect(m.delay).toBe(event.delay === undefined ? old.delay : (event.delay ?? undefined));
      break;
    }
    case 'DUPLICATE_MODULE': {
      const source = moduleOf(before, event.id)!;
      expect(after.modules).toHaveLength(before.modules.length + 1);
      expect(moduleOf(after, event.newId)).toEqual({
        id: event.newId,
        type: source.type,
        name: source.name,
        position: event.position,
        connections: [],
        settings: source.settings,
        ...(source.delay === undefined ? {} : { delay: source.delay }),
      });
      break;
    }
    default:
      throw new Error(`not an edit: ${(event as { type: string }).type}`);
  }
  // Nothing else changed.
  const others = (flow: FlowDocument, ids: string[]) => flow.modules.filter((m) => !ids.includes(m.id));
  const touched =
    event.type === 'DUPLICATE_MODULE'
      ? [event.newId]
      : 'id' in event
        ? [event.id]
        : 'sourceId' in event
          ? [event.sourceId]
          : 'moves' in event
            ? event.moves.map((m) => m.id)
            : [event.module.id];
  expect(others(after, touched)).toEqual(others(before, touched));
}

/**
 * What the picker did to the output it was opened on, read from the slot rules: Next holds
 * one plain connection, Fallback is the module's fallback (its count kept). Returns whether
 * the flow changed.
 */
function expectConnectEffect(event: DesignerEvent, source: { moduleId: string; slot: string }, before: FlowDocument, after: FlowDocument): boolean {
  const old = moduleOf(before, source.moduleId)!;
  const now = moduleOf(after, source.moduleId)!;
  const target = event.type === 'CONNECT_TO' ? event.targetId : event.type === 'CONFIRM_CONNECT' ? source.moduleId : null;
  if (source.slot === 'fallback') {
    expect(now.fallback).toBe(target ?? undefined);
    expect(now.fallbackCount).toBe(target === null ? undefined : (old.fallbackCount ?? 0));
    expect(now.connections).toEqual(old.connections);
  } else {
    expect(source.slot).toBe('next');
    expect(now.connections.filter(isPlainConnection)).toEqual(target === null ? [] : [{ id: target }]);
    expect(now.connections.filter((c) => !isPlainConnection(c))).toEqual(old.connections.filter((c) => !isPlainConnection(c)));
    expect(now.fallback).toBe(old.fallback);
  }
  const others = (flow: FlowDocument) => flow.modules.filter((m) => m.id !== source.moduleId);
  expect(others(after)).toEqual(others(before));
  return canonical(after) !== canonical(before);
}

const EDITS = new Set([
  'ADD_MODULE',
  'MOVE_MODULE',
  'MOVE_MODULES',
  'RENAME_MODULE',
  'UPDATE_CONNECTIONS',
  'CONNECT',
  'DISCONNECT',
  'UPDATE_SETTINGS',
  'SET_FALLBACK',
  'UPDATE_MODULE',
  'DUPLICATE_MODULE',
]);

const observe: StateChecks[string] = (d, step) => {
  const c = ctx(d);
  const event = step.event as DesignerEvent | { type: string };
  const record = records.get(d);
  const readOnly = c.readOnly;
  // The flow is always a valid document with its START.
  expect(() => flowDocument.parse(c.flow)).not.toThrow();
  if (!record || event.type === 'xstate.init') {
    expect([smallFlow, problemFlow]).toContainEqual(c.flow);
    expect(isDirty(c)).toBe(false);
    expect(c.selectedId).toBeNull();
    records.set(d, { flow: clone(c.flow), past: [], future: [], saved: clone(c.flow), connecting: null });
    return;
  }
  const before = record.flow;
  if (EDITS.has(event.type)) {
    expect(readOnly).toBe(false);
    expectEditEffect(event as DesignerEvent, before, c.flow);
    record.past.push(before);
    record.future = [];
  } else if (event.type === 'UNDO') {
    expect(c.flow).toEqual(record.past.pop());
    record.future.push(before);
  } else if (event.type === 'REDO') {
    expect(c.flow).toEqual(record.future.pop());
    record.past.push(before);
  } else if (event.type === 'CONFIRM_DELETE') {
    const deleted = before.modules.find((m) => !c.flow.modules.some((n) => n.id === m.id))!;
    expect(deleted.type).not.toBe('START');
    expect(c.flow.modules).toHaveLength(before.modules.length - 1);
    // Every connection and fallback that pointed to it is gone; nothing else changed.
    for (const m of c.flow.modules) {
      expect(m.connections.some((x) => x.id === deleted.id)).toBe(false);
      expect(m.fallback).not.toBe(deleted.id);
      const old = moduleOf(before, m.id)!;
      expect(m.connections).toEqual(old.connections.filter((x) => x.id !== deleted.id));
    }
    expect(c.pendingDelete).toBeNull();
    expect(c.selectedId).not.toBe(deleted.id);
    record.past.push(before);
    record.future = [];
  } else if (
    (event.type === 'CONNECT_TO' || event.type === 'DISCONNECT_OUTPUT' || event.type === 'CONFIRM_CONNECT') &&
    !d.snapshot().matches({ connecting: 'confirmingSelfFallback' })
  ) {
    // The picker was open on an output: the output now leads to the target (or nowhere), one undo step when it changed.
    expect(readOnly).toBe(false);
    expect(record.connecting).not.toBeNull();
    if (expectConnectEffect(event as DesignerEvent, record.connecting!, before, c.flow)) {
      record.past.push(before);
      record.future = [];
    }
    expect(c.connecting).toBeNull();
  } else if (event.type === 'INIT') {
    expect(c.flow).toEqual(otherVersionFlow);
    expect(c.versionId).toBe('v0');
    expect(c.selectedId).toBeNull();
    Object.assign(record, { past: [], future: [], saved: clone(otherVersionFlow) });
  } else if (event.type === 'xstate.done.actor.saveFlow') {
    expect(c.flow).toEqual(before);
    expect(c.savedFlow).toEqual(before);
    expect(c.lastSavedVersionId).toBe('v2');
    expect(c.versionId).toBe('v2');
    expect(c.error).toBeNull();
    expect(d.lastCalls()).toEqual([{ type: 'notifySaved', params: saveAnswer }]);
    record.saved = clone(before);
  } else if (event.type === 'xstate.error.actor.saveFlow') {
    expect(c.flow).toEqual(before);
    expect(c.error).toEqual(expectedFailure((step.event as { error?: unknown }).error, designerTexts.saveFailed));
    expect(d.lastCalls()).toEqual([]);
  } else {
    // SELECT_MODULE, DELETE_MODULE, CANCEL_DELETE, SAVE, SAVE_ANYWAY, CLOSE change no module.
    expect(c.flow).toEqual(before);
  }
  if (event.type === 'SELECT_MODULE') expect(c.selectedId).toBe((event as { id: string | null }).id);
  expect(c.past).toEqual(record.past);
  expect(c.future).toEqual(record.future);
  expect(c.savedFlow).toEqual(record.saved);
  expect(isDirty(c)).toBe(canonical(c.flow) !== canonical(record.saved));
  record.flow = clone(c.flow);
  record.connecting = c.connecting && { ...c.connecting };
};

/**
 * The problems of the problem flow, read from the spec's rules: the Input module needs a
 * parameter name, and every module must be reachable from START (by a connection or a fallback).
 */
function askProblems(flow: FlowDocument): Array<[string, string]> {
  const ask = moduleOf(flow, 'ask');
  if (!ask) return [];
  const reached = flow.modules.some((m) => m.fallback === 'ask' || m.connections.some((c) => c.id === 'ask'));
  return [...(reached ? [] : [['ask', 'unreachable'] as [string, string]]), ...(ask.settings['param'] ? [] : [['ask', 'inputParamMissing'] as [string, string]])];
}

const checks: StateChecks = {
  editing: (d, step) => {
    observe(d, step);
    const c = ctx(d);
    expect(c.pendingDelete).toBeNull();
    const snapshot = d.snapshot();
    expect(snapshot.can(e.undo)).toBe(!c.readOnly && c.past.length > 0);
    expect(snapshot.can(e.redo)).toBe(!c.readOnly && c.future.length > 0);
    // Refused everywhere: START cannot be deleted, names over 255, targets that do not exist, counts over 9.
    expect(snapshot.can(e.deleteStart)).toBe(false);
    expect(snapshot.can(e.renameTooLong)).toBe(false);
    expect(snapshot.can(e.connectToNowhere)).toBe(false);
    expect(snapshot.can(e.fallbackCountTooHigh)).toBe(false);
    if (c.readOnly) {
      // VIEWER: every change is refused; selecting still works.
      for (const edit of [e.add, e.move, e.rename, e.connectStartToEnd, e.settings, e.selfFallback, e.deleteMessage, e.startConnectMessage, e.save]) {
        expect(snapshot.can(edit)).toBe(false);
      }
      expect(snapshot.can(c.selectedId ? e.selectNone : { type: 'SELECT_MODULE', id: c.flow.modules[0]!.id })).toBe(true);
    }
  },
  'editing.idle': (d) => {
    const c = ctx(d);
    const snapshot = d.snapshot();
    // Save is offered to every designer; the list's own buttons only while it is open.
    expect(snapshot.can(e.save)).toBe(!c.readOnly);
    expect(snapshot.can(e.saveAnyway)).toBe(false);
    expect(snapshot.can(e.closeProblems)).toBe(false);
  },
  'editing.reviewing': (d, step) => {
    const c = ctx(d);
    const snapshot = d.snapshot();
    expect(c.readOnly).toBe(false);
    // Save found problems: they are listed, each naming its module, and follow the edits made meanwhile.
    if (step.event.type === 'SAVE') expect(c.problems.length).toBeGreaterThan(0);
    expect(c.problems.map((p) => [p.moduleId, p.kind])).toEqual(askProblems(c.flow));
    // Nothing is being saved while the list is open.
    expect(d.snapshot().children['saveFlow']).toBeUndefined();
    // Save anyway and close are offered; Save itself once nothing is left.
    expect(snapshot.can(e.saveAnyway)).toBe(true);
    expect(snapshot.can(e.closeProblems)).toBe(true);
    expect(snapshot.can(e.save)).toBe(c.problems.length === 0);
    // Clicking a problem selects its module.
    if (step.event.type === 'SELECT_MODULE') expect(c.selectedId).toBe('ask');
  },
  confirmingDelete: (d, step) => {
    observe(d, step);
    const c = ctx(d);
    expect(['msg', 'end']).toContain(c.pendingDelete);
    expect(c.flow.modules.some((m) => m.id === c.pendingDelete)).toBe(true);
    const snapshot = d.snapshot();
    expect(snapshot.can(e.undo) || snapshot.can(e.move) || snapshot.can(e.save)).toBe(false);
  },
  connecting: (d, step) => {
    observe(d, step);
    const c = ctx(d);
    const snapshot = d.snapshot();
    // The picker is open on an output the module has; nothing else can change meanwhile.
    expect(c.readOnly).toBe(false);
    const module = moduleOf(c.flow, c.connecting!.moduleId)!;
    expect(outputSlots(module).map((s) => s.key)).toContain(c.connecting!.slot);
    if (step.event.type === 'START_CONNECT') {
      const opened = step.event as Extract<DesignerEvent, { type: 'START_CONNECT' }>;
      expect(c.connecting).toEqual({ moduleId: opened.id, slot: opened.slot ?? outputSlots(module)[0]!.key });
    }
    if (step.event.type === 'PICK_OUTPUT') expect(c.connecting!.slot).toBe((step.event as Extract<DesignerEvent, { type: 'PICK_OUTPUT' }>).slot);
    for (const refused of [e.undo, e.move, e.save, e.deleteMessage, e.startConnectMessage, e.connectToStart, e.connectToGhost]) expect(snapshot.can(refused)).toBe(false);
  },
  'connecting.picking': (d) => {
    const snapshot = d.snapshot();
    expect(snapshot.can(e.cancelConnect)).toBe(true);
    expect(snapshot.can(e.confirmConnect)).toBe(false);
  },
  'connecting.confirmingSelfFallback': (d) => {
    const c = ctx(d);
    // Only a fallback pointed at its own module is asked, and only when it is not so already.
    expect(c.connecting!.slot).toBe('fallback');
    expect(moduleOf(c.flow, c.connecting!.moduleId)!.fallback).not.toBe(c.connecting!.moduleId);
    expect(d.snapshot().can(e.connectToEnd)).toBe(false);
  },
  saving: (d, step) => {
    observe(d, step);
    const c = ctx(d);
    expect(c.error).toBeNull();
    expect(d.invocations.saveFlow?.at(-1)).toEqual({ botId: 'b1', flow: c.flow });
    // SAVE saves only a flow without problems; SAVE_ANYWAY saves work in progress as it is.
    if (step.event.type === 'SAVE') expect(c.problems).toEqual([]);
    else expect(step.event.type).toBe('SAVE_ANYWAY');
    expect(d.snapshot().can(e.move)).toBe(false);
  },
};

describe('designerMachine paths', () => {
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(designerMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(designerModel, path, checks);
  });
});

describe('designerMachine details', () => {
  const start = () => createActor(designerMachine, { input: designerInput }).start();

  it('keeps at most 100 undo steps', () => {
    const actor = start();
    for (let i = 1; i <= HISTORY_LIMIT + 5; i++) actor.send({ type: 'MOVE_MODULE', id: 'msg', position: { x: i * 90, y: 0 } });
    expect(actor.getSnapshot().context.past).toHaveLength(HISTORY_LIMIT);
    for (let i = 0; i < HISTORY_LIMIT; i++) actor.send(e.undo);
    expect(moduleOf(actor.getSnapshot().context.flow, 'msg')?.position).toEqual({ x: 5 * 90, y: 0 });
    expect(actor.getSnapshot().can(e.undo)).toBe(false);
  });

  it('refuses a move to the same place, an unknown module and a second START', () => {
    const s = start().getSnapshot();
    expect(s.can({ type: 'MOVE_MODULE', id: 'msg', position: { x: 180, y: 0 } })).toBe(false);
    expect(s.can({ type: 'MOVE_MODULE', id: 'ghost', position: { x: 0, y: 0 } })).toBe(false);
    expect(s.can({ type: 'ADD_MODULE', module: newModule('START', { x: 0, y: 0 }, 'start2') })).toBe(false);
    expect(s.can({ type: 'ADD_MODULE', module: newModule('END', { x: 0, y: 0 }, 'msg') })).toBe(false);
    expect(s.can({ type: 'SELECT_MODULE', id: 'ghost' })).toBe(false);
  });

  it('clears the selection when the selected module is deleted or undone away', () => {
    const actor = start();
    actor.send(e.add);
    actor.send({ type: 'SELECT_MODULE', id: 'ask' });
    actor.send(e.undo);
    expect(actor.getSnapshot().context.selectedId).toBeNull();
  });

  it('connects from the keyboard like a dragged link: START, a quick-reply button, one target per output, one undo step', () => {
    const actor = start();
    actor.send(e.startConnectStart);
    expect(actor.getSnapshot().context.connecting).toEqual({ moduleId: 'start', slot: 'next' });
    actor.send(e.connectToEnd);
    expect(moduleOf(actor.getSnapshot().context.flow, 'start')?.connections).toEqual([{ id: 'end' }]);
    const menu = newModule('SELECTION', { x: 180, y: 180 }, 'menu');
    actor.send({ type: 'ADD_MODULE', module: menu });
    actor.send({ type: 'START_CONNECT', id: 'menu' });
    // A quick reply's first output is its first button.
    expect(actor.getSnapshot().context.connecting).toEqual({ moduleId: 'menu', slot: 'option:menu-b1' });
    actor.send({ type: 'CONNECT_TO', targetId: 'msg' });
    actor.send({ type: 'START_CONNECT', id: 'menu', slot: 'option:menu-b1' });
    actor.send({ type: 'CONNECT_TO', targetId: 'end' });
    expect(moduleOf(actor.getSnapshot().context.flow, 'menu')?.connections).toEqual([{ id: 'end', optionID: 'menu-b1' }]);
    actor.send(e.undo);
    expect(moduleOf(actor.getSnapshot().context.flow, 'menu')?.connections).toEqual([{ id: 'msg', optionID: 'menu-b1' }]);
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
  });

  it('saves the flow as it was when SAVE was pressed', async () => {
    let received: unknown;
    const machine = designerMachine.provide({
      actors: { saveFlow: (await import('xstate')).fromPromise(async ({ input }) => ((received = input), saveAnswer)) },
    });
    const actor = createActor(machine, { input: designerInput }).start();
    actor.send(e.rename);
    actor.send(e.save);
    await new Promise((r) => setTimeout(r, 0));
    expect(received).toEqual({ botId: 'b1', flow: actor.getSnapshot().context.flow });
    expect(isDirty(actor.getSnapshot().context)).toBe(false);
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
  });
});

describe('validateFlow', () => {
  const withModules = (modules: FlowModule[]): FlowDocument => ({ formatVersion: 2, modules });

  it('finds nothing wrong with the small flow', () => {
    expect(validateFlow(smallFlow)).toEqual([]);
  });

  it('lists dangling connections and fallbacks, unreachable modules, missing names and bad counts', () => {
    const [s, msg, end] = smallFlow.modules as [FlowModule, FlowModule, FlowModule];
    const flow = withModules([
      { ...s, connections: [{ id: 'msg' }, { id: 'gone' }] },
      { ...msg, name: ' ', fallback: 'lost', fallbackCount: 12 },
      end,
      newModule('INPUT', { x: 0, y: 0 }, 'island'),
    ]);
    expect(validateFlow(flow).map((p) => [p.moduleId, p.kind, p.text.key])).toEqual([
      ['start', 'danglingConnection', 'designer.validation.danglingConnection'],
      ['msg', 'missingName', 'designer.validation.missingName'],
      ['msg', 'danglingFallback', 'designer.validation.danglingFallback'],
      ['msg', 'fallbackCount', 'designer.validation.fallbackCount'],
      ['island', 'unreachable', 'designer.validation.unreachable'],
      ['island', 'inputParamMissing', 'designerSideMenu.validation.inputParamMissing'],
    ]);
  });

  it('reaches modules through fallbacks too, and reports a flow without START', () => {
    const [s, msg, end] = smallFlow.modules as [FlowModule, FlowModule, FlowModule];
    expect(validateFlow(withModules([s, { ...msg, connections: [] }, end]))).toEqual([]);
    expect(validateFlow(withModules([msg, end])).map((p) => p.kind)).toEqual(['missingStart', 'unreachable', 'unreachable']);
  });

  it('flags modules that fall back to themselves', () => {
    const [s, msg, end] = smallFlow.modules as [FlowModule, FlowModule, FlowModule];
    expect(selfFallbackIds(withModules([s, { ...msg, fallback: 'msg' }, end]))).toEqual(['msg']);
    expect(selfFallbackIds(smallFlow)).toEqual([]);
  });
});
