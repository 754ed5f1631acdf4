import type { AnyEventObject } from 'xstate';
import { companyCall, en, needs, notOffered, q, status, uniqueSuffix, visible, type Screen } from './kit';

const a = (key: string) => en('analysis', `assistants.list.${key}`);
/** The model's companies by id, made by the prelude under the test's suffix: Acme has the assistant "Orders", Beta none. */
const COMPANIES: Record<string, string> = { c1: 'Acme', c2: 'Beta' };
const chosenBefore = (earlier: readonly AnyEventObject[]) => earlier.findLast((event) => event.type === 'COMPANY_CHOSEN')?.['companyId'] as string | undefined;

/**
 * /assistant-analysis of a person with two companies of their own, made through the API as the
 * model's: Acme with an assistant "Orders", Beta with none. One company or none, and the
 * failures, need another person or a failing server.
 */
export const assistantList: Screen = {
  route: '/assistant-analysis',
  signedIn: true,
  imports: [{ names: ['graphql', 'sessionToken'], from: 'tests/e2e/support/designer' }],
  prelude: [
    uniqueSuffix,
    {
      name: 'companies',
      code: [
        'const token = await sessionToken(page);',
        `const made = async (name: string) => (await ${companyCall('token', '`${name} ${unique}`')}).createCompany.id;`,
        "const companies = { acme: await made('Acme'), beta: await made('Beta') };",
        "await graphql(baseUrl, token, 'mutation ($name: String!, $companyId: ID!) { createBot(name: $name, companyId: $companyId) { id } }', { name: 'Orders', companyId: companies.acme }, companies.acme);",
      ],
    },
  ],
  step: (event, _scenario, earlier = []) => {
    if (event.type === 'xstate.done.actor.loadCompanies') {
      const listed = event['output'] as unknown[];
      if (listed.length !== 2) return needs(`a person with ${listed.length === 0 ? 'no company' : 'one company'} (the test's person has the model's two)`);
      return { code: ["// The server lists the person's two companies.", 'void companies;'] };
    }
    if (event.type === 'COMPANY_CHOSEN') {
      const name = COMPANIES[String(event['companyId'])];
      if (!name) return notOffered(`a company the picker does not offer (${String(event['companyId'])})`);
      if (chosenBefore(earlier) === event['companyId']) return notOffered('choosing the company already chosen (the picker sends nothing)');
      return {
        code: [`await page.getByRole('button', { name: ${q(a('company'))} }).click();`, `await page.getByRole('option', { name: \`${name} \${unique}\`, exact: true }).click();`],
      };
    }
    if (event.type === 'xstate.done.actor.loadAssistants') {
      const chosen = chosenBefore(earlier);
      const listed = (event['output'] as Array<{ name: string }>).length > 0;
      if (listed !== (chosen === 'c1'))
        return needs(`the model's ${listed ? 'assistant' : 'empty list'} in ${COMPANIES[chosen ?? ''] ?? 'the company'}, which the test made ${listed ? 'without' : 'with'} one`);
      return { code: listed ? ["// The server lists Acme's assistant.", ...visible("page.getByRole('row').filter({ hasText: 'Orders' })")] : ['// Beta has no assistant.'] };
    }
    return needs(`the server must fail with ${status(event)}`);
  },
  state: (value) => {
    if (value === 'choosingCompany') return visible(`page.getByRole('button', { name: ${q(a('company'))} })`);
    if (value === 'listing') return visible(`page.getByRole('table', { name: ${q(a('caption'))} })`);
    if (value === 'noAssistants') return visible(`page.getByRole('status').getByText(${q(a('noAssistants'))})`);
    if (value === 'noCompanies') return visible(`page.getByText(${q(a('noCompanies'))})`);
    if (value === 'companiesFailed' || value === 'assistantsFailed') return visible(`page.getByRole('button', { name: ${q(a('retry'))}, exact: true })`);
    return null;
  },
};
