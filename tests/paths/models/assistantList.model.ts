import { assistantListMachine, type AssistantListContext } from '../../../machines/analysis/assistantList.machine';
import type { AssistantSummaries } from '../../../services/contracts/assistantAnalysis';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

const companies = [
  { id: 'c1', name: 'Acme' },
  { id: 'c2', name: 'Beta' },
];
const assistants: AssistantSummaries = [
  { id: 'b1', name: 'Orders', conversations: 4, fallbackRate: 0.25, versions: [{ id: 'v1', name: 'First', conversations: 4, fallbackRate: 0.25 }] },
];

const events = [
  { type: 'RETRY' },
  { type: 'COMPANY_CHOSEN', companyId: 'c1' },
  { type: 'COMPANY_CHOSEN', companyId: 'c2' },
  { type: 'COMPANY_CHOSEN', companyId: 'zz' },
  done('loadCompanies', companies),
  done('loadCompanies', [companies[0]]),
  done('loadCompanies', []),
  failed('loadCompanies', networkFailure),
  done('loadAssistants', assistants),
  done('loadAssistants', []),
  failed('loadAssistants', httpFailure(403, { message: 'You are not a member of this company.' })),
];

export const assistantListModel: CatalogueEntry = {
  machine: assistantListMachine,
  appActions: [],
  scenarios: [{ name: 'a user opens the assistants of their companies', input: undefined, events }],
  // What changes what the list accepts next: the companies offered and the chosen one.
  serialize: serializeWith(({ context }) => {
    const c = context as AssistantListContext;
    return [c.companies.map((x) => x.id).join(), c.companyId];
  }),
};
