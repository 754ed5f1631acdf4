import { companyCreateMachine, type CompanyCreateContext } from '../../../machines/companies/companyCreate.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

export const companyCreateFailures = [
  httpFailure(500),
  httpFailure(402),
  httpFailure(400, { message: 'Company names may not contain "<".' }),
  httpFailure(403, { message: '' }),
  networkFailure,
];

export const companyCreateModel: CatalogueEntry = {
  machine: companyCreateMachine,
  appActions: ['showToast', 'refetchCompanies'],
  scenarios: [
    {
      name: 'create a company',
      events: [
        { type: 'OPEN' },
        { type: 'CLOSE' },
        { type: 'NAME_CHANGED', value: '' },
        { type: 'NAME_CHANGED', value: 'A' },
        { type: 'NAME_CHANGED', value: 'Acme ' },
        { type: 'COUNTRY_CHANGED', value: 'GERMANY' },
        { type: 'DESCRIPTION_CHANGED', value: '' },
        { type: 'DESCRIPTION_CHANGED', value: 'Support bots for our shops' },
        { type: 'SUBMIT' },
        done('createCompany', { id: 'c1', name: 'Acme' }),
        ...companyCreateFailures.map((f) => failed('createCompany', f)),
      ],
    },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as CompanyCreateContext;
    return [c.name.trim().length, c.country, c.requestDescription.trim() !== '', c.nameError?.key, c.descriptionError?.key, c.error];
  }),
};
