import type { FlowDocument } from '../../../services/contracts/flow';
import { newModule } from '../../../services/contracts/moduleCatalogue';
import { designerMachine, isDirty, type DesignerContext, type DesignerEvent, type DesignerInput } from '../../../machines/designer/designer.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

/** START -> Message -> END; the message falls back to END once. */
export const smallFlow: FlowDocument = {
  formatVersion: 2,
  modules: [
    { id: 'start', type: 'START', name: 'Start', position: { x: 0, y: 0 }, connections: [{ id: 'msg' }], settings: {} },
    {
      id: 'msg',
      type: 'MESSAGE',
      name: 'Hello',
      position: { x: 180, y: 0 },
      connections: [{ id: 'end' }],
      fallback: 'end',
      fallbackCount: 1,
      settings: { messageType: 'TEXT', payloads: ['Hi!'] },
    },
    { id: 'end', type: 'END', name: 'End', position: { x: 360, y: 0 }, connections: [], settings: {} },
  ],
};

/** Another version of the assistant, as the version picker loads it. */
export const otherVersionFlow: FlowDocument = {
  formatVersion: 2,
  modules: [{ id: 'start', type: 'START', name: 'Start', position: { x: 90, y: 90 }, connections: [], settings: {} }],
};

/** The small flow plus an Input module nothing leads to and without its parameter name: two problems on save. */
export const problemFlow: FlowDocument = {
  formatVersion: 2,
  modules: [...smallFlow.modules, { id: 'ask', type: 'INPUT', name: 'Ask', position: { x: 180, y: 180 }, connections: [{ id: 'end' }], settings: { inputType: 'Any' } }],
};

export const designerInput: DesignerInput = { botId: 'b1', versionId: 'v1', flow: smallFlow };
export const viewerInput: DesignerInput = { ...designerInput, readOnly: true };
export const problemInput: DesignerInput = { ...designerInput, flow: problemFlow };

export const designerEvents = {
  add: { type: 'ADD_MODULE', module: newModule('INPUT', { x: 180, y: 180 }, 'ask') },
  move: { type: 'MOVE_MODULE', id: 'msg', position: { x: 270, y: 90 } },
  moveMany: {
    type: 'MOVE_MODULES',
    moves: [
      { id: 'msg', position: { x: 180, y: 90 } },
      { id: 'end', position: { x: 360, y: 90 } },
    ],
  },
  rename: { type: 'RENAME_MODULE', id: 'msg', name: 'Welcome' },
  renameTooLong: { type: 'RENAME_MODULE', id: 'msg', name: 'x'.repeat(256) },
  connectStartToEnd: { type: 'UPDATE_CONNECTIONS', id: 'start', connections: [{ id: 'end' }] },
  connectToNowhere: { type: 'UPDATE_CONNECTIONS', id: 'start', connections: [{ id: 'nowhere' }] },
  connectButton: { type: 'CONNECT', sourceId: 'msg', connection: { id: 'start', optionID: 'again' } },
  disconnectEnd: { type: 'DISCONNECT', sourceId: 'msg', targetId: 'end' },
  settings: { type: 'UPDATE_SETTINGS', id: 'msg', settings: { messageType: 'TEXT', payloads: ['Hi!', 'Hello!'] } },
  selfFallback: { type: 'SET_FALLBACK', id: 'msg', target: 'msg', count: 3 },
  noFallback: { type: 'SET_FALLBACK', id: 'msg', target: null },
  fallbackCountTooHigh: { type: 'SET_FALLBACK', id: 'msg', target: 'end', count: 10 },
  updateModule: { type: 'UPDATE_MODULE', id: 'msg', settings: { messageType: 'TEXT', payloads: ['Hey'] }, connections: [{ id: 'start' }], delay: 2 },
  updateToNowhere: { type: 'UPDATE_MODULE', id: 'msg', connections: [{ id: 'nowhere' }] },
  duplicate: { type: 'DUPLICATE_MODULE', id: 'msg', newId: 'msg-copy', position: { x: 180, y: 90 } },
  duplicateStart: { type: 'DUPLICATE_MODULE', id: 'start', newId: 'start-copy', position: { x: 0, y: 90 } },
  selectMessage: { type: 'SELECT_MODULE', id: 'msg' },
  selectNone: { type: 'SELECT_MODULE', id: null },
  deleteMessage: { type: 'DELETE_MODULE', id: 'msg' },
  deleteEnd: { type: 'DELETE_MODULE', id: 'end' },
  deleteStart: { type: 'DELETE_MODULE', id: 'start' },
  confirmDelete: { type: 'CONFIRM_DELETE' },
  cancelDelete: { type: 'CANCEL_DELETE' },
  undo: { type: 'UNDO' },
  redo: { type: 'REDO' },
  save: { type: 'SAVE' },
  saveAnyway: { type: 'SAVE_ANYWAY' },
  closeProblems: { type: 'CLOSE' },
  selectAsk: { type: 'SELECT_MODULE', id: 'ask' },
  nameAskParameter: { type: 'UPDATE_MODULE', id: 'ask', settings: { inputType: 'Any', param: 'answer' } },
  reachAsk: { type: 'SET_FALLBACK', id: 'msg', target: 'ask', count: 1 },
  init: { type: 'INIT', flow: otherVersionFlow, versionId: 'v0' },
  // The keyboard connect picker: the message's Next output (its first) or its fallback.
  startConnectMessage: { type: 'START_CONNECT', id: 'msg' },
  startConnectStart: { type: 'START_CONNECT', id: 'start', slot: 'next' },
  startConnectEnd: { type: 'START_CONNECT', id: 'end' },
  startConnectNoSuchOutput: { type: 'START_CONNECT', id: 'msg', slot: 'option:nothing' },
  pickFallback: { type: 'PICK_OUTPUT', slot: 'fallback' },
  pickNoSuchOutput: { type: 'PICK_OUTPUT', slot: 'option:nothing' },
  connectToMessage: { type: 'CONNECT_TO', targetId: 'msg' },
  connectToEnd: { type: 'CONNECT_TO', targetId: 'end' },
  connectToStart: { type: 'CONNECT_TO', targetId: 'start' },
  connectToGhost: { type: 'CONNECT_TO', targetId: 'ghost' },
  disconnectOutput: { type: 'DISCONNECT_OUTPUT' },
  confirmConnect: { type: 'CONFIRM_CONNECT' },
  cancelConnect: { type: 'CANCEL_CONNECT' },
} satisfies Record<string, DesignerEvent>;

export const saveAnswer = { versionId: 'v2', name: 'Version 2' };
export const saveFailures = [httpFailure(400, { message: 'The flow is too large.' }), httpFailure(500), networkFailure];

const e = designerEvents;

export const designerModel: CatalogueEntry = {
  machine: designerMachine,
  appActions: ['notifySaved'],
  scenarios: [
    { name: 'edit, undo and redo', input: designerInput, events: [e.add, e.move, e.rename, e.renameTooLong, e.undo, e.redo] },
    { name: 'connect modules', input: designerInput, events: [e.connectStartToEnd, e.connectToNowhere, e.connectButton, e.disconnectEnd, e.selectMessage] },
    {
      name: 'settings, fallback and moves',
      input: designerInput,
      events: [e.settings, e.selfFallback, e.noFallback, e.fallbackCountTooHigh, e.moveMany, e.updateModule, e.updateToNowhere, e.duplicate, e.duplicateStart],
    },
    {
      name: 'delete a module',
      input: designerInput,
      events: [e.selectMessage, e.deleteMessage, e.deleteEnd, e.deleteStart, e.confirmDelete, e.cancelDelete, e.undo],
    },
    {
      name: 'save and load a version',
      input: designerInput,
      events: [e.move, e.save, done('saveFlow', saveAnswer), ...saveFailures.map((f) => failed('saveFlow', f)), e.init],
    },
    {
      name: 'save with problems',
      input: problemInput,
      events: [e.save, e.selectAsk, e.nameAskParameter, e.reachAsk, e.closeProblems, e.saveAnyway, done('saveFlow', saveAnswer), e.init],
    },
    {
      name: 'connect from the keyboard',
      input: designerInput,
      events: [
        e.startConnectMessage,
        e.startConnectEnd,
        e.startConnectNoSuchOutput,
        e.pickFallback,
        e.pickNoSuchOutput,
        e.connectToMessage,
        e.connectToEnd,
        e.connectToStart,
        e.connectToGhost,
        e.disconnectOutput,
        e.confirmConnect,
        e.cancelConnect,
      ],
    },
    {
      name: 'viewer',
      input: viewerInput,
      events: [
        e.add,
        e.move,
        e.rename,
        e.connectStartToEnd,
        e.settings,
        e.updateModule,
        e.duplicate,
        e.selfFallback,
        e.deleteMessage,
        e.startConnectMessage,
        e.undo,
        e.redo,
        e.save,
        e.saveAnyway,
        e.closeProblems,
        e.selectMessage,
        e.selectNone,
        e.init,
      ],
    },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as DesignerContext;
    return [c.flow, c.selectedId, c.pendingDelete, c.connecting, c.error, c.past.length > 0, c.future.length > 0, isDirty(c), c.versionId, c.problems.map((p) => p.kind)];
  }),
};
