import { guideMachine, type GuideContext } from '../../../machines/companies/guide.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

const companyFailures = [httpFailure(500), httpFailure(400), httpFailure(402), httpFailure(403, { message: 'Not allowed here.' }), networkFailure];
const events = [
  { type: 'OK' },
  { type: 'NAME_CHANGED', value: '' },
  { type: 'NAME_CHANGED', value: 'A' },
  { type: 'NAME_CHANGED', value: ' Acme ' },
  { type: 'SUBMIT' },
  done('createCompany', { id: 'c1', name: 'Acme' }),
  ...companyFailures.map((f) => failed('createCompany', f)),
  { type: 'PEOPLE_COUNT_CHANGED', value: '2-10' },
  { type: 'WORK_FIELD_CHANGED', value: 'Computer Software' },
  { type: 'JOB_TITLE_CHANGED', value: 'Director/Manager' },
  done('createAccountInfo', { companyId: 'c1', userId: 'u1', peopleCount: '2-10', workField: 'Computer Software', jobTitle: 'Director/Manager' }),
  failed('createAccountInfo', httpFailure(500)),
  failed('createAccountInfo', httpFailure(400, { message: 'Unknown work field.' })),
  failed('createAccountInfo', networkFailure),
  { type: 'ASSISTANT_CREATED', id: 'b1', fromTemplate: true, template: 'tpl-faq' },
  { type: 'ASSISTANT_CREATED', id: 'b2', fromTemplate: false },
];

export const guideModel: CatalogueEntry = {
  machine: guideMachine,
  appActions: ['goToLogin', 'goToDesigner'],
  scenarios: [
    { name: 'first login', input: { firstLogin: true, userEmail: 'ada@example.com', userId: 'u1' }, events },
    { name: 'opened from the menu', input: { firstLogin: false, userEmail: 'ada@example.com', userId: 'u1' }, events: events.slice(0, 6).concat(events.slice(11)) },
    { name: 'no e-mail in the session', input: { firstLogin: true }, events },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as GuideContext;
    return [c.companyName.trim().length, c.companyId, c.peopleCount, c.workField, c.jobTitle, c.nameError?.key, c.error];
  }),
};
