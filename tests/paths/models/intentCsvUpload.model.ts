import { intentCsvUploadMachine, type IntentCsvUploadContext, type ParsedCsv } from '../../../machines/ai/intentCsvUpload.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

export const csvFiles = { csv: { name: 'Intents.CSV' }, text: { name: 'intents.txt' } };

export const parsedFiles: Record<string, ParsedCsv> = {
  withErrors: { fields: ['Intent', 'Utterances'], rows: [], errors: [{ row: 2, message: 'Too few fields' }] },
  wrongColumns: { fields: ['Name', 'Text'], rows: [{ Name: 'greeting', Text: 'Hi' }], errors: [] },
  utterances: {
    fields: ['Intent', 'Utterances'],
    rows: [
      { Intent: 'greeting', Utterances: 'Hello' },
      { Intent: '', Utterances: 'orphan' },
    ],
    errors: [],
  },
  entities: { fields: ['Intent', 'Entities'], rows: [{ Intent: 'book_flight', Entities: 'origin, destination' }], errors: [] },
};

const events = [
  { type: 'FILE_CHOSEN', file: csvFiles.csv },
  { type: 'FILE_CHOSEN', file: csvFiles.text },
  ...Object.values(parsedFiles).map((p) => done('parseCsv', p)),
  failed('parseCsv', new Error('unreadable file')),
  done('importIntents', { success: true, statusCode: 200 }),
  done('importIntents', { success: false, statusCode: 400 }),
  failed('importIntents', httpFailure(400, { message: 'Intent names must be unique.' })),
  failed('importIntents', networkFailure),
];

export const intentCsvUploadModel: CatalogueEntry = {
  machine: intentCsvUploadMachine,
  appActions: ['logErrors', 'storeGenerativeRows', 'intentsImported'],
  scenarios: [
    { name: 'upload utterances to the AI connection', input: { aiId: 'ai1', generative: false }, events },
    { name: 'upload generative intents into the module', input: { aiId: 'ai1', generative: true }, events },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as IntentCsvUploadContext;
    return [c.fileName, c.notice];
  }),
};
