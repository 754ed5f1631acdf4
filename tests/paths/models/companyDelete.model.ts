import { companyDeleteMachine, type CompanyDeleteContext } from '../../../machines/companies/companyDelete.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

export const acme = { id: 'c1', name: 'Acme' };
export const companyChangeFailures = [httpFailure(403, { message: 'Only an ADMIN of Acme can do this.' }), httpFailure(400, { message: '' }), httpFailure(500), networkFailure];

export const companyDeleteModel: CatalogueEntry = {
  machine: companyDeleteMachine,
  appActions: ['refetchCompanies', 'showToast'],
  scenarios: [
    {
      name: 'delete a company',
      events: [
        { type: 'OPEN', company: acme },
        { type: 'WORD_CHANGED', value: 'delete' },
        { type: 'WORD_CHANGED', value: 'Delete' },
        { type: 'YES' },
        { type: 'NO' },
        done('deleteCompany', { success: true }),
        done('deleteCompany', { success: false }),
        ...companyChangeFailures.map((f) => failed('deleteCompany', f)),
      ],
    },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as CompanyDeleteContext;
    return [c.company?.id, c.word, c.error];
  }),
};
