import { assign, fromPromise, setup } from 'xstate';
import type { TextRef } from '../shared/text';
import { checkFlowText, VALIDATOR_MAX_CHARACTERS, type FlowCheck } from './flowCheck';

/**
 * The flow validator (/validator): a flow document pasted or read from a file is checked with
 * the rules the designer applies on save and the server applies on publish, in the browser
 * (nothing is sent or stored). A file larger than the validator reads, or one that cannot be
 * read, says so (fileFailed); a document that is not a flow says why (unreadable); otherwise
 * the findings are listed (invalid) or the flow passes (valid). Changing the text, choosing
 * another file or clearing starts over. The `readFile` actor is provided by the screen.
 */

export const validatorTexts = {
  fileTooLarge: 'validator.errors.fileTooLarge',
  fileFailed: 'validator.errors.fileFailed',
} as const;

/** The largest file the validator reads, in bytes (a character of a flow is at least one byte). */
export const VALIDATOR_MAX_FILE_BYTES = VALIDATOR_MAX_CHARACTERS;

export type ValidatorContext = {
  text: string;
  /** The file the text was read from; null when typed or pasted. */
  fileName: string | null;
  result: FlowCheck | null;
  error: TextRef | null;
};

export type ValidatorEvent = { type: 'TEXT_CHANGED'; value: string } | { type: 'FILE_CHOSEN'; file: Blob; name: string } | { type: 'VALIDATE' } | { type: 'CLEAR' };

const checkOf = (context: ValidatorContext) => context.result;

export const validatorMachine = setup({
  types: {
    context: {} as ValidatorContext,
    events: {} as ValidatorEvent,
  },
  actors: {
    readFile: fromPromise<string, { file: Blob }>(async () => {
      throw new Error('readFile not provided');
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
  },
  actions: {
    takeText: assign({ text: ({ event }) => (event.type === 'TEXT_CHANGED' ? event.value : ''), fileName: null, result: null, error: null }),
    takeFileName: assign({ fileName: ({ event }) => (event.type === 'FILE_CHOSEN' ? event.name : null), result: null, error: null }),
    refuseLargeFile: assign({ text: '', result: null, error: { key: validatorTexts.fileTooLarge, values: { max: VALIDATOR_MAX_FILE_BYTES } } }),
    takeFileText: assign({ text: ({ event }) => (event as unknown as { output: string }).output }),
    showFileFailure: assign({ text: '', error: { key: validatorTexts.fileFailed } }),
    check: assign({ result: ({ context }) => checkFlowText(context.text) }),
  },
}).createMachine({
  id: 'validator',
  initial: 'editing',
  context: { text: '', fileName: null, result: null, error: null },
  on: {
    TEXT_CHANGED: { target: '.editing', actions: 'takeText' },
    CLEAR: { target: '.editing', actions: 'takeText' },
    FILE_CHOSEN: [
      { guard: 'fileTooLarge', target: '.fileFailed', actions: ['takeFileName', 'refuseLargeFile'] },
      { target: '.readingFile', actions: 'takeFileName' },
    ],
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
});
