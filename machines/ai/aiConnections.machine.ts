import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { actorError } from '../shared/apiError';
import type { TextRef } from '../shared/text';
import { isAiConnectionKind } from '../../services/contracts/aiConnections';
import type { AiConnectionRow, CreateAiConnectionRequest, DeleteAiConnectionRequest, UpdateAiConnectionRequest } from './aiConnections';
import {
  blankModel,
  canRemoveModel,
  checkDraft,
  defaultModels,
  draftIsValid,
  draftOfRow,
  GENERATIVE_MODEL_TYPES,
  modelFilled,
  modelsOf,
  newDraft,
  settingsOf,
  withKind,
  withModel,
  withoutModel,
  type DeploymentModel,
  type Draft,
  type ModelField,
  type ModelGroup,
  type PopupTab,
} from './aiConnectionDraft';
import { aiConnectionTexts, deleteFailureText, loadFailureText, saveFailureText } from './aiConnectionTexts';

/** Saving the popup: a create, or an update of the connection the draft edits. */
export type SaveAiConnectionRequest = ({ mode: 'create' } & CreateAiConnectionRequest) | ({ mode: 'edit' } & UpdateAiConnectionRequest);
export type AiConnectionsInput = { companyId: string; canEdit: boolean };
/** The Edit deployment popup: the model being edited and where it came from (null: a new one). */
export type DeploymentEdit = { at: { group: ModelGroup; index: number } | null; model: DeploymentModel };
export type AiConnectionsContext = AiConnectionsInput & {
  connections: AiConnectionRow[];
  draft: Draft | null;
  tab: PopupTab;
  deployment: DeploymentEdit | null;
  pendingDelete: AiConnectionRow | null;
  fieldErrors: Record<string, TextRef>;
  error: TextRef | null;
  notice: TextRef | null;
};
export type AiConnectionsEvent =
  | { type: 'RETRY' }
  | { type: 'ADD_AI' }
  | { type: 'CHOOSE_KIND'; kind: string }
  | { type: 'EDIT'; id: string }
  | { type: 'DELETE'; id: string }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'CLOSE' }
  | { type: 'SET_TAB'; tab: PopupTab }
  | { type: 'SET_KIND'; kind: string }
  | { type: 'SET_NAME'; value: string }
  | { type: 'SET_FIELDS'; values: Record<string, string> }
  | { type: 'ADD_DEPLOYMENT' }
  | { type: 'EDIT_DEPLOYMENT'; group: ModelGroup; index: number }
  | { type: 'REMOVE_DEPLOYMENT'; group: ModelGroup; index: number }
  | { type: 'SET_MODEL_FIELDS'; values: Partial<Record<ModelField, string>> }
  | { type: 'SAVE_DEPLOYMENT' }
  | { type: 'SAVE' };

const rowOf = (context: AiConnectionsContext, id: string) => context.connections.find((row) => row.id === id);
const withoutField = (errors: Record<string, TextRef>, name: string) => Object.fromEntries(Object.entries(errors).filter(([key]) => key !== name));
/** The tabs a draft's popup has: DEPLOYMENTS only for custom Generative AI. */
export const tabsOf = (draft: Draft | null): PopupTab[] => (draft?.kind === 'generativeCustom' ? ['OVERVIEW', 'CONFIGURATIONS', 'DEPLOYMENTS'] : ['OVERVIEW', 'CONFIGURATIONS']);

/**
 * The AI tab of the company profile (spec 02 sections 1, 4, 5 and 8): cards to choose a type
 * while the company has no AI connection, otherwise the table with Add AI; the AI & NLP
 * Integration popup (tab starts on OVERVIEW, type defaults to Luis cloud, DEPLOYMENTS for custom
 * Generative AI with its Edit deployment popup), Edit GenAI for a stored custom Generative AI,
 * removal after a confirmation, and every status text. A USER reads the table only.
 */
export const aiConnectionsMachine = setup({
  types: { context: {} as AiConnectionsContext, events: {} as AiConnectionsEvent, input: {} as AiConnectionsInput },
  actors: {
    loadConnections: fromPromise<AiConnectionRow[], { companyId: string }>(async () => {
      throw new Error('loadConnections not provided');
    }),
    saveConnection: fromPromise<unknown, SaveAiConnectionRequest>(async () => {
      throw new Error('saveConnection not provided');
    }),
    deleteConnection: fromPromise<unknown, DeleteAiConnectionRequest>(async () => {
      throw new Error('deleteConnection not provided');
    }),
  },
  guards: {
    canEdit: ({ context }) => context.canEdit,
    canChoose: ({ context, event }) => (assertEvent(event, 'CHOOSE_KIND'), context.canEdit && isAiConnectionKind(event.kind)),
    canEditRow: ({ context, event }) => (assertEvent(event, 'EDIT'), context.canEdit && rowOf(context, event.id)?.kind === 'generativeCustom'),
    canDelete: ({ context, event }) => (assertEvent(event, 'DELETE'), context.canEdit && rowOf(context, event.id) !== undefined),
    canSetKind: ({ context, event }) => (assertEvent(event, 'SET_KIND'), context.draft?.mode === 'create' && isAiConnectionKind(event.kind)),
    hasTab: ({ context, event }) => (assertEvent(event, 'SET_TAB'), tabsOf(context.draft).includes(event.tab)),
    isGenerativeCustom: ({ context }) => context.draft?.kind === 'generativeCustom',
    canEditModel: ({ context, event }) => {
      assertEvent(event, 'EDIT_DEPLOYMENT');
      return context.draft?.kind === 'generativeCustom' && event.index >= 0 && event.index < modelsOf(context.draft, event.group).length;
    },
    // The deployments are on the DEPLOYMENTS tab, which only custom Generative AI has.
    canRemoveModel: ({ context, event }) => (
      assertEvent(event, 'REMOVE_DEPLOYMENT'),
      context.draft?.kind === 'generativeCustom' && canRemoveModel(context.draft, event.group, event.index)
    ),
    modelFilled: ({ context }) => context.deployment !== null && modelFilled(context.deployment.model),
    draftValid: ({ context }) => context.draft !== null && draftIsValid(context.draft),
  },
  actions: {
    setConnections: assign({ connections: ({ event }) => (event as { output?: AiConnectionRow[] }).output ?? [] }),
    showLoadFailure: assign({ error: ({ event }) => loadFailureText(actorError(event)) }),
    clearMessages: assign({ error: null, notice: null, fieldErrors: {} }),
    openNew: assign(({ event }) => {
      assertEvent(event, 'CHOOSE_KIND');
      return { draft: newDraft(isAiConnectionKind(event.kind) ? event.kind : 'luisCloud'), tab: 'OVERVIEW' as const, fieldErrors: {}, error: null, notice: null };
    }),
    openEdit: assign(({ context, event }) => {
      assertEvent(event, 'EDIT');
      const row = rowOf(context, event.id);
      return { draft: row ? draftOfRow(row) : null, tab: 'OVERVIEW' as const, fieldErrors: {}, error: null, notice: null };
    }),
    closePopup: assign({ draft: null, deployment: null, fieldErrors: {}, error: null }),
    setTab: assign({ tab: ({ event }) => (assertEvent(event, 'SET_TAB'), event.tab) }),
    setKind: assign(({ context, event }) => {
      assertEvent(event, 'SET_KIND');
      const draft = context.draft && isAiConnectionKind(event.kind) ? withKind(context.draft, event.kind) : context.draft;
      return { draft, tab: tabsOf(draft).includes(context.tab) ? context.tab : ('OVERVIEW' as const), fieldErrors: withoutField(context.fieldErrors, 'name'), error: null };
    }),
    setName: assign(({ context, event }) => {
      assertEvent(event, 'SET_NAME');
      return { draft: context.draft && { ...context.draft, name: event.value }, fieldErrors: withoutField(context.fieldErrors, 'name') };
    }),
    setFields: assign(({ context, event }) => {
      assertEvent(event, 'SET_FIELDS');
      const fieldErrors = Object.keys(event.values).reduce(withoutField, context.fieldErrors);
      return { draft: context.draft && { ...context.draft, fields: { ...context.draft.fields, ...event.values } }, fieldErrors };
    }),
    showInvalid: assign(({ context }) => {
      const check = context.draft ? checkDraft(context.draft) : { fieldErrors: {}, error: null };
      return { fieldErrors: check.fieldErrors, error: check.error };
    }),
    newDeployment: assign({ deployment: { at: null, model: blankModel(GENERATIVE_MODEL_TYPES[0]) }, error: null }),
    editDeployment: assign(({ context, event }) => {
      assertEvent(event, 'EDIT_DEPLOYMENT');
      const model = context.draft ? modelsOf(context.draft, event.group)[event.index] : undefined;
      return { deployment: model ? { at: { group: event.group, index: event.index }, model } : null, error: null };
    }),
    removeDeployment: assign(({ context, event }) => {
      assertEvent(event, 'REMOVE_DEPLOYMENT');
      return { draft: context.draft && withoutModel(context.draft, event.group, event.index), error: null };
    }),
    setModelFields: assign(({ context, event }) => {
      assertEvent(event, 'SET_MODEL_FIELDS');
      return { deployment: context.deployment && { ...context.deployment, model: { ...context.deployment.model, ...event.values } } };
    }),
    saveDeployment: assign(({ context }) => ({
      draft: context.draft && context.deployment ? withModel(context.draft, context.deployment.model, context.deployment.at) : context.draft,
      deployment: null,
      error: null,
    })),
    showModelIncomplete: assign({ error: { key: aiConnectionTexts.fillAllFields } }),
    forgetDeployment: assign({ deployment: null, error: null }),
    showSaved: assign({ draft: null, deployment: null, notice: { key: aiConnectionTexts.saved }, fieldErrors: {}, error: null }),
    showSaveFailure: assign(({ event }) => {
      const text = saveFailureText(actorError(event));
      const fieldErrors: Record<string, TextRef> = text.key === aiConnectionTexts.providerExists ? { name: { key: aiConnectionTexts.nameInUse } } : {};
      return { error: text, fieldErrors };
    }),
    // Spec 02 section 4: after a create or update attempt the deployment lists start again from one blank default entry.
    resetModels: assign(({ context }) => ({ draft: context.draft && context.draft.mode === 'create' ? { ...context.draft, ...defaultModels() } : context.draft })),
    askDelete: assign(({ context, event }) => (assertEvent(event, 'DELETE'), { pendingDelete: rowOf(context, event.id) ?? null, notice: null, error: null })),
    forgetDelete: assign({ pendingDelete: null }),
    showDeleted: assign({ pendingDelete: null, notice: { key: aiConnectionTexts.deleted } }),
    showDeleteFailure: assign({ pendingDelete: null, error: ({ event }) => deleteFailureText(actorError(event)) }),
  },
}).createMachine({
  id: 'aiConnections',
  context: ({ input }) => ({
    companyId: input.companyId,
    canEdit: input.canEdit,
    connections: [],
    draft: null,
    tab: 'OVERVIEW',
    deployment: null,
    pendingDelete: null,
    fieldErrors: {},
    error: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadConnections',
        src: 'loadConnections',
        input: ({ context }) => ({ companyId: context.companyId }),
        onDone: { target: 'loaded', actions: 'setConnections' },
        onError: { target: 'failed', actions: 'showLoadFailure' },
      },
    },
    failed: { on: { RETRY: { target: 'loading', actions: 'clearMessages' } } },
    loaded: {
      initial: 'idle',
      states: {
        /** The cards (no connection yet) or the table. */
        idle: {
          on: {
            CHOOSE_KIND: { guard: 'canChoose', target: 'popup', actions: 'openNew' },
            ADD_AI: { guard: 'canEdit', target: 'choosing', actions: 'clearMessages' },
            EDIT: { guard: 'canEditRow', target: 'popup', actions: 'openEdit' },
            DELETE: { guard: 'canDelete', target: 'confirmingDelete', actions: 'askDelete' },
          },
        },
        /** The Add AI chooser. */
        choosing: {
          on: {
            CHOOSE_KIND: { guard: 'canChoose', target: 'popup', actions: 'openNew' },
            CANCEL: 'idle',
          },
        },
        /** The AI & NLP Integration popup (Edit GenAI for a stored custom Generative AI). */
        popup: {
          initial: 'form',
          states: {
            form: {
              on: {
                SET_TAB: { guard: 'hasTab', actions: 'setTab' },
                SET_KIND: { guard: 'canSetKind', actions: 'setKind' },
                SET_NAME: { actions: 'setName' },
                SET_FIELDS: { actions: 'setFields' },
                ADD_DEPLOYMENT: { guard: 'isGenerativeCustom', target: 'deployment', actions: 'newDeployment' },
                EDIT_DEPLOYMENT: { guard: 'canEditModel', target: 'deployment', actions: 'editDeployment' },
                REMOVE_DEPLOYMENT: { guard: 'canRemoveModel', actions: 'removeDeployment' },
                SAVE: [{ guard: 'draftValid', target: 'saving', actions: 'clearMessages' }, { actions: 'showInvalid' }],
                CLOSE: { target: '#aiConnections.loaded.idle', actions: 'closePopup' },
              },
            },
            /** The Edit deployment popup over the form. */
            deployment: {
              on: {
                SET_MODEL_FIELDS: { actions: 'setModelFields' },
                SAVE_DEPLOYMENT: [{ guard: 'modelFilled', target: 'form', actions: 'saveDeployment' }, { actions: 'showModelIncomplete' }],
                CANCEL: { target: 'form', actions: 'forgetDeployment' },
                CLOSE: { target: '#aiConnections.loaded.idle', actions: 'closePopup' },
              },
            },
            saving: {
              invoke: {
                id: 'saveConnection',
                src: 'saveConnection',
                input: ({ context }): SaveAiConnectionRequest => {
                  const draft = context.draft;
                  const common = { name: draft?.name.trim() ?? '', type: draft?.kind ?? '', settings: draft ? settingsOf(draft) : {} };
                  return draft?.mode === 'edit' ? { mode: 'edit', id: draft.id ?? '', ...common } : { mode: 'create', companyId: context.companyId, ...common };
                },
                onDone: { target: '#aiConnections.loading', actions: 'showSaved' },
                onError: { target: 'form', actions: ['showSaveFailure', 'resetModels'] },
              },
            },
          },
        },
        confirmingDelete: { on: { CONFIRM: 'deleting', CANCEL: { target: 'idle', actions: 'forgetDelete' } } },
        deleting: {
          invoke: {
            id: 'deleteConnection',
            src: 'deleteConnection',
            input: ({ context }) => ({ id: context.pendingDelete?.id ?? '', companyId: context.companyId }),
            onDone: { target: '#aiConnections.loading', actions: 'showDeleted' },
            onError: { target: 'idle', actions: 'showDeleteFailure' },
          },
        },
      },
    },
  },
});
