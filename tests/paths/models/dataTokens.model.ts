import { dataTokensMachine, tokenFormProblem, type DataTokensContext } from '../../../machines/dataStation/dataTokens.machine';
import type { CreatedDataToken, DataToken } from '../../../services/contracts/dataStation';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

const at = '2026-11-27T10:00:00.000Z';
export const shopToken: DataToken = { id: 't1', name: 'Shop sync', scope: 'read-write', hint: 'dst_••••1a2b', expiresAt: null, createdAt: at, lastUsedAt: at };
export const reportToken: DataToken = { id: 't2', name: 'Reports', scope: 'read', hint: 'dst_••••9f9f', expiresAt: '2027-01-31T20:59:59.999Z', createdAt: at, lastUsedAt: null };
export const createdToken: CreatedDataToken = {
  token: 'dst_3vQ8mZtq0Yb7kR2nH5xW1cLp9sJd4fGa',
  summary: { id: 't3', name: 'Warehouse', scope: 'read', hint: 'dst_••••4fGa', expiresAt: null, createdAt: at, lastUsedAt: null },
};
export const nameTakenMessage = 'The company already has a token with this name.';
export const TODAY = '2026-11-28';

const events = [
  { type: 'RETRY' },
  { type: 'CREATE' },
  { type: 'REVOKE', id: 't1' },
  { type: 'REVOKE', id: 'unknown' },
  { type: 'NAME_CHANGED', value: 'Warehouse' },
  { type: 'NAME_CHANGED', value: 'shop SYNC' },
  { type: 'SCOPE_CHANGED', value: 'read-write' },
  { type: 'EXPIRY_CHANGED', value: '2026-11-27' },
  { type: 'EXPIRY_CHANGED', value: '2027-03-01' },
  { type: 'SUBMIT' },
  { type: 'CANCEL' },
  { type: 'CONFIRM' },
  { type: 'DONE' },
  done('loadTokens', { tokens: [shopToken, reportToken], canWrite: true }),
  done('loadTokens', { tokens: [shopToken], canWrite: false }),
  failed('loadTokens', httpFailure(500)),
  failed('loadTokens', networkFailure),
  done('createToken', createdToken),
  failed('createToken', httpFailure(400, { message: nameTakenMessage })),
  done('revokeToken', undefined),
  failed('revokeToken', httpFailure(404, { message: 'This token does not exist.' })),
];

export const dataTokensModel: CatalogueEntry = {
  machine: dataTokensMachine,
  appActions: [],
  scenarios: [{ name: "an ADMIN or a member opens the company's data station tokens", input: { companyId: 'c1', today: TODAY }, events }],
  // What changes what the manager accepts next: who may write, the listed tokens, the chosen one, whether the form would be sent, and the token shown once.
  serialize: serializeWith(({ context }) => {
    const c = context as DataTokensContext;
    return [c.canWrite, c.tokens.map((t) => t.id).join(), c.selectedId, tokenFormProblem(c) === null, c.created !== null];
  }),
};
