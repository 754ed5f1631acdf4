import { validatorMachine, type SavedFlow, type ValidatorAssistant, type ValidatorContext, type ValidatorVersion } from '../../../machines/validator/validator.machine';
import type { FlowDocument } from '../../../services/contracts/flow';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

const at = (x: number) => ({ x, y: 0 });
const start = { id: 'start', type: 'START', name: 'Start', position: at(0), connections: [{ id: 'hello' }], settings: {} };
const hello = { id: 'hello', type: 'MESSAGE', name: 'Hello', position: at(1), connections: [{ id: 'end' }], settings: { messageType: 'TEXT', payloads: ['Hello!'] } };
const end = { id: 'end', type: 'END', name: 'End', position: at(2), connections: [], settings: {} };

const passingDocument = { formatVersion: 2, modules: [start, hello, end] };
const failingDocument = {
  formatVersion: 2,
  modules: [
    start,
    hello,
    end,
    { id: 'lost', type: 'MESSAGE', name: 'Lost', position: at(3), connections: [], settings: { messageType: 'TEXT', payloads: [''] } },
    { id: 'pay', type: 'PAYMENTS', name: 'Pay', position: at(4), connections: [], settings: {} },
  ],
};

/** A flow that passes every check: START, a message, END. */
export const passingFlow = JSON.stringify(passingDocument);
/** A flow with a module nothing leads to, an empty message in it, and a payment module (which cannot be published). */
export const failingFlow = JSON.stringify(failingDocument);

/** The company's assistants, the versions of one, and what the server answers for a version. */
export const savedAssistants: ValidatorAssistant[] = [
  { id: 'bot-shop', name: 'Shop assistant' },
  { id: 'bot-bakery', name: 'Bakery assistant' },
];
export const savedVersions: ValidatorVersion[] = [
  { id: 'ver-2', name: 'v2' },
  { id: 'ver-1', name: 'v1' },
];
/** What reading the stored flow left out, in the reader's words (listed with the findings). */
export const storedProblem = 'Module "Hello" (MESSAGE), settings.delay: Expected number, received string';
export const failingVersion: SavedFlow = { flow: failingDocument as FlowDocument, storedProblems: [storedProblem] };
export const passingVersion: SavedFlow = { flow: passingDocument as FlowDocument, storedProblems: [] };
/** The designer's answer for a stored flow it cannot open. */
export const unreadableVersionFailure = httpFailure(500, { error: 'FLOW', message: 'The stored flow is not JSON.' });

export const validatorModel: CatalogueEntry = {
  machine: validatorMachine,
  appActions: [],
  scenarios: [
    {
      name: 'validate a flow',
      events: [
        { type: 'TEXT_CHANGED', value: passingFlow },
        { type: 'TEXT_CHANGED', value: failingFlow },
        { type: 'TEXT_CHANGED', value: '{"formatVersion": 2, "modules": [' },
        { type: 'TEXT_CHANGED', value: '{"name": "not a flow"}' },
        { type: 'TEXT_CHANGED', value: '   ' },
        { type: 'VALIDATE' },
        { type: 'CLEAR' },
        { type: 'FILE_CHOSEN', file: new Blob([passingFlow]), name: 'flow.json' },
        { type: 'FILE_CHOSEN', file: { size: 6_000_000 } as Blob, name: 'huge.json' },
        done('readFile', failingFlow),
        done('readFile', passingFlow),
        failed('readFile', new Error('The file could not be read.')),
      ],
    },
    {
      name: 'validate a saved version',
      events: [
        { type: 'COMPANY_CHOSEN', companyId: 'c1' },
        done('loadAssistants', savedAssistants),
        failed('loadAssistants', networkFailure),
        { type: 'RETRY_ASSISTANTS' },
        { type: 'ASSISTANT_CHOSEN', botId: 'bot-shop' },
        { type: 'ASSISTANT_CHOSEN', botId: 'bot-bakery' },
        done('loadVersions', savedVersions),
        failed('loadVersions', httpFailure(404)),
        { type: 'RETRY_VERSIONS' },
        { type: 'VERSION_CHOSEN', versionId: 'ver-2' },
        done('loadFlow', failingVersion),
        done('loadFlow', passingVersion),
        failed('loadFlow', unreadableVersionFailure),
        failed('loadFlow', networkFailure),
        { type: 'RETRY_FLOW' },
        { type: 'TEXT_CHANGED', value: passingFlow },
        { type: 'VALIDATE' },
      ],
    },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as ValidatorContext;
    return [
      c.text.slice(0, 40),
      c.fileName,
      c.result?.kind ?? null,
      c.error,
      c.companyId,
      c.assistants.length,
      c.botId,
      c.versions.length,
      c.versionId,
      c.source?.versionId ?? null,
      c.source?.storedProblems.length ?? null,
      c.savedError,
    ];
  }),
};
