import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { OpResult } from '../../services/contracts/aiData';
import { actorError } from '../shared/apiError';
import { columnsValid, importRows, isCsvFileName, type CsvRow, type ImportRow } from './panel/csv';
import { aiPanelTexts } from './panel/texts';
import { failureText } from '../shared/failureText';
import type { TextRef } from '../shared/text';

/**
 * Uploading an intents file (spec 03 section 5.1): only .csv; the file is parsed, its
 * columns checked (Intent + Utterances, or Intent + Entities for the generative type);
 * generative intents go into the module, the others to the AI connection (importIntents).
 */
export type ChosenFile = { name: string };
export type ParsedCsv = { fields: string[]; rows: CsvRow[]; errors: unknown[] };

export type IntentCsvUploadInput = { aiId: string; generative: boolean };
/** The outcome the upload section shows under its button. */
export type UploadNotice = { kind: 'success' | 'error'; text: TextRef };
export type IntentCsvUploadContext = IntentCsvUploadInput & { fileName: string | null; notice: UploadNotice | null };
export type IntentCsvUploadEvent = { type: 'FILE_CHOSEN'; file: ChosenFile };

const parsedOf = (event: unknown) => (event as { output: ParsedCsv }).output;

export const intentCsvUploadMachine = setup({
  types: { input: {} as IntentCsvUploadInput, context: {} as IntentCsvUploadContext, events: {} as IntentCsvUploadEvent },
  actors: {
    parseCsv: fromPromise<ParsedCsv, { file: ChosenFile }>(async () => {
      throw new Error('parseCsv not provided');
    }),
    importIntents: fromPromise<OpResult, { aiId: string; rows: ImportRow[] }>(async () => {
      throw new Error('importIntents not provided');
    }),
  },
  guards: {
    isCsv: ({ event }) => (assertEvent(event, 'FILE_CHOSEN'), isCsvFileName(event.file.name)),
    hasErrors: ({ event }) => parsedOf(event).errors.length > 0,
    invalidColumns: ({ context, event }) => !columnsValid(parsedOf(event).fields, context.generative),
    generative: ({ context }) => context.generative,
    imported: ({ event }) => (event as { output?: OpResult }).output?.success === true,
  },
  actions: {
    takeFile: assign({ fileName: ({ event }) => (assertEvent(event, 'FILE_CHOSEN'), event.file.name), notice: null }),
    notify: assign({ notice: (_, params: UploadNotice) => params }),
    // Provided by the app:
    /** Spec 5.1: parse errors go to the console. */
    logErrors: (_, _params: { errors: unknown[] }) => {},
    /** Generative type: the rows become intents of the module. */
    storeGenerativeRows: (_, _params: { rows: CsvRow[] }) => {},
    /** The connection's intents changed: reload the list. */
    intentsImported: () => {},
  },
}).createMachine({
  id: 'intentCsvUpload',
  initial: 'idle',
  context: ({ input }) => ({ ...input, fileName: null, notice: null }),
  states: {
    idle: {
      on: {
        FILE_CHOSEN: [{ guard: 'isCsv', target: 'parsing', actions: 'takeFile' }, { actions: { type: 'notify', params: { kind: 'error', text: { key: aiPanelTexts.notCsv } } } }],
      },
    },
    parsing: {
      invoke: {
        id: 'parseCsv',
        src: 'parseCsv',
        input: ({ event }) => (assertEvent(event, 'FILE_CHOSEN'), { file: event.file }),
        onDone: [
          {
            guard: 'hasErrors',
            target: 'idle',
            actions: [
              { type: 'logErrors', params: ({ event }) => ({ errors: event.output.errors }) },
              { type: 'notify', params: { kind: 'error', text: { key: aiPanelTexts.csvErrors } } },
            ],
          },
          { guard: 'invalidColumns', target: 'idle', actions: { type: 'notify', params: { kind: 'error', text: { key: aiPanelTexts.csvInvalidColumns } } } },
          {
            guard: 'generative',
            target: 'idle',
            actions: [
              { type: 'storeGenerativeRows', params: ({ event }) => ({ rows: event.output.rows }) },
              { type: 'notify', params: { kind: 'success', text: { key: aiPanelTexts.csvUploaded } } },
            ],
          },
          { target: 'importing' },
        ],
        onError: {
          target: 'idle',
          actions: [
            { type: 'logErrors', params: ({ event }) => ({ errors: [event.error] }) },
            { type: 'notify', params: { kind: 'error', text: { key: aiPanelTexts.csvErrors } } },
          ],
        },
      },
    },
    importing: {
      invoke: {
        id: 'importIntents',
        src: 'importIntents',
        input: ({ context, event }) => ({ aiId: context.aiId, rows: importRows(parsedOf(event).rows) }),
        onDone: [
          { guard: 'imported', target: 'idle', actions: ['intentsImported', { type: 'notify', params: { kind: 'success', text: { key: aiPanelTexts.csvUploaded } } }] },
          { target: 'idle', actions: { type: 'notify', params: { kind: 'error', text: { key: aiPanelTexts.csvUploadFailed } } } },
        ],
        onError: {
          target: 'idle',
          actions: { type: 'notify', params: ({ event }) => ({ kind: 'error' as const, text: failureText(actorError(event), aiPanelTexts.csvUploadFailed) }) },
        },
      },
    },
  },
});
