import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import type { SecretList, SecretSummary } from '../../services/contracts/secrets';
import { actorError } from '../shared/apiError';
import { failureText } from '../shared/failureText';
import type { TextRef } from '../shared/text';
import { secretDescriptionProblem, secretManagerTexts, secretNameProblem, secretValueProblem } from './secretManagerTexts';

export type SecretManagerInput = { companyId: string };
/** What the open dialog writes: a new secret, a new value, a new name and description. */
export type SecretForm = { name: string; value: string; description: string };

export type SecretManagerContext = {
  companyId: string;
  secrets: SecretSummary[];
  /** The server's word: only an ADMIN of the company may change its secrets. */
  canWrite: boolean;
  /** The secret a replace, edit or delete is about. */
  selectedId: string | null;
  /** The open dialog's fields; the value is dropped as soon as the dialog closes. */
  form: SecretForm;
  formError: TextRef | null;
  error: TextRef | null;
  notice: TextRef | null;
};

export type SecretManagerEvent =
  | { type: 'RETRY' }
  | { type: 'ADD' }
  | { type: 'REPLACE'; id: string }
  | { type: 'EDIT'; id: string }
  | { type: 'DELETE'; id: string }
  | { type: 'NAME_CHANGED'; value: string }
  | { type: 'VALUE_CHANGED'; value: string }
  | { type: 'DESCRIPTION_CHANGED'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' }
  | { type: 'CONFIRM' };

const EMPTY_FORM: SecretForm = { name: '', value: '', description: '' };

/** The secret a replace, edit or delete is about, when it is still listed. */
export function selectedSecret(context: Pick<SecretManagerContext, 'secrets' | 'selectedId'>): SecretSummary | undefined {
  return context.secrets.find((s) => s.id === context.selectedId);
}

const otherNames = (context: SecretManagerContext) => context.secrets.filter((s) => s.id !== context.selectedId).map((s) => s.name);

/** What is wrong with the new secret's name, value or description (the first problem), or null. */
export function createProblem(context: SecretManagerContext): TextRef | null {
  return secretNameProblem(context.form.name, otherNames(context)) ?? secretValueProblem(context.form.value) ?? secretDescriptionProblem(context.form.description);
}

/** What is wrong with the edited name or description, or null. */
export function editProblem(context: SecretManagerContext): TextRef | null {
  return secretNameProblem(context.form.name, otherNames(context)) ?? secretDescriptionProblem(context.form.description);
}

type Output<T> = { output: T };
const outputOf = <T>(event: unknown) => (event as Output<T>).output;
const byName = (secrets: SecretSummary[]) => [...secrets].sort((a, b) => a.name.localeCompare(b.name));
const withSecret = (secrets: SecretSummary[], secret: SecretSummary) => byName([...secrets.filter((s) => s.id !== secret.id), secret]);

/**
 * The secret manager (spec 01 section 2.2, docs/secret-manager.md): the company's secrets by
 * name with a masked hint, never a value. An ADMIN (the list's canWrite) adds a secret, replaces
 * a value, edits a name and description, and deletes after a confirmation; a USER only reads.
 * Each form is checked with the server's rules before it is sent; a refusal shows the server's words.
 */
export const secretManagerMachine = setup({
  types: { context: {} as SecretManagerContext, events: {} as SecretManagerEvent, input: {} as SecretManagerInput },
  actors: {
    loadSecrets: fromPromise<SecretList, { companyId: string }>(async () => {
      throw new Error('loadSecrets not provided');
    }),
    createSecret: fromPromise<SecretSummary, { companyId: string; name: string; value: string; description: string }>(async () => {
      throw new Error('createSecret not provided');
    }),
    replaceValue: fromPromise<SecretSummary, { companyId: string; id: string; value: string }>(async () => {
      throw new Error('replaceValue not provided');
    }),
    describeSecret: fromPromise<SecretSummary, { companyId: string; id: string; name: string; description: string }>(async () => {
      throw new Error('describeSecret not provided');
    }),
    deleteSecret: fromPromise<unknown, { companyId: string; id: string }>(async () => {
      throw new Error('deleteSecret not provided');
    }),
  },
  guards: {
    canWrite: ({ context }) => context.canWrite,
    knownSecret: ({ context, event }) => (assertEvent(event, ['REPLACE', 'EDIT', 'DELETE']), context.secrets.some((s) => s.id === event.id)),
    createOk: ({ context }) => createProblem(context) === null,
    valueOk: ({ context }) => secretValueProblem(context.form.value) === null,
    editOk: ({ context }) => editProblem(context) === null,
  },
  actions: {
    setList: assign(({ event }) => {
      const list = outputOf<SecretList>(event);
      return { secrets: byName(list.secrets), canWrite: list.canWrite };
    }),
    showLoadFailure: assign({ error: ({ event }) => failureText(actorError(event), secretManagerTexts.loadFailed) }),
    clearMessages: assign({ error: null, notice: null }),
    startAdding: assign({ selectedId: null, form: EMPTY_FORM, formError: null, error: null, notice: null }),
    select: assign(({ event }) => (assertEvent(event, ['REPLACE', 'DELETE']), { selectedId: event.id, form: EMPTY_FORM, formError: null, error: null, notice: null })),
    startEditing: assign(({ context, event }) => {
      assertEvent(event, 'EDIT');
      const secret = context.secrets.find((s) => s.id === event.id);
      return { selectedId: event.id, form: { name: secret?.name ?? '', value: '', description: secret?.description ?? '' }, formError: null, error: null, notice: null };
    }),
    setName: assign(({ context, event }) => (assertEvent(event, 'NAME_CHANGED'), { form: { ...context.form, name: event.value }, formError: null })),
    setValue: assign(({ context, event }) => (assertEvent(event, 'VALUE_CHANGED'), { form: { ...context.form, value: event.value }, formError: null })),
    setDescription: assign(({ context, event }) => (assertEvent(event, 'DESCRIPTION_CHANGED'), { form: { ...context.form, description: event.value }, formError: null })),
    showCreateProblem: assign({ formError: ({ context }) => createProblem(context) }),
    showValueProblem: assign({ formError: ({ context }) => secretValueProblem(context.form.value) }),
    showEditProblem: assign({ formError: ({ context }) => editProblem(context) }),
    // A closed dialog keeps nothing: above all not the typed value.
    closeForm: assign({ selectedId: null, form: EMPTY_FORM, formError: null }),
    addCreated: assign(({ context, event }) => {
      const created = outputOf<SecretSummary>(event);
      return { secrets: withSecret(context.secrets, created), notice: { key: secretManagerTexts.created, values: { name: created.name } } };
    }),
    showReplaced: assign(({ context, event }) => {
      const secret = outputOf<SecretSummary>(event);
      return { secrets: withSecret(context.secrets, secret), notice: { key: secretManagerTexts.replaced, values: { name: secret.name } } };
    }),
    showEdited: assign(({ context, event }) => {
      const secret = outputOf<SecretSummary>(event);
      return { secrets: withSecret(context.secrets, secret), notice: { key: secretManagerTexts.edited, values: { name: secret.name } } };
    }),
    removeSelected: assign(({ context }) => ({
      secrets: context.secrets.filter((s) => s.id !== context.selectedId),
      notice: { key: secretManagerTexts.deleted, values: { name: selectedSecret(context)?.name ?? '' } },
      selectedId: null,
    })),
    showCreateFailure: assign({ formError: ({ event }) => failureText(actorError(event), secretManagerTexts.createFailed) }),
    showReplaceFailure: assign({ formError: ({ event }) => failureText(actorError(event), secretManagerTexts.replaceFailed) }),
    showEditFailure: assign({ formError: ({ event }) => failureText(actorError(event), secretManagerTexts.editFailed) }),
    showDeleteFailure: assign({ selectedId: null, error: ({ event }) => failureText(actorError(event), secretManagerTexts.deleteFailed) }),
  },
}).createMachine({
  id: 'secretManager',
  context: ({ input }) => ({
    companyId: input.companyId,
    secrets: [],
    canWrite: false,
    selectedId: null,
    form: EMPTY_FORM,
    formError: null,
    error: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSecrets',
        src: 'loadSecrets',
        input: ({ context }) => ({ companyId: context.companyId }),
        onDone: { target: 'listing', actions: 'setList' },
        onError: { target: 'loadFailed', actions: 'showLoadFailure' },
      },
    },
    loadFailed: { on: { RETRY: { target: 'loading', actions: 'clearMessages' } } },
    listing: {
      on: {
        ADD: { guard: 'canWrite', target: 'adding', actions: 'startAdding' },
        REPLACE: { guard: and(['canWrite', 'knownSecret']), target: 'replacing', actions: 'select' },
        EDIT: { guard: and(['canWrite', 'knownSecret']), target: 'editing', actions: 'startEditing' },
        DELETE: { guard: and(['canWrite', 'knownSecret']), target: 'confirmingDelete', actions: 'select' },
      },
    },
    adding: {
      on: {
        NAME_CHANGED: { actions: 'setName' },
        VALUE_CHANGED: { actions: 'setValue' },
        DESCRIPTION_CHANGED: { actions: 'setDescription' },
        SUBMIT: [{ guard: 'createOk', target: 'creating' }, { actions: 'showCreateProblem' }],
        CANCEL: { target: 'listing', actions: 'closeForm' },
      },
    },
    creating: {
      invoke: {
        id: 'createSecret',
        src: 'createSecret',
        input: ({ context }) => ({ companyId: context.companyId, name: context.form.name.trim(), value: context.form.value, description: context.form.description.trim() }),
        onDone: { target: 'listing', actions: ['addCreated', 'closeForm'] },
        onError: { target: 'adding', actions: 'showCreateFailure' },
      },
    },
    replacing: {
      on: {
        VALUE_CHANGED: { actions: 'setValue' },
        SUBMIT: [{ guard: 'valueOk', target: 'replacingValue' }, { actions: 'showValueProblem' }],
        CANCEL: { target: 'listing', actions: 'closeForm' },
      },
    },
    replacingValue: {
      invoke: {
        id: 'replaceValue',
        src: 'replaceValue',
        input: ({ context }) => ({ companyId: context.companyId, id: context.selectedId ?? '', value: context.form.value }),
        onDone: { target: 'listing', actions: ['showReplaced', 'closeForm'] },
        onError: { target: 'replacing', actions: 'showReplaceFailure' },
      },
    },
    editing: {
      on: {
        NAME_CHANGED: { actions: 'setName' },
        DESCRIPTION_CHANGED: { actions: 'setDescription' },
        SUBMIT: [{ guard: 'editOk', target: 'savingDetails' }, { actions: 'showEditProblem' }],
        CANCEL: { target: 'listing', actions: 'closeForm' },
      },
    },
    savingDetails: {
      invoke: {
        id: 'describeSecret',
        src: 'describeSecret',
        input: ({ context }) => ({ companyId: context.companyId, id: context.selectedId ?? '', name: context.form.name.trim(), description: context.form.description.trim() }),
        onDone: { target: 'listing', actions: ['showEdited', 'closeForm'] },
        onError: { target: 'editing', actions: 'showEditFailure' },
      },
    },
    confirmingDelete: { on: { CONFIRM: 'deleting', CANCEL: { target: 'listing', actions: 'closeForm' } } },
    deleting: {
      invoke: {
        id: 'deleteSecret',
        src: 'deleteSecret',
        input: ({ context }) => ({ companyId: context.companyId, id: context.selectedId ?? '' }),
        onDone: { target: 'listing', actions: 'removeSelected' },
        onError: { target: 'listing', actions: 'showDeleteFailure' },
      },
    },
  },
});
