import { assign, fromPromise, setup } from 'xstate';
import type { FlowDocument } from '../../services/contracts/flow';
import { actorError, failureBody } from '../shared/apiError';
import { failureText } from '../shared/failureText';
import type { TextRef } from '../shared/text';
import { checkFlowText, flowCheckTexts, VALIDATOR_MAX_CHARACTERS, withStoredProblems, type FlowCheck } from './flowCheck';

/**
 * The flow validator (/validator): a flow document pasted, read from a file or loaded from a
 * saved version of one of the company's assistants is checked with the rules the designer
 * applies on save and the server applies on publish, in the browser (nothing is sent or stored).
 *
 * Two regions run side by side:
 * - `saved` chooses a saved version: once the page names the company (COMPANY_CHOSEN) its
 *   assistants load; choosing one loads its versions. A failed load says so and can be tried
 *   again (RETRY_ASSISTANTS, RETRY_VERSIONS).
 * - `check` holds the document and what the check found: a file larger than the validator
 *   reads, or one that cannot be read, says so (fileFailed); a chosen version's flow loads
 *   (loadingFlow; failing: flowFailed, RETRY_FLOW) and is checked like a pasted text; a document
 *   that is not a flow says why (unreadable); otherwise the findings are listed (invalid) or the
 *   flow passes (valid). Changing the text, choosing a file or clearing starts over and forgets
 *   the version the text came from.
 *
 * The `readFile`, `loadAssistants`, `loadVersions` and `loadFlow` actors are provided by the screen.
 */

export const validatorTexts = {
  fileTooLarge: 'validator.errors.fileTooLarge',
  fileFailed: 'validator.errors.fileFailed',
  assistantsFailed: 'validator.errors.assistantsFailed',
  versionsFailed: 'validator.errors.versionsFailed',
  flowFailed: 'validator.errors.flowFailed',
} as const;

/** The largest file the validator reads, in bytes (a character of a flow is at least one byte). */
export const VALIDATOR_MAX_FILE_BYTES = VALIDATOR_MAX_CHARACTERS;

/** An assistant of the company, as the chooser lists it. */
export type ValidatorAssistant = { id: string; name: string };
/** A saved version of the chosen assistant, newest first. */
export type ValidatorVersion = { id: string; name: string };
/** A saved version's flow as the server answers it, with what reading its settings left out. */
export type SavedFlow = { flow: FlowDocument; storedProblems: readonly string[] };

/** The saved version the checked text was loaded from: its findings link to the designer. */
export type SavedSource = {
  companyId: string;
  botId: string;
  botName: string;
  versionId: string;
  versionName: string;
  storedProblems: readonly string[];
};

export type ValidatorContext = {
  text: string;
  /** The file the text was read from; null when typed, pasted or loaded from a version. */
  fileName: string | null;
  /** The version the text is loaded from; null when typed, pasted or read from a file. */
  source: SavedSource | null;
  result: FlowCheck | null;
  /** Why the file or the version's flow could not be read. */
  error: TextRef | null;
  /** The company whose assistants are listed. */
  companyId: string | null;
  assistants: readonly ValidatorAssistant[];
  /** The assistant chosen in the list, and its versions once loaded. */
  botId: string | null;
  versions: readonly ValidatorVersion[];
  /** The version chosen in the list; cleared when the text comes from elsewhere. */
  versionId: string | null;
  /** Why the assistants or the versions could not be loaded. */
  savedError: TextRef | null;
};

export type ValidatorEvent =
  | { type: 'TEXT_CHANGED'; value: string }
  | { type: 'FILE_CHOSEN'; file: Blob; name: string }
  | { type: 'VALIDATE' }
  | { type: 'CLEAR' }
  | { type: 'COMPANY_CHOSEN'; companyId: string }
  | { type: 'RETRY_ASSISTANTS' }
  | { type: 'ASSISTANT_CHOSEN'; botId: string }
  | { type: 'RETRY_VERSIONS' }
  | { type: 'VERSION_CHOSEN'; versionId: string }
  | { type: 'RETRY_FLOW' };

const checkOf = (context: ValidatorContext) => context.result;
const outputOf = <T>(event: unknown) => (event as { output: T }).output;

/** A stored flow the designer cannot open comes back as a failed call (500, error FLOW) with the reader's words. */
function flowFailureText(error: unknown): TextRef {
  const body = failureBody(error);
  if (body?.error === 'FLOW' && body.message) return { key: flowCheckTexts.unreadableFlow, message: body.message };
  return failureText(error, validatorTexts.flowFailed);
}

export const validatorMachine = setup({
  types: {
    context: {} as ValidatorContext,
    events: {} as ValidatorEvent,
  },
  actors: {
    readFile: fromPromise<string, { file: Blob }>(async () => {
      throw new Error('readFile not provided');
    }),
    loadAssistants: fromPromise<ValidatorAssistant[], { companyId: string }>(async () => {
      throw new Error('loadAssistants not provided');
    }),
    loadVersions: fromPromise<ValidatorVersion[], { botId: string }>(async () => {
      throw new Error('loadVersions not provided');
    }),
    loadFlow: fromPromise<SavedFlow, { botId: string; versionId: string }>(async () => {
      throw new Error('loadFlow not provided');
    }),
  },
  guards: {
    hasText: ({ context }) => context.text.trim().length > 0,
    fileTooLarge: ({ event }) => event.type === 'FILE_CHOSEN' && event.file.size > VALIDATOR_MAX_FILE_BYTES,
    unreadable: ({ context }) => checkOf(context)?.kind === 'unreadable',
    hasFindings: ({ context }) => {
      const check = checkOf(context);
      return check?.kind === 'checked' && check.findings.length > 0;
    },
    otherCompany: ({ context, event }) => event.type === 'COMPANY_CHOSEN' && event.companyId !== context.companyId,
    listedAssistant: ({ context, event }) => event.type === 'ASSISTANT_CHOSEN' && context.assistants.some((a) => a.id === event.botId),
    listedVersion: ({ context, event }) => event.type === 'VERSION_CHOSEN' && context.botId !== null && context.versions.some((v) => v.id === event.versionId),
  },
  actions: {
    takeText: assign({
      text: ({ event }) => (event.type === 'TEXT_CHANGED' ? event.value : ''),
      fileName: null,
      source: null,
      versionId: null,
      result: null,
      error: null,
    }),
    takeFileName: assign({ fileName: ({ event }) => (event.type === 'FILE_CHOSEN' ? event.name : null), source: null, versionId: null, result: null, error: null }),
    refuseLargeFile: assign({ text: '', result: null, error: { key: validatorTexts.fileTooLarge, values: { max: VALIDATOR_MAX_FILE_BYTES } } }),
    takeFileText: assign({ text: ({ event }) => outputOf<string>(event) }),
    showFileFailure: assign({ text: '', error: { key: validatorTexts.fileFailed } }),
    check: assign({ result: ({ context }) => withStoredProblems(checkFlowText(context.text), context.source?.storedProblems ?? []) }),
    takeCompany: assign({
      companyId: ({ event }) => (event.type === 'COMPANY_CHOSEN' ? event.companyId : null),
      assistants: [],
      botId: null,
      versions: [],
      versionId: null,
      savedError: null,
    }),
    takeAssistants: assign({ assistants: ({ event }) => outputOf<ValidatorAssistant[]>(event) }),
    showAssistantsFailure: assign({ savedError: ({ event }) => failureText(actorError(event), validatorTexts.assistantsFailed) }),
    takeAssistant: assign({ botId: ({ event }) => (event.type === 'ASSISTANT_CHOSEN' ? event.botId : null), versions: [], versionId: null }),
    takeVersions: assign({ versions: ({ event }) => outputOf<ValidatorVersion[]>(event) }),
    showVersionsFailure: assign({ savedError: ({ event }) => failureText(actorError(event), validatorTexts.versionsFailed) }),
    takeVersion: assign(({ context, event }) => {
      const versionId = event.type === 'VERSION_CHOSEN' ? event.versionId : '';
      const botId = context.botId ?? '';
      const source: SavedSource = {
        companyId: context.companyId ?? '',
        botId,
        botName: context.assistants.find((a) => a.id === botId)?.name ?? '',
        versionId,
        versionName: context.versions.find((v) => v.id === versionId)?.name ?? '',
        storedProblems: [],
      };
      return { versionId, source, text: '', fileName: null, result: null, error: null };
    }),
    takeFlow: assign(({ context, event }) => {
      const saved = outputOf<SavedFlow>(event);
      return { text: JSON.stringify(saved.flow, null, 2), source: context.source ? { ...context.source, storedProblems: saved.storedProblems } : null };
    }),
    showFlowFailure: assign({ error: ({ event }) => flowFailureText(actorError(event)) }),
    clearError: assign({ error: null }),
    clearSavedError: assign({ savedError: null }),
  },
}).createMachine({
  id: 'validator',
  type: 'parallel',
  context: {
    text: '',
    fileName: null,
    source: null,
    result: null,
    error: null,
    companyId: null,
    assistants: [],
    botId: null,
    versions: [],
    versionId: null,
    savedError: null,
  },
  states: {
    saved: {
      initial: 'waiting',
      on: {
        COMPANY_CHOSEN: { guard: 'otherCompany', target: '.loadingAssistants', actions: 'takeCompany' },
      },
      states: {
        // No company is named yet (the page is still reading the person's companies, or there are none).
        waiting: {},
        loadingAssistants: {
          entry: 'clearSavedError',
          invoke: {
            id: 'loadAssistants',
            src: 'loadAssistants',
            input: ({ context }) => ({ companyId: context.companyId ?? '' }),
            onDone: { target: 'choosingAssistant', actions: 'takeAssistants' },
            onError: { target: 'assistantsFailed', actions: 'showAssistantsFailure' },
          },
        },
        assistantsFailed: {
          on: { RETRY_ASSISTANTS: 'loadingAssistants' },
        },
        choosingAssistant: {
          on: { ASSISTANT_CHOSEN: { guard: 'listedAssistant', target: 'loadingVersions', actions: 'takeAssistant' } },
        },
        loadingVersions: {
          entry: 'clearSavedError',
          on: { ASSISTANT_CHOSEN: { guard: 'listedAssistant', target: 'loadingVersions', reenter: true, actions: 'takeAssistant' } },
          invoke: {
            id: 'loadVersions',
            src: 'loadVersions',
            input: ({ context }) => ({ botId: context.botId ?? '' }),
            onDone: { target: 'choosingVersion', actions: 'takeVersions' },
            onError: { target: 'versionsFailed', actions: 'showVersionsFailure' },
          },
        },
        versionsFailed: {
          on: {
            RETRY_VERSIONS: 'loadingVersions',
            ASSISTANT_CHOSEN: { guard: 'listedAssistant', target: 'loadingVersions', actions: 'takeAssistant' },
          },
        },
        choosingVersion: {
          on: { ASSISTANT_CHOSEN: { guard: 'listedAssistant', target: 'loadingVersions', actions: 'takeAssistant' } },
        },
      },
    },
    check: {
      initial: 'editing',
      on: {
        TEXT_CHANGED: { target: '.editing', actions: 'takeText' },
        CLEAR: { target: '.editing', actions: 'takeText' },
        FILE_CHOSEN: [
          { guard: 'fileTooLarge', target: '.fileFailed', actions: ['takeFileName', 'refuseLargeFile'] },
          { target: '.readingFile', actions: 'takeFileName' },
        ],
        VERSION_CHOSEN: { guard: 'listedVersion', target: '.loadingFlow', actions: 'takeVersion' },
      },
      states: {
        editing: {
          on: { VALIDATE: { guard: 'hasText', target: 'checking' } },
        },
        readingFile: {
          invoke: {
            id: 'readFile',
            src: 'readFile',
            input: ({ event }) => ({ file: event.type === 'FILE_CHOSEN' ? event.file : new Blob([]) }),
            onDone: { target: 'checking', actions: 'takeFileText' },
            onError: { target: 'fileFailed', actions: 'showFileFailure' },
          },
        },
        loadingFlow: {
          entry: 'clearError',
          invoke: {
            id: 'loadFlow',
            src: 'loadFlow',
            input: ({ context }) => ({ botId: context.source?.botId ?? '', versionId: context.source?.versionId ?? '' }),
            onDone: { target: 'checking', actions: 'takeFlow' },
            onError: { target: 'flowFailed', actions: 'showFlowFailure' },
          },
        },
        flowFailed: {
          on: { RETRY_FLOW: 'loadingFlow' },
        },
        // Checking is immediate: it happens in the browser, and the answer decides the next state.
        checking: {
          entry: 'check',
          always: [{ guard: 'unreadable', target: 'unreadable' }, { guard: 'hasFindings', target: 'invalid' }, { target: 'valid' }],
        },
        fileFailed: {},
        unreadable: {},
        invalid: {},
        valid: {},
      },
    },
  },
});
