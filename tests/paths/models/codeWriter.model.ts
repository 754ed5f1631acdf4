import { codeWriterMachine, type CodeWriterContext } from '../../../machines/codeStation/codeWriter.machine';
import type { AiConnectionRow } from '../../../machines/ai/aiConnections';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

const row = (id: string, name: string, kind: AiConnectionRow['kind']): AiConnectionRow => ({ id, name, type: name, kind, backend: 'sandbox', projectName: 'p', settings: {} });
export const generativeRow = row('ai-gen', 'Generative AI Default', 'generativeDefault');
export const otherRow = row('ai-nlu', 'Watson desk', 'watson');
export const writtenBlock = { code: "return { city: String(params.city ?? '').trim() };", syntaxError: null };
export const createdBlock = {
  functionId: 'block-1',
  functionName: 'Delivery days',
  version: '1.0.0',
  createdAt: '2026-11-29T10:00:00.000Z',
  code: writtenBlock.code,
  parameters: ['city'],
  versions: [],
};

export const codeWriterModel: CatalogueEntry = {
  machine: codeWriterMachine,
  appActions: [],
  scenarios: [
    {
      name: "the company's connections cannot be read, or none is generative",
      input: { companyId: 'c1' },
      events: [done('loadConnections', [otherRow]), failed('loadConnections', networkFailure), { type: 'RETRY' }],
    },
    {
      name: 'describe the block, have it written, and save it',
      input: { companyId: 'c1' },
      events: [
        done('loadConnections', [otherRow, generativeRow]),
        { type: 'CONNECTION_CHOSEN', connectionId: 'ai-gen' },
        { type: 'DESCRIPTION_CHANGED', value: 'Work out the delivery days from the city.' },
        { type: 'PARAMETERS_CHANGED', value: 'city, 2nd' },
        { type: 'PARAMETERS_CHANGED', value: 'city' },
        { type: 'WRITE' },
        done('writeCode', writtenBlock),
        failed('writeCode', httpFailure(502, { message: 'The AI connection could not write the code block. Please try again.' })),
        { type: 'NAME_CHANGED', value: 'Delivery days' },
        { type: 'CODE_CHANGED', value: '' },
        { type: 'CREATE' },
        done('createCodeBlock', createdBlock),
        failed('createCodeBlock', httpFailure(400, { message: 'A code block with this name already exists.' })),
      ],
    },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as CodeWriterContext;
    return [c.connectionId, c.description.length > 0, c.parametersText, c.name, c.code.length > 0, c.created?.functionId ?? null, c.error?.key ?? null];
  }),
};
