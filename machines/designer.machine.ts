import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { FlowDocument } from '../services/contracts/flow';
import { actorError } from './apiError';
import { applyEdit, deleteModule, EDIT_EVENT_TYPES, sameJson, type EditEvent } from './designer/edits';
import { failureText } from './failureText';
import type { TextRef } from './text';

export { validateFlow, type FlowProblem, type FlowProblemKind } from './designer/validate';
export { applyEdit, deleteModule, selfFallbackIds, MODULE_NAME_MAX, FALLBACK_COUNT_MAX, type EditEvent } from './designer/edits';

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
  error: TextRef | null;
  lastSavedVersionId: string | null;
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
  | { type: 'UNDO' }
  | { type: 'REDO' }
  | { type: 'SAVE' };

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
const keptSelection = (selectedId: string | null, flow: FlowDocument) =>
  selectedId && flow.modules.some((m) => m.id === selectedId) ? selectedId : null;

/** The context after the flow changed to `next` by an edit: history kept, redo dropped. */
function recorded(context: DesignerContext, next: FlowDocument) {
  const past = [...context.past, context.flow].slice(-HISTORY_LIMIT);
  return { flow: next, past, future: [] as FlowDocument[], selectedId: keptSelection(context.selectedId, next) };
}

const answerOf = (event: unknown) => (event as { output: SaveFlowAnswer }).output;

const edit = { guard: 'editAllowed', actions: 'applyEdit' } as const;

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
    selectable: ({ context, event }) => {
      assertEvent(event, 'SELECT_MODULE');
      return event.id !== context.selectedId && (event.id === null || context.flow.modules.some((m) => m.id === event.id));
    },
    canUndo: ({ context }) => !context.readOnly && context.past.length > 0,
    canRedo: ({ context }) => !context.readOnly && context.future.length > 0,
    canSave: ({ context }) => !context.readOnly,
  },
  actions: {
    init: assign(({ event }) => {
      assertEvent(event, 'INIT');
      return { flow: event.flow, savedFlow: event.flow, versionId: event.versionId, selectedId: null, past: [], future: [], pendingDelete: null, error: null };
    }),
    applyEdit: assign(({ context, event }) => recorded(context, editedFlow(context, event) ?? context.flow)),
    select: assign({ selectedId: ({ event }) => (assertEvent(event, 'SELECT_MODULE'), event.id) }),
    askDelete: assign({ pendingDelete: ({ event }) => (assertEvent(event, 'DELETE_MODULE'), event.id) }),
    deletePending: assign(({ context }) => ({
      ...recorded(context, deleteModule(context.flow, context.pendingDelete ?? '') ?? context.flow),
      pendingDelete: null,
    })),
    cancelDelete: assign({ pendingDelete: null }),
    undo: assign(({ context }) => {
      const flow = context.past[context.past.length - 1] ?? context.flow;
      return { flow, past: context.past.slice(0, -1), future: [...context.future, context.flow], selectedId: keptSelection(context.selectedId, flow) };
    }),
    redo: assign(({ context }) => {
      const flow = context.future[context.future.length - 1] ?? context.flow;
      return { flow, future: context.future.slice(0, -1), past: [...context.past, context.flow].slice(-HISTORY_LIMIT), selectedId: keptSelection(context.selectedId, flow) };
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
    error: null,
    lastSavedVersionId: null,
  }),
  states: {
    editing: {
      on: {
        INIT: { actions: 'init' },
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
        UNDO: { guard: 'canUndo', actions: 'undo' },
        REDO: { guard: 'canRedo', actions: 'redo' },
        SAVE: { guard: 'canSave', target: 'saving' },
      },
    },
    confirmingDelete: {
      on: {
        CONFIRM_DELETE: { target: 'editing', actions: 'deletePending' },
        CANCEL_DELETE: { target: 'editing', actions: 'cancelDelete' },
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
