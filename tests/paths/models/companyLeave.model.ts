import { companyLeaveMachine, type CompanyLeaveContext } from '../../../machines/companies/companyLeave.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { acme, companyChangeFailures } from './companyDelete.model';
import { done, failed, httpFailure } from './fixtures';

export const companyLeaveModel: CatalogueEntry = {
  machine: companyLeaveMachine,
  appActions: ['refetchCompanies', 'showToast'],
  scenarios: [
    {
      name: 'leave a company',
      events: [
        { type: 'OPEN', company: acme },
        { type: 'YES' },
        { type: 'NO' },
        done('leaveCompany', { success: true }),
        done('leaveCompany', { success: false }),
        failed('leaveCompany', httpFailure(409, { message: 'You are the last ADMIN of Acme: make someone else ADMIN first.' })),
        ...companyChangeFailures.map((f) => failed('leaveCompany', f)),
      ],
    },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as CompanyLeaveContext;
    return [c.company?.id, c.error];
  }),
};
