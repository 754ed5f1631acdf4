import { createProblem, editProblem, secretManagerMachine, type SecretManagerContext } from '../../../machines/secrets/secretManager.machine';
import { secretValueProblem } from '../../../machines/secrets/secretManagerTexts';
import type { SecretSummary } from '../../../services/contracts/secrets';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

const at = '2026-11-27T10:00:00.000Z';
export const shopKey: SecretSummary = { id: 's1', name: 'SHOP_API_KEY', description: 'The shop', hint: '••••1a2b', createdAt: at, updatedAt: at, lastUsedAt: null };
export const mailPassword: SecretSummary = { id: 's2', name: 'MAIL_PASSWORD', description: '', hint: '••••', createdAt: at, updatedAt: at, lastUsedAt: at };
export const taxToken: SecretSummary = { id: 's3', name: 'TAX_TOKEN', description: 'Tax office', hint: '••••9zz9', createdAt: at, updatedAt: at, lastUsedAt: null };
export const shopKeyRenamed: SecretSummary = { ...shopKey, name: 'STORE_API_KEY', description: 'The store' };
export const shopKeyReplaced: SecretSummary = { ...shopKey, hint: '••••7777', updatedAt: '2026-11-28T10:00:00.000Z' };
export const nameTakenMessage = 'The company already has a secret with this name.';

const events = [
  { type: 'RETRY' },
  { type: 'ADD' },
  { type: 'REPLACE', id: 's1' },
  { type: 'REPLACE', id: 'unknown' },
  { type: 'EDIT', id: 's1' },
  { type: 'DELETE', id: 's1' },
  { type: 'NAME_CHANGED', value: 'TAX_TOKEN' },
  { type: 'NAME_CHANGED', value: '1st key' },
  { type: 'NAME_CHANGED', value: 'mail_password' },
  { type: 'VALUE_CHANGED', value: 'tax-token-9zz9' },
  { type: 'VALUE_CHANGED', value: '' },
  { type: 'DESCRIPTION_CHANGED', value: 'x'.repeat(501) },
  { type: 'SUBMIT' },
  { type: 'CANCEL' },
  { type: 'CONFIRM' },
  done('loadSecrets', { secrets: [shopKey, mailPassword], canWrite: true }),
  done('loadSecrets', { secrets: [shopKey], canWrite: false }),
  failed('loadSecrets', httpFailure(500)),
  failed('loadSecrets', networkFailure),
  done('createSecret', taxToken),
  failed('createSecret', httpFailure(400, { message: nameTakenMessage })),
  done('replaceValue', shopKeyReplaced),
  failed('replaceValue', httpFailure(404, { message: 'This secret does not exist.' })),
  done('describeSecret', shopKeyRenamed),
  failed('describeSecret', httpFailure(400, { message: nameTakenMessage })),
  done('deleteSecret', undefined),
  failed('deleteSecret', httpFailure(403, { message: 'Only an ADMIN of the company can change its secrets.' })),
];

export const secretManagerModel: CatalogueEntry = {
  machine: secretManagerMachine,
  appActions: [],
  scenarios: [{ name: "an ADMIN or a USER opens the company's secrets", input: { companyId: 'c1' }, events }],
  // What changes what the manager accepts next: who may write, the listed secrets, the chosen one, and whether each form would be sent.
  serialize: serializeWith(({ context }) => {
    const c = context as SecretManagerContext;
    return [c.canWrite, c.secrets.map((s) => s.id).join(), c.selectedId, createProblem(c) === null, editProblem(c) === null, secretValueProblem(c.form.value) === null];
  }),
};
