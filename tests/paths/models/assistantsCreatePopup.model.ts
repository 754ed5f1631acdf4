import { assistantsCreatePopupMachine, type AssistantsCreatePopupContext } from '../../../machines/assistants/assistantsCreatePopup.machine';
import { serializeWith, type CatalogueEntry } from '../model';

export const companies = {
  enterpriseAdmin: { id: 'c1', name: 'Acme', isEnterprise: true, currentUserType: 'ADMIN' },
  enterpriseUser: { id: 'c2', name: 'Globex', isEnterprise: true, currentUserType: 'USER' },
  pending: { id: 'c3', name: 'Initech', isEnterprise: false, currentUserType: 'ADMIN' },
};

const events = [
  { type: 'OPEN' },
  { type: 'CLOSE' },
  ...Object.values(companies).map((company) => ({ type: 'COMPANY_SELECTED', company })),
  { type: 'NEXT' },
  { type: 'BACK' },
  { type: 'CREATED', id: 'b1', fromTemplate: false, name: 'Support bot' },
];

export const assistantsCreatePopupModel: CatalogueEntry = {
  machine: assistantsCreatePopupMachine,
  appActions: ['openCreatedAssistant'],
  scenarios: [
    { name: 'role setting off', input: { roleSettingOn: false }, events },
    { name: 'role setting on', input: { roleSettingOn: true }, events },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as AssistantsCreatePopupContext;
    return [c.company?.id, c.error?.key];
  }),
};
