import { and, assertEvent, assign, fromPromise, not, setup } from 'xstate';
import type { FlowDocument } from '../../services/contracts/flow';
import { actorError } from '../shared/apiError';
import { connectEdit, connectSource, disconnectEdit, isConnectTarget, isSelfFallbackConnection, type ConnectSource } from './connect';
import { applyEdit, deleteModule, EDIT_EVENT_TYPES, sameJson, type EditEvent } from './edits';
import { validateFlow, type FlowProblem } from './validate';
import { failureText } from '../shared/failureText';
import type { TextRef } from '../shared/text';

export { validateFlow, type FlowProblem, type FlowProblemKind } from './validate';
export { applyEdit, deleteModule, selfFallbackIds, MODULE_NAME_MAX, FALLBACK_COUNT_MAX, type EditEvent } from './edits';
export { outputTarget, type ConnectSource } from './connect';

/** How many steps UNDO can go back. */
export const HISTORY_LIMIT = 100;

export type DesignerInput = { botId: string; versionId: string; flow: FlowDocument; readOnly?: boolean };

export type DesignerContext = {
  botId: string;
  versionId: string;
  /** VIEWER (spec 6): nothing may change; selecting still works. */
  readOnly: boolean;
  flow: FlowDocument;
  /** The flow as last saved or loaded. */
  savedFlow: FlowDocument;
  selectedId: string | null;
  /** Earlier flows, oldest first; UNDO takes the last. */
  past: FlowDocument[];
  /** Undone flows, the next REDO last. */
  future: FlowDocument[];
  /** The module waiting for the delete confirmation. */
  pendingDelete: string | null;
  /** The output being connected from the keyboard (state `connecting`). */
  connecting: ConnectSource | null;
  error: TextRef | null;
  lastSavedVersionId: string | null;
  /** What the save check finds in `flow` (kept up to date; listed in `editing.reviewing`). */
  problems: FlowProblem[];
};

export type SaveFlowRequest = { botId: string; flow: FlowDocument };
export type SaveFlowAnswer = { versionId: string; name: string };

export type DesignerEvent =
  | { type: 'INIT'; flow: FlowDocument; versionId: string }
  | EditEvent
  | { type: 'SELECT_MODULE'; id: string | null }
  | { type: 'DELETE_MODULE'; id: string }
  | { type: 'CONFIRM_DELETE' }
  | { type: 'CANCEL_DELETE' }
  /** Opens the keyboard connect picker on one output of a module (its first output when none is named). */
  | { type: 'START_CONNECT'; id: string; slot?: string }
  /** In the picker: another output of the same module. */
  | { type: 'PICK_OUTPUT'; slot: string }
  /** In the picker: points the output at this module (a fallback to the module itself is asked first). */
  | { type: 'CONNECT_TO'; targetId: string }
  /** In the picker: removes the output's connection. */
  | { type: 'DISCONNECT_OUTPUT' }
  /** Answers the self-fallback question with yes. */
  | { type: 'CONFIRM_CONNECT' }
  /** Closes the picker, or answers the self-fallback question with no (back to the picker). */
  | { type: 'CANCEL_CONNECT' }
  | { type: 'UNDO' }
  | { type: 'REDO' }
  /** Checks the flow first: no problems saves, problems are listed (editing.reviewing). */
  | { type: 'SAVE' }
  /** From the problem list: saves work in progress despite the problems. */
  | { type: 'SAVE_ANYWAY' }
  /** Closes the problem list. */
  | { type: 'CLOSE' };

export const designerTexts = {
  saveFailed: 'designer.errors.saveFailed',
  selfFallback: 'designer.warnings.selfFallback',
  deleteQuestion: 'designer.delete.question',
} as const;

/** Unsaved changes: the flow differs from the one last saved or loaded. */
export function isDirty(context: Pick<DesignerContext, 'flow' | 'savedFlow'>): boolean {
  return !sameJson(context.flow, context.savedFlow);
}

const isEdit = (event: { type: string }): event is EditEvent => (EDIT_EVENT_TYPES as readonly string[]).includes(event.type);

/** The flow an edit event would produce, or null when it is refused or changes nothing. */
function editedFlow(context: DesignerContext, event: DesignerEvent): FlowDocument | null {
  if (context.readOnly || !isEdit(event)) return null;
  const next = applyEdit(context.flow, event);
  return next && !sameJson(next, context.flow) ? next : null;
}

/** The selection still points at a module of `flow`, or is cleared. */
const keptSelection = (selectedId: string | null, flow: FlowDocument) => (selectedId && flow.modules.some((m) => m.id === selectedId) ? selectedId : null);

/** The flow, the selection and the save check after the flow became `flow`. */
const showing = (context: DesignerContext, flow: FlowDocument) => ({ flow, selectedId: keptSelection(context.selectedId, flow), problems: validateFlow(flow) });

/** The context after the flow changed to `next` by an edit: history kept, redo dropped. */
function recorded(context: DesignerContext, next: FlowDocument) {
  const past = [...context.past, context.flow].slice(-HISTORY_LIMIT);
  return { ...showing(context, next), past, future: [] as FlowDocument[] };
}

const answerOf = (event: unknown) => (event as { output: SaveFlowAnswer }).output;

const edit = { guard: 'editAllowed', actions: 'applyEdit' } as const;

const targetOf = (event: DesignerEvent) => (assertEvent(event, 'CONNECT_TO'), event.targetId);

/** The edit a CONNECT_TO would make from the picker's output, or null. */
function connectingEdit(context: DesignerContext, targetId: string): EditEvent | null {
  return context.connecting ? connectEdit(context.flow, context.connecting, targetId) : null;
}

/** The context after an edit made from the picker (recorded like any edit), the picker closed. */
function connected(context: DesignerContext, edit: EditEvent | null) {
  const next = edit && !context.readOnly ? applyEdit(context.flow, edit) : null;
  return { ...(next && !sameJson(next, context.flow) ? recorded(context, next) : {}), connecting: null };
}

export const designerMachine = setup({
  types: {
    input: {} as DesignerInput,
    context: {} as DesignerContext,
    events: {} as DesignerEvent,
  },
  actors: {
    saveFlow: fromPromise<SaveFlowAnswer, SaveFlowRequest>(async () => {
      throw new Error('saveFlow not provided');
    }),
  },
  guards: {
    editAllowed: ({ context, event }) => editedFlow(context, event) !== null,
    deleteAllowed: ({ context, event }) => {
      assertEvent(event, 'DELETE_MODULE');
      return !context.readOnly && deleteModule(context.flow, event.id) !== null;
    },
    connectAllowed: ({ context, event }) => {
      assertEvent(event, 'START_CONNECT');
      return !context.readOnly && connectSource(context.flow, event.id, event.slot) !== null;
    },
    outputExists: ({ context, event }) => {
      assertEvent(event, 'PICK_OUTPUT');
      return context.connecting !== null && event.slot !== context.connecting.slot && connectSource(context.flow, context.connecting.moduleId, event.slot) !== null;
    },
    /** The fallback pointed at its own module, which it does not do yet: asked first. */
    asksSelfFallback: ({ context, event }) =>
      context.connecting !== null && isSelfFallbackConnection(context.connecting, targetOf(event)) && connectingEdit(context, targetOf(event)) !== null,
    connectionChanges: ({ context, event }) => connectingEdit(context, targetOf(event)) !== null,
    /** A target that can take the output, already connected to it: nothing changes. */
    connectTarget: ({ context, event }) => isConnectTarget(context.flow, targetOf(event)),
    outputConnected: ({ context }) => context.connecting !== null && disconnectEdit(context.flow, context.connecting) !== null,
    selectable: ({ context, event }) => {
      assertEvent(event, 'SELECT_MODULE');
      return event.id !== context.selectedId && (event.id === null || context.flow.modules.some((m) => m.id === event.id));
    },
    canUndo: ({ context }) => !context.readOnly && context.past.length > 0,
    canRedo: ({ context }) => !context.readOnly && context.future.length > 0,
    canSave: ({ context }) => !context.readOnly,
    hasProblems: ({ context }) => context.problems.length > 0,
  },
  actions: {
    init: assign(({ event }) => {
      assertEvent(event, 'INIT');
      return {
        flow: event.flow,
        savedFlow: event.flow,
        versionId: event.versionId,
        selectedId: null,
        past: [],
        future: [],
        pendingDelete: null,
        connecting: null,
        error: null,
        problems: validateFlow(event.flow),
      };
    }),
    applyEdit: assign(({ context, event }) => recorded(context, editedFlow(context, event) ?? context.flow)),
    select: assign({ selectedId: ({ event }) => (assertEvent(event, 'SELECT_MODULE'), event.id) }),
    askDelete: assign({ pendingDelete: ({ event }) => (assertEvent(event, 'DELETE_MODULE'), event.id) }),
    deletePending: assign(({ context }) => ({
      ...recorded(context, deleteModule(context.flow, context.pendingDelete ?? '') ?? context.flow),
      pendingDelete: null,
    })),
    cancelDelete: assign({ pendingDelete: null }),
    startConnect: assign({
      connecting: ({ context, event }) => (assertEvent(event, 'START_CONNECT'), connectSource(context.flow, event.id, event.slot)),
    }),
    pickOutput: assign({
      connecting: ({ context, event }) => {
        assertEvent(event, 'PICK_OUTPUT');
        return context.connecting && (connectSource(context.flow, context.connecting.moduleId, event.slot) ?? context.connecting);
      },
    }),
    connect: assign(({ context, event }) => connected(context, connectingEdit(context, targetOf(event)))),
    connectSelf: assign(({ context }) => connected(context, context.connecting && connectingEdit(context, context.connecting.moduleId))),
    disconnect: assign(({ context }) => connected(context, context.connecting && disconnectEdit(context.flow, context.connecting))),
    endConnect: assign({ connecting: null }),
    undo: assign(({ context }) => {
      const flow = context.past[context.past.length - 1] ?? context.flow;
      return { ...showing(context, flow), past: context.past.slice(0, -1), future: [...context.future, context.flow] };
    }),
    redo: assign(({ context }) => {
      const flow = context.future[context.future.length - 1] ?? context.flow;
      return { ...showing(context, flow), future: context.future.slice(0, -1), past: [...context.past, context.flow].slice(-HISTORY_LIMIT) };
    }),
    clearError: assign({ error: null }),
    markSaved: assign(({ context, event }) => {
      const answer = answerOf(event);
      return { savedFlow: context.flow, versionId: answer.versionId, lastSavedVersionId: answer.versionId };
    }),
    showSaveFailure: assign({ error: ({ event }) => failureText(actorError(event), designerTexts.saveFailed) }),
    // Provided by the app:
    notifySaved: (_, _params: SaveFlowAnswer) => {},
  },
}).createMachine({
  id: 'designer',
  initial: 'editing',
  context: ({ input }) => ({
    botId: input.botId,
    versionId: input.versionId,
    readOnly: input.readOnly ?? false,
    flow: input.flow,
    savedFlow: input.flow,
    selectedId: null,
    past: [],
    future: [],
    pendingDelete: null,
    connecting: null,
    error: null,
    lastSavedVersionId: null,
    problems: validateFlow(input.flow),
  }),
  states: {
    editing: {
      initial: 'idle',
      on: {
        // Another version opened: its flow starts over with the problem list closed.
        INIT: { target: '.idle', actions: 'init' },
        ADD_MODULE: edit,
        MOVE_MODULE: edit,
        MOVE_MODULES: edit,
        UPDATE_CONNECTIONS: edit,
        CONNECT: edit,
        DISCONNECT: edit,
        RENAME_MODULE: edit,
        UPDATE_SETTINGS: edit,
        SET_FALLBACK: edit,
        UPDATE_MODULE: edit,
        DUPLICATE_MODULE: edit,
        SELECT_MODULE: { guard: 'selectable', actions: 'select' },
        DELETE_MODULE: { guard: 'deleteAllowed', target: 'confirmingDelete', actions: 'askDelete' },
        START_CONNECT: { guard: 'connectAllowed', target: 'connecting', actions: 'startConnect' },
        UNDO: { guard: 'canUndo', actions: 'undo' },
        REDO: { guard: 'canRedo', actions: 'redo' },
      },
      states: {
        idle: {
          on: {
            // Problems are listed first; a flow without any is saved at once.
            SAVE: [
              { guard: and(['canSave', 'hasProblems']), target: 'reviewing' },
              { guard: 'canSave', target: '#designer.saving' },
            ],
          },
        },
        /**
         * The save check's list is open. Edits go on (the list follows them); clicking a
         * problem selects its module. Warnings do not stop a designer from saving work in
         * progress: SAVE_ANYWAY saves as it is, SAVE saves once nothing is left.
         */
        reviewing: {
          on: {
            SAVE_ANYWAY: { target: '#designer.saving' },
            SAVE: { guard: not('hasProblems'), target: '#designer.saving' },
            CLOSE: { target: 'idle' },
          },
        },
      },
    },
    confirmingDelete: {
      on: {
        CONFIRM_DELETE: { target: 'editing', actions: 'deletePending' },
        CANCEL_DELETE: { target: 'editing', actions: 'cancelDelete' },
      },
    },
    /**
     * The keyboard connect picker is open on one output of a module: another output may be
     * picked, then a target (or the output's connection removed). Like a dragged link: one
     * target per output, START takes none, a fallback to the module itself is asked first.
     */
    connecting: {
      initial: 'picking',
      states: {
        picking: {
          on: {
            PICK_OUTPUT: { guard: 'outputExists', actions: 'pickOutput' },
            CONNECT_TO: [
              { guard: 'asksSelfFallback', target: 'confirmingSelfFallback' },
              { guard: 'connectionChanges', target: '#designer.editing', actions: 'connect' },
              { guard: 'connectTarget', target: '#designer.editing', actions: 'endConnect' },
            ],
            DISCONNECT_OUTPUT: { guard: 'outputConnected', target: '#designer.editing', actions: 'disconnect' },
            CANCEL_CONNECT: { target: '#designer.editing', actions: 'endConnect' },
          },
        },
        /** 'It is not usual to connect a module to itself. Are you sure to continue?' */
        confirmingSelfFallback: {
          on: {
            CONFIRM_CONNECT: { target: '#designer.editing', actions: 'connectSelf' },
            CANCEL_CONNECT: { target: 'picking' },
          },
        },
      },
    },
    saving: {
      entry: 'clearError',
      invoke: {
        id: 'saveFlow',
        src: 'saveFlow',
        input: ({ context }) => ({ botId: context.botId, flow: context.flow }),
        onDone: {
          target: 'editing',
          actions: ['markSaved', { type: 'notifySaved', params: ({ event }) => answerOf(event) }],
        },
        onError: { target: 'editing', actions: 'showSaveFailure' },
      },
    },
  },
});
