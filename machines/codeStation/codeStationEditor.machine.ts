import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import type { CodeBlockVersionView, TestRunResult } from '../../services/contracts/rest/codeStation';
import { actorError } from '../shared/apiError';
import { failureText } from '../shared/failureText';
import type { TextRef } from '../shared/text';
import { codeStationTexts, draftProblem, nameProblem, PARAMETERS_MAX } from './codeStationTexts';

export type CodeBlockSummary = { functionId: string; functionName: string };
/** The company, and the block to open at once (a link to one block: `functionId`). */
export type CodeStationEditorInput = { companyId: string; functionId?: string };
/** Where the editor goes once a dirty block may be left: another block, another version of this one, or a new block. */
export type LeaveTarget = { kind: 'block'; functionId: string } | { kind: 'version'; version: string } | { kind: 'create' };
export type CodeDraft = { code: string; parameters: string[] };

export type CodeStationEditorContext = {
  companyId: string;
  blocks: CodeBlockSummary[];
  /** The open version of the open block, as the server answered it. */
  open: CodeBlockVersionView | null;
  /** The code and parameter names being edited (the open version's until changed). */
  draft: CodeDraft;
  /** The test run's parameter values by name. */
  values: Record<string, string>;
  result: TestRunResult | null;
  /** What to open next: a block (its newest version when version is absent). */
  target: { functionId: string; version?: string } | null;
  leaveTo: LeaveTarget | null;
  /** The name typed in the new-block or rename dialog, and what is wrong with it. */
  name: string;
  nameError: TextRef | null;
  error: TextRef | null;
  notice: TextRef | null;
};

export type CodeStationEditorEvent =
  | { type: 'RETRY' }
  | { type: 'NEW_BLOCK' }
  | { type: 'NAME_CHANGED'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' }
  | { type: 'CONFIRM' }
  | { type: 'SELECT'; functionId: string }
  | { type: 'OPEN_VERSION'; version: string }
  | { type: 'CODE_CHANGED'; value: string }
  | { type: 'PARAMETER_ADDED' }
  | { type: 'PARAMETER_CHANGED'; index: number; value: string }
  | { type: 'PARAMETER_REMOVED'; index: number }
  | { type: 'VALUE_CHANGED'; name: string; value: string }
  | { type: 'SAVE' }
  | { type: 'RESTORE' }
  | { type: 'RUN' }
  | { type: 'RENAME' }
  | { type: 'DELETE' };

/** The code a new block starts with: the body of main(params), returning the parameters it sets. */
export const NEW_BLOCK_CODE = "// params: the conversation's parameters, every value a text.\nreturn {};\n";

const draftOf = (view: CodeBlockVersionView | null): CodeDraft => ({ code: view?.code ?? NEW_BLOCK_CODE, parameters: [...(view?.parameters ?? [])] });

/** The code or the parameter names differ from the open version's. */
export function isDirty(context: Pick<CodeStationEditorContext, 'open' | 'draft'>): boolean {
  const saved = draftOf(context.open);
  return context.draft.code !== saved.code || JSON.stringify(context.draft.parameters) !== JSON.stringify(saved.parameters);
}

/** The open version is not the block's newest: it is shown read-only. */
export function isOlderVersion(open: CodeBlockVersionView | null): boolean {
  return open !== null && open.version !== open.versions[0]?.version;
}

/** The parameter values a test run sends: one per parameter name of the draft. */
export function runValues(context: Pick<CodeStationEditorContext, 'draft' | 'values'>): Record<string, string> {
  return Object.fromEntries(context.draft.parameters.map((name) => [name.trim(), context.values[name.trim()] ?? '']));
}

const creatingNames = (context: CodeStationEditorContext) => context.blocks.map((b) => b.functionName);
const renamingNames = (context: CodeStationEditorContext) => context.blocks.filter((b) => b.functionId !== context.open?.functionId).map((b) => b.functionName);

type Output<T> = { output: T };
const outputOf = <T>(event: unknown) => (event as Output<T>).output;

/** Back to what was shown before a dialog or a failed open: the open block (read-only when older), else the list. */
const backToShown = [
  { guard: 'noBlockOpen', target: '#codeStationEditor.browsing' },
  { guard: 'olderVersionOpen', target: '#codeStationEditor.block.viewing' },
  { target: '#codeStationEditor.block.editing' },
] as const;

/**
 * The Code Station editor (spec 03 sections 2.7, 3.2; docs/code-station.md): the company's code
 * blocks; a new block is named, then opened; the open block's newest version is edited (code
 * and parameter names) and each save is a new version; an older version opens read-only and
 * may be restored as a new version; a test run sends parameter values and shows the returned
 * parameters, the console lines or the error; rename, and delete after a confirmation. Leaving
 * a block with unsaved changes asks first.
 */
export const codeStationEditorMachine = setup({
  types: { context: {} as CodeStationEditorContext, events: {} as CodeStationEditorEvent, input: {} as CodeStationEditorInput },
  actors: {
    loadBlocks: fromPromise<CodeBlockSummary[], { companyId: string }>(async () => {
      throw new Error('loadBlocks not provided');
    }),
    openVersion: fromPromise<CodeBlockVersionView, { companyId: string; functionId: string; version?: string }>(async () => {
      throw new Error('openVersion not provided');
    }),
    createBlock: fromPromise<CodeBlockVersionView, { companyId: string; functionName: string; code: string; parameters: string[] }>(async () => {
      throw new Error('createBlock not provided');
    }),
    saveVersion: fromPromise<CodeBlockVersionView, { companyId: string; functionId: string; code: string; parameters: string[] }>(async () => {
      throw new Error('saveVersion not provided');
    }),
    renameBlock: fromPromise<CodeBlockVersionView, { companyId: string; functionId: string; functionName: string }>(async () => {
      throw new Error('renameBlock not provided');
    }),
    deleteBlock: fromPromise<unknown, { companyId: string; functionId: string }>(async () => {
      throw new Error('deleteBlock not provided');
    }),
    runTest: fromPromise<TestRunResult, { companyId: string; functionId?: string; code: string; parameters: Record<string, string> }>(async () => {
      throw new Error('runTest not provided');
    }),
  },
  guards: {
    noBlockOpen: ({ context }) => context.open === null,
    olderVersionOpen: ({ context }) => isOlderVersion(context.open),
    dirty: ({ context }) => isDirty(context),
    listsAskedBlock: (_, { blocks, functionId }: { blocks: CodeBlockSummary[]; functionId: string | undefined }) =>
      functionId !== undefined && blocks.some((b) => b.functionId === functionId),
    knownBlock: ({ context, event }) => (assertEvent(event, 'SELECT'), context.blocks.some((b) => b.functionId === event.functionId)),
    otherVersion: ({ context, event }) => {
      assertEvent(event, 'OPEN_VERSION');
      return context.open !== null && event.version !== context.open.version && context.open.versions.some((v) => v.version === event.version);
    },
    newNameOk: ({ context }) => nameProblem(context.name, creatingNames(context)) === null,
    renameOk: ({ context }) => nameProblem(context.name, renamingNames(context)) === null && context.name.trim() !== context.open?.functionName,
    canSave: ({ context }) => isDirty(context) && draftProblem(context.draft.code, context.draft.parameters) === null,
    canRun: ({ context }) => draftProblem(context.draft.code, context.draft.parameters) === null,
    parameterAt: ({ context, event }) => {
      assertEvent(event, ['PARAMETER_CHANGED', 'PARAMETER_REMOVED']);
      return Number.isInteger(event.index) && event.index >= 0 && event.index < context.draft.parameters.length;
    },
    // One empty name row at a time: it is filled in before another is added.
    noEmptyParameter: ({ context }) => context.draft.parameters.every((name) => name.trim() !== '') && context.draft.parameters.length < PARAMETERS_MAX,
    leavingToCreate: ({ context }) => context.leaveTo?.kind === 'create',
  },
  actions: {
    setBlocks: assign({ blocks: ({ event }) => outputOf<CodeBlockSummary[]>(event) }),
    /** The block the link asked for is not one of the company's: the list, saying so. */
    dropAskedBlock: assign(({ context }) => (context.target ? { target: null, error: { key: codeStationTexts.blockMissing } } : {})),
    showLoadFailure: assign({ error: ({ event }) => failureText(actorError(event), codeStationTexts.loadFailed) }),
    clearMessages: assign({ error: null, notice: null }),
    startNaming: assign({ name: '', nameError: null, error: null, notice: null }),
    startRenaming: assign(({ context }) => ({ name: context.open?.functionName ?? '', nameError: null, error: null, notice: null })),
    setName: assign(({ event }) => (assertEvent(event, 'NAME_CHANGED'), { name: event.value, nameError: null })),
    showNewNameProblem: assign({ nameError: ({ context }) => nameProblem(context.name, creatingNames(context)) }),
    showRenameProblem: assign({ nameError: ({ context }) => nameProblem(context.name, renamingNames(context)) }),
    targetBlock: assign(({ event }) => (assertEvent(event, 'SELECT'), { target: { functionId: event.functionId }, error: null, notice: null })),
    targetVersion: assign(({ context, event }) => {
      assertEvent(event, 'OPEN_VERSION');
      return { target: { functionId: context.open?.functionId ?? '', version: event.version }, error: null, notice: null };
    }),
    rememberLeave: assign(({ event }) => {
      assertEvent(event, ['SELECT', 'OPEN_VERSION', 'NEW_BLOCK']);
      const leaveTo: LeaveTarget =
        event.type === 'SELECT'
          ? { kind: 'block', functionId: event.functionId }
          : event.type === 'OPEN_VERSION'
            ? { kind: 'version', version: event.version }
            : { kind: 'create' };
      return { leaveTo };
    }),
    // The changes are dropped: the draft is the open version's again, and the editor goes where the user asked.
    leave: assign(({ context }) => {
      const to = context.leaveTo;
      const target = to?.kind === 'block' ? { functionId: to.functionId } : to?.kind === 'version' ? { functionId: context.open?.functionId ?? '', version: to.version } : null;
      return { draft: draftOf(context.open), leaveTo: null, target, name: '', nameError: null, error: null, notice: null };
    }),
    forgetLeave: assign({ leaveTo: null }),
    openAnswer: assign(({ context, event }) => {
      const view = outputOf<CodeBlockVersionView>(event);
      const sameBlock = context.open?.functionId === view.functionId;
      return {
        open: view,
        draft: draftOf(view),
        target: null,
        blocks: context.blocks.some((b) => b.functionId === view.functionId)
          ? context.blocks.map((b) => (b.functionId === view.functionId ? { functionId: b.functionId, functionName: view.functionName } : b))
          : [...context.blocks, { functionId: view.functionId, functionName: view.functionName }],
        values: sameBlock ? context.values : {},
        result: sameBlock ? context.result : null,
      };
    }),
    renameOpen: assign(({ context, event }) => {
      const { functionName } = outputOf<CodeBlockVersionView>(event);
      return {
        open: context.open ? { ...context.open, functionName } : null,
        blocks: context.blocks.map((b) => (b.functionId === context.open?.functionId ? { ...b, functionName } : b)),
        name: '',
      };
    }),
    showCreated: assign(({ event }) => ({ notice: { key: codeStationTexts.created, values: { name: outputOf<CodeBlockVersionView>(event).functionName } } })),
    showSaved: assign(({ event }) => ({ notice: { key: codeStationTexts.saved, values: { version: outputOf<CodeBlockVersionView>(event).version } } })),
    showRenamed: assign(({ event }) => ({ notice: { key: codeStationTexts.renamed, values: { name: outputOf<CodeBlockVersionView>(event).functionName } } })),
    showOpenFailure: assign({ target: null, error: ({ event }) => failureText(actorError(event), codeStationTexts.openFailed) }),
    showCreateFailure: assign({ nameError: ({ event }) => failureText(actorError(event), codeStationTexts.createFailed) }),
    showSaveFailure: assign({ error: ({ event }) => failureText(actorError(event), codeStationTexts.saveFailed) }),
    showRenameFailure: assign({ nameError: ({ event }) => failureText(actorError(event), codeStationTexts.renameFailed) }),
    showDeleteFailure: assign({ error: ({ event }) => failureText(actorError(event), codeStationTexts.deleteFailed) }),
    showRunFailure: assign({ result: null, error: ({ event }) => failureText(actorError(event), codeStationTexts.runFailed) }),
    setCode: assign(({ context, event }) => (assertEvent(event, 'CODE_CHANGED'), { draft: { ...context.draft, code: event.value }, notice: null })),
    addParameter: assign(({ context }) => ({ draft: { ...context.draft, parameters: [...context.draft.parameters, ''] }, notice: null })),
    setParameter: assign(({ context, event }) => {
      assertEvent(event, 'PARAMETER_CHANGED');
      return { draft: { ...context.draft, parameters: context.draft.parameters.map((name, i) => (i === event.index ? event.value : name)) }, notice: null };
    }),
    removeParameter: assign(({ context, event }) => {
      assertEvent(event, 'PARAMETER_REMOVED');
      return { draft: { ...context.draft, parameters: context.draft.parameters.filter((_, i) => i !== event.index) }, notice: null };
    }),
    setValue: assign(({ context, event }) => (assertEvent(event, 'VALUE_CHANGED'), { values: { ...context.values, [event.name]: event.value } })),
    // Restoring an older version saves its code and parameters as the block's next version.
    takeOpenAsDraft: assign(({ context }) => ({ draft: draftOf(context.open), error: null, notice: null })),
    startRun: assign({ result: null, error: null, notice: null }),
    setResult: assign({ result: ({ event }) => outputOf<TestRunResult>(event) }),
    removeOpen: assign(({ context }) => ({
      blocks: context.blocks.filter((b) => b.functionId !== context.open?.functionId),
      notice: { key: codeStationTexts.deleted, values: { name: context.open?.functionName ?? '' } },
      open: null,
      draft: draftOf(null),
      values: {},
      result: null,
    })),
  },
}).createMachine({
  id: 'codeStationEditor',
  context: ({ input }) => ({
    companyId: input.companyId,
    blocks: [],
    open: null,
    draft: draftOf(null),
    values: {},
    result: null,
    target: input.functionId ? { functionId: input.functionId } : null,
    leaveTo: null,
    name: '',
    nameError: null,
    error: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadBlocks',
        src: 'loadBlocks',
        input: ({ context }) => ({ companyId: context.companyId }),
        onDone: [
          {
            guard: { type: 'listsAskedBlock', params: ({ context, event }) => ({ blocks: event.output, functionId: context.target?.functionId }) },
            target: 'opening',
            actions: 'setBlocks',
          },
          { target: 'browsing', actions: ['setBlocks', 'dropAskedBlock'] },
        ],
        onError: { target: 'loadFailed', actions: 'showLoadFailure' },
      },
    },
    loadFailed: { on: { RETRY: { target: 'loading', actions: 'clearMessages' } } },
    browsing: {
      on: {
        NEW_BLOCK: { target: 'naming', actions: 'startNaming' },
        SELECT: { guard: 'knownBlock', target: 'opening', actions: 'targetBlock' },
      },
    },
    naming: {
      on: {
        NAME_CHANGED: { actions: 'setName' },
        SUBMIT: [{ guard: 'newNameOk', target: 'creating' }, { actions: 'showNewNameProblem' }],
        CANCEL: backToShown,
      },
    },
    creating: {
      invoke: {
        id: 'createBlock',
        src: 'createBlock',
        input: ({ context }) => ({ companyId: context.companyId, functionName: context.name.trim(), code: NEW_BLOCK_CODE, parameters: [] }),
        onDone: { target: 'block.editing', actions: ['openAnswer', 'showCreated'] },
        onError: { target: 'naming', actions: 'showCreateFailure' },
      },
    },
    opening: {
      invoke: {
        id: 'openVersion',
        src: 'openVersion',
        input: ({ context }) => ({
          companyId: context.companyId,
          functionId: context.target?.functionId ?? '',
          ...(context.target?.version ? { version: context.target.version } : {}),
        }),
        onDone: [
          { guard: ({ event }) => isOlderVersion(event.output), target: 'block.viewing', actions: 'openAnswer' },
          { target: 'block.editing', actions: 'openAnswer' },
        ],
        onError: backToShown.map((t) => ({ ...t, actions: 'showOpenFailure' as const })),
      },
    },
    block: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            CODE_CHANGED: { actions: 'setCode' },
            PARAMETER_ADDED: { guard: 'noEmptyParameter', actions: 'addParameter' },
            PARAMETER_CHANGED: { guard: 'parameterAt', actions: 'setParameter' },
            PARAMETER_REMOVED: { guard: 'parameterAt', actions: 'removeParameter' },
            VALUE_CHANGED: { actions: 'setValue' },
            SAVE: { guard: 'canSave', target: 'saving', actions: 'clearMessages' },
            RUN: { guard: 'canRun', target: 'running', actions: 'startRun' },
            RENAME: { target: 'renaming', actions: 'startRenaming' },
            DELETE: { target: 'confirmingDelete', actions: 'clearMessages' },
            SELECT: [
              { guard: and(['knownBlock', 'dirty']), target: 'confirmingLeave', actions: 'rememberLeave' },
              { guard: 'knownBlock', target: '#codeStationEditor.opening', actions: 'targetBlock' },
            ],
            OPEN_VERSION: [
              { guard: and(['otherVersion', 'dirty']), target: 'confirmingLeave', actions: 'rememberLeave' },
              { guard: 'otherVersion', target: '#codeStationEditor.opening', actions: 'targetVersion' },
            ],
            NEW_BLOCK: [
              { guard: 'dirty', target: 'confirmingLeave', actions: 'rememberLeave' },
              { target: '#codeStationEditor.naming', actions: 'startNaming' },
            ],
          },
        },
        viewing: {
          on: {
            OPEN_VERSION: { guard: 'otherVersion', target: '#codeStationEditor.opening', actions: 'targetVersion' },
            SELECT: { guard: 'knownBlock', target: '#codeStationEditor.opening', actions: 'targetBlock' },
            NEW_BLOCK: { target: '#codeStationEditor.naming', actions: 'startNaming' },
            RESTORE: { target: 'saving', actions: 'takeOpenAsDraft' },
          },
        },
        saving: {
          invoke: {
            id: 'saveVersion',
            src: 'saveVersion',
            input: ({ context }) => ({
              companyId: context.companyId,
              functionId: context.open?.functionId ?? '',
              code: context.draft.code,
              parameters: context.draft.parameters.map((name) => name.trim()),
            }),
            onDone: { target: 'editing', actions: ['openAnswer', 'showSaved'] },
            onError: [
              { guard: 'olderVersionOpen', target: 'viewing', actions: 'showSaveFailure' },
              { target: 'editing', actions: 'showSaveFailure' },
            ],
          },
        },
        running: {
          invoke: {
            id: 'runTest',
            src: 'runTest',
            input: ({ context }) => ({
              companyId: context.companyId,
              ...(context.open ? { functionId: context.open.functionId } : {}),
              code: context.draft.code,
              parameters: runValues(context),
            }),
            onDone: { target: 'editing', actions: 'setResult' },
            onError: { target: 'editing', actions: 'showRunFailure' },
          },
        },
        renaming: {
          on: {
            NAME_CHANGED: { actions: 'setName' },
            SUBMIT: [{ guard: 'renameOk', target: 'renamingBlock' }, { actions: 'showRenameProblem' }],
            CANCEL: 'editing',
          },
        },
        renamingBlock: {
          invoke: {
            id: 'renameBlock',
            src: 'renameBlock',
            input: ({ context }) => ({ companyId: context.companyId, functionId: context.open?.functionId ?? '', functionName: context.name.trim() }),
            // The rename answers the newest version: the draft being edited stays as it is.
            onDone: { target: 'editing', actions: ['renameOpen', 'showRenamed'] },
            onError: { target: 'renaming', actions: 'showRenameFailure' },
          },
        },
        confirmingDelete: { on: { CONFIRM: 'deleting', CANCEL: 'editing' } },
        deleting: {
          invoke: {
            id: 'deleteBlock',
            src: 'deleteBlock',
            input: ({ context }) => ({ companyId: context.companyId, functionId: context.open?.functionId ?? '' }),
            onDone: { target: '#codeStationEditor.browsing', actions: 'removeOpen' },
            onError: { target: 'editing', actions: 'showDeleteFailure' },
          },
        },
        confirmingLeave: {
          on: {
            CONFIRM: [
              { guard: 'leavingToCreate', target: '#codeStationEditor.naming', actions: 'leave' },
              { target: '#codeStationEditor.opening', actions: 'leave' },
            ],
            CANCEL: { target: 'editing', actions: 'forgetLeave' },
          },
        },
      },
    },
  },
});
