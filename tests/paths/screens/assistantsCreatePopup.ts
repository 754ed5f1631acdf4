import { companies } from '../models/assistantsCreatePopup.model';
import { companyCall, en, needs, notOffered, q, uniqueSuffix, visible, gone, type Screen } from './kit';

const a = (key: string) => en('assistants', key);
const dialog = "page.getByRole('dialog')";
const inDialog = (name: string) => `${dialog}.getByRole('button', { name: ${q(name)}, exact: true })`;
const companySelect = `${dialog}.getByRole('button', { name: ${q(a('popup.companyLabel'))} })`;

/**
 * ADD NEW ASSISTANT on /assistants of a person with a company of their own, made through the
 * API (approved, its ADMIN), standing for the model's Acme. A pending company and a company
 * where the person is a USER need another kind of company or person; the role setting is the
 * server's (off here); creating the assistant is the wizard's own screen.
 */
export const assistantsCreatePopup: Screen = {
  route: '/assistants',
  signedIn: true,
  imports: [{ names: ['graphql', 'sessionToken'], from: 'tests/e2e/support/designer' }],
  prelude: [uniqueSuffix, { name: 'company', code: ['const company = `Acme ${unique}`;', `await ${companyCall('await sessionToken(page)', 'company')};`] }],
  unopened: (scenario) => (scenario === 'role setting on' ? 'a server started with the role setting on (USER_ROLE_SETTING; the harness starts it off)' : null),
  step: (event) => {
    if (event.type === 'OPEN') return { code: [`await page.getByRole('button', { name: ${q(a('popup.add'))}, exact: true }).click();`] };
    if (event.type === 'CLOSE') return { code: [`await ${dialog}.getByRole('button', { name: ${q(a('popup.close'))}, exact: true }).click();`] };
    if (event.type === 'COMPANY_SELECTED') {
      const chosen = event['company'] as { id: string };
      if (chosen.id === companies.pending.id) return needs('a company still pending approval (every company made here is approved)');
      if (chosen.id === companies.enterpriseUser.id) return needs("another person's company where the test's person is a USER");
      if (chosen.id !== companies.enterpriseAdmin.id) return notOffered(`a company the select does not offer (${chosen.id})`);
      return { code: [`await ${companySelect}.click();`, "await page.getByRole('option', { name: company, exact: true }).click();"] };
    }
    if (event.type === 'NEXT') return { code: [`await ${inDialog(a('popup.next'))}.click();`] };
    if (event.type === 'BACK') return { code: [`await ${inDialog(a('wizard.back'))}.click();`] };
    if (event.type === 'CREATED') return needs('an assistant made in the assistant wizard (a screen of its own)');
    return notOffered(`no control sends ${event.type}`);
  },
  state: (value) => {
    if (value === 'closed') return [...visible(`page.getByRole('button', { name: ${q(a('popup.add'))}, exact: true })`), ...gone(dialog)];
    if (value === 'companySelect') return [...visible(`${dialog}.getByRole('heading', { name: ${q(a('popup.title'))} })`), ...visible(companySelect)];
    if (value === 'wizard') return [...visible(inDialog(a('wizard.back'))), ...gone(companySelect)];
    return null;
  },
};
