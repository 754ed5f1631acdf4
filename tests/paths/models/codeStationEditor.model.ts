import { codeStationEditorMachine, isDirty, isOlderVersion, type CodeStationEditorContext } from '../../../machines/codeStation/codeStationEditor.machine';
import { draftProblem, nameProblem } from '../../../machines/codeStation/codeStationTexts';
import type { CodeBlockVersionView } from '../../../services/contracts/rest/codeStation';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

export const pricingBlock = { functionId: 'b1', functionName: 'Pricing' };
export const shippingBlock = { functionId: 'b2', functionName: 'Shipping' };

const history = (...versions: string[]) => versions.map((version, i) => ({ version, createdAt: `2026-11-2${i}T10:00:00.000Z` }));

export const pricingLatest: CodeBlockVersionView = {
  ...pricingBlock,
  version: '1.1.0',
  createdAt: '2026-11-20T10:00:00.000Z',
  code: 'return { price: 2 * Number(params.weight) };',
  parameters: ['weight'],
  versions: history('1.1.0', '1.0.0'),
};
export const pricingOlder: CodeBlockVersionView = { ...pricingLatest, version: '1.0.0', code: 'return { price: 1 };', parameters: [] };
export const pricingSaved: CodeBlockVersionView = {
  ...pricingLatest,
  version: '1.2.0',
  code: 'return { price: 6 };',
  parameters: ['weight'],
  versions: history('1.2.0', '1.1.0', '1.0.0'),
};
export const shippingLatest: CodeBlockVersionView = {
  ...shippingBlock,
  version: '1.0.0',
  createdAt: '2026-11-20T10:00:00.000Z',
  code: 'return {};',
  parameters: [],
  versions: history('1.0.0'),
};
export const taxCreated: CodeBlockVersionView = {
  functionId: 'b3',
  functionName: 'Tax',
  version: '1.0.0',
  createdAt: '2026-11-27T10:00:00.000Z',
  code: 'return {};',
  parameters: [],
  versions: history('1.0.0'),
};
export const pricingRenamed: CodeBlockVersionView = { ...pricingLatest, functionName: 'Prices' };

export const timeLimit = 'the code block ran out of time (1 s)';

const events = [
  { type: 'RETRY' },
  { type: 'NEW_BLOCK' },
  { type: 'NAME_CHANGED', value: '' },
  { type: 'NAME_CHANGED', value: 'Tax' },
  { type: 'NAME_CHANGED', value: 'Shipping' },
  { type: 'SUBMIT' },
  { type: 'CANCEL' },
  { type: 'CONFIRM' },
  { type: 'SELECT', functionId: 'b1' },
  { type: 'SELECT', functionId: 'b2' },
  { type: 'SELECT', functionId: 'unknown' },
  { type: 'OPEN_VERSION', version: '1.0.0' },
  { type: 'OPEN_VERSION', version: '1.1.0' },
  { type: 'OPEN_VERSION', version: '9.9.9' },
  { type: 'CODE_CHANGED', value: 'return { price: 6 };' },
  { type: 'PARAMETER_ADDED' },
  { type: 'PARAMETER_CHANGED', index: 0, value: 'weight' },
  { type: 'PARAMETER_CHANGED', index: 0, value: '1st' },
  { type: 'PARAMETER_CHANGED', index: 5, value: 'x' },
  { type: 'PARAMETER_REMOVED', index: 0 },
  { type: 'VALUE_CHANGED', name: 'weight', value: '3' },
  { type: 'SAVE' },
  { type: 'RESTORE' },
  { type: 'RUN' },
  { type: 'RENAME' },
  { type: 'DELETE' },
  done('loadBlocks', [pricingBlock, shippingBlock]),
  done('loadBlocks', []),
  failed('loadBlocks', httpFailure(500)),
  failed('loadBlocks', networkFailure),
  done('openVersion', pricingLatest),
  done('openVersion', pricingOlder),
  failed('openVersion', httpFailure(404, { message: 'The code block was not found.' })),
  done('createBlock', taxCreated),
  failed('createBlock', httpFailure(400, { message: 'The code block needs a name.' })),
  done('saveVersion', pricingSaved),
  failed('saveVersion', httpFailure(500)),
  done('runTest', { ok: true, values: { price: 6 }, logs: ['pricing 3'] }),
  done('runTest', { ok: false, error: timeLimit, logs: [] }),
  failed('runTest', networkFailure),
  done('renameBlock', pricingRenamed),
  failed('renameBlock', httpFailure(400, { message: 'A code block name is at most 100 characters.' })),
  done('deleteBlock', { functionId: 'b1', deleted: true }),
  failed('deleteBlock', httpFailure(403, { message: 'A VIEWER cannot change code blocks.' })),
];

export const codeStationEditorModel: CatalogueEntry = {
  machine: codeStationEditorMachine,
  appActions: [],
  scenarios: [
    { name: "a designer edits the company's code blocks", input: { companyId: 'c1' }, events },
    {
      name: 'a link opens one block of the company',
      input: { companyId: 'c1', functionId: 'b2' },
      events: [done('loadBlocks', [pricingBlock, shippingBlock]), done('loadBlocks', [pricingBlock]), done('openVersion', shippingLatest)],
    },
  ],
  // What changes what the editor accepts next: the list's size, the open block and whether it is older, the draft's state, the typed name's validity, where a confirmed leave goes.
  serialize: serializeWith(({ context }) => {
    const c = context as CodeStationEditorContext;
    return [
      c.blocks.length,
      c.open && [c.open.functionId, isOlderVersion(c.open), c.open.versions.length],
      isDirty(c),
      c.draft.parameters.length,
      draftProblem(c.draft.code, c.draft.parameters) === null,
      nameProblem(
        c.name,
        c.blocks.map((b) => b.functionName),
      ) === null,
      c.leaveTo?.kind,
    ];
  }),
};
