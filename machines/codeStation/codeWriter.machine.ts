import { assign, fromPromise, setup } from 'xstate';
import type { CodeBlockVersionView } from '../../services/contracts/rest/codeStation';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, type CodeWritingInput, type WrittenCode } from '../../services/contracts/rest/codeWriting';
import type { AiConnectionRow } from '../ai/aiConnections';
import { actorError, failureBody, failureStatus } from '../shared/apiError';
import { failureText } from '../shared/failureText';
import type { TextRef } from '../shared/text';
import { codeStationTexts, draftProblem, nameProblem } from './codeStationTexts';

/**
 * /code-station-with-ai (docs/code-station.md): a code block written by one of the company's
 * Generative AI connections. The person describes what the block should do and names its
 * parameters (WRITE); the written code can be changed, written again, or CREATEd as a new code
 * block under a name, which the Code Station editor then tests and changes. A company
 * without a Generative AI connection is told to add one. The `loadConnections`, `writeCode` and
 * `createCodeBlock` actors are provided by the screen.
 */

export const codeWriterTexts = {
  loadFailed: 'codeStation.writer.errors.loadFailed',
  descriptionShort: 'codeStation.writer.errors.descriptionShort',
  descriptionLong: 'codeStation.writer.errors.descriptionLong',
  writeFailed: 'codeStation.writer.errors.writeFailed',
  codeEmpty: 'codeStation.writer.errors.codeEmpty',
} as const;

export type GenerativeConnection = { id: string; name: string };

export type CodeWriterContext = {
  companyId: string;
  connections: GenerativeConnection[];
  connectionId: string | null;
  description: string;
  /** The parameter names as typed: separated by commas or spaces. */
  parametersText: string;
  name: string;
  code: string;
  /** What the sandbox said when it compiled the written code; null when it compiled. */
  syntaxError: string | null;
  created: { functionId: string; functionName: string } | null;
  error: TextRef | null;
};

export type CodeWriterEvent =
  | { type: 'CONNECTION_CHOSEN'; connectionId: string }
  | { type: 'DESCRIPTION_CHANGED'; value: string }
  | { type: 'PARAMETERS_CHANGED'; value: string }
  | { type: 'NAME_CHANGED'; value: string }
  | { type: 'CODE_CHANGED'; value: string }
  | { type: 'WRITE' }
  | { type: 'CREATE' }
  | { type: 'RETRY' };

/** The names typed, in order; empty pieces are dropped. */
export function parameterNamesOf(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** What keeps the request from being sent: the description's length, or the parameter names (the editor's rules). */
function requestProblem(context: CodeWriterContext): TextRef | null {
  const description = context.description.trim();
  if (description.length < DESCRIPTION_MIN) return { key: codeWriterTexts.descriptionShort, values: { min: DESCRIPTION_MIN } };
  if (description.length > DESCRIPTION_MAX) return { key: codeWriterTexts.descriptionLong, values: { max: DESCRIPTION_MAX } };
  return draftProblem('', parameterNamesOf(context.parametersText));
}

/** What keeps the written code from becoming a block: its name, the code itself, the parameters. */
function blockProblem(context: CodeWriterContext): TextRef | null {
  if (context.code.trim() === '') return { key: codeWriterTexts.codeEmpty };
  return nameProblem(context.name, []) ?? draftProblem(context.code, parameterNamesOf(context.parametersText));
}

/** A failed call read the usual way (machines/shared/failureText.ts), except that a 502 is the model's failure: its own words are shown. */
function writerFailure(error: unknown, fallback: string): TextRef {
  const message = failureBody(error)?.message;
  return failureStatus(error) === 502 ? { key: fallback, ...(message ? { message } : {}) } : failureText(error, fallback);
}

/** The connections that can write code: the Generative AI kinds. */
const isGenerative = (row: AiConnectionRow) => row.kind === 'generativeCustom' || row.kind === 'generativeDefault';

const edits = {
  CONNECTION_CHOSEN: { actions: 'chooseConnection' },
  DESCRIPTION_CHANGED: { actions: 'editDescription' },
  PARAMETERS_CHANGED: { actions: 'editParameters' },
  NAME_CHANGED: { actions: 'editName' },
} as const;

/** The value an edit event carries. */
const valueOf = (event: CodeWriterEvent) => ('value' in event ? event.value : '');

export const codeWriterMachine = setup({
  types: {
    context: {} as CodeWriterContext,
    events: {} as CodeWriterEvent,
    input: {} as { companyId: string },
  },
  actors: {
    loadConnections: fromPromise<AiConnectionRow[], { companyId: string }>(async () => {
      throw new Error('loadConnections not provided');
    }),
    writeCode: fromPromise<WrittenCode, CodeWritingInput & { companyId: string }>(async () => {
      throw new Error('writeCode not provided');
    }),
    createCodeBlock: fromPromise<CodeBlockVersionView, { companyId: string; functionName: string; code: string; parameters: string[] }>(async () => {
      throw new Error('createCodeBlock not provided');
    }),
  },
  guards: {
    noGenerative: ({ event }) => !(event as unknown as { output: AiConnectionRow[] }).output.some(isGenerative),
    requestReady: ({ context }) => context.connectionId !== null && requestProblem(context) === null,
    blockReady: ({ context }) => blockProblem(context) === null,
  },
  actions: {
    takeConnections: assign(({ event }) => {
      const rows = (event as unknown as { output: AiConnectionRow[] }).output;
      const connections = rows.filter(isGenerative).map((row) => ({ id: row.id, name: row.name }));
      return { connections, connectionId: connections[0]?.id ?? null, error: null };
    }),
    chooseConnection: assign({
      connectionId: ({ context, event }) =>
        event.type === 'CONNECTION_CHOSEN' && context.connections.some((connection) => connection.id === event.connectionId) ? event.connectionId : context.connectionId,
      error: null,
    }),
    editDescription: assign({ description: ({ event }) => valueOf(event), error: null }),
    editParameters: assign({ parametersText: ({ event }) => valueOf(event), error: null }),
    editName: assign({ name: ({ event }) => valueOf(event), error: null }),
    showRequestProblem: assign({ error: ({ context }) => requestProblem(context) }),
    showBlockProblem: assign({ error: ({ context }) => blockProblem(context) }),
  },
}).createMachine({
  id: 'codeWriter',
  initial: 'loading',
  context: ({ input }) => ({
    companyId: input.companyId,
    connections: [],
    connectionId: null,
    description: '',
    parametersText: '',
    name: '',
    code: '',
    syntaxError: null,
    created: null,
    error: null,
  }),
  states: {
    loading: {
      invoke: {
        id: 'loadConnections',
        src: 'loadConnections',
        input: ({ context }) => ({ companyId: context.companyId }),
        onDone: [
          { guard: 'noGenerative', target: 'noConnection' },
          { target: 'describing', actions: 'takeConnections' },
        ],
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => writerFailure(event.error, codeWriterTexts.loadFailed) }) },
      },
    },
    loadFailed: { on: { RETRY: { target: 'loading', actions: assign({ error: null }) } } },
    noConnection: {},
    describing: {
      on: {
        ...edits,
        WRITE: [{ guard: 'requestReady', target: 'writing' }, { actions: 'showRequestProblem' }],
      },
    },
    writing: {
      entry: assign({ error: null }),
      invoke: {
        id: 'writeCode',
        src: 'writeCode',
        input: ({ context }) => ({
          companyId: context.companyId,
          connectionId: context.connectionId ?? '',
          description: context.description.trim(),
          parameters: parameterNamesOf(context.parametersText),
        }),
        onDone: { target: 'written', actions: assign({ code: ({ event }) => event.output.code, syntaxError: ({ event }) => event.output.syntaxError }) },
        onError: [
          { guard: ({ context }) => context.code !== '', target: 'written', actions: assign({ error: ({ event }) => writerFailure(event.error, codeWriterTexts.writeFailed) }) },
          { target: 'describing', actions: assign({ error: ({ event }) => writerFailure(event.error, codeWriterTexts.writeFailed) }) },
        ],
      },
    },
    written: {
      on: {
        ...edits,
        CODE_CHANGED: { actions: assign({ code: ({ event }) => event.value, syntaxError: null, error: null }) },
        WRITE: [{ guard: 'requestReady', target: 'writing' }, { actions: 'showRequestProblem' }],
        CREATE: [{ guard: 'blockReady', target: 'creating' }, { actions: 'showBlockProblem' }],
      },
    },
    creating: {
      entry: assign({ error: null }),
      invoke: {
        id: 'createCodeBlock',
        src: 'createCodeBlock',
        input: ({ context }) => ({ companyId: context.companyId, functionName: context.name.trim(), code: context.code, parameters: parameterNamesOf(context.parametersText) }),
        onDone: {
          target: 'created',
          actions: assign({ created: ({ event }) => ({ functionId: event.output.functionId, functionName: event.output.functionName }) }),
        },
        onError: { target: 'written', actions: assign({ error: ({ event }) => writerFailure(actorError(event), codeStationTexts.createFailed) }) },
      },
    },
    created: {},
  },
});
