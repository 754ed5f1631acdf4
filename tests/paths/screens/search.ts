import { companyCall, en, fill, needs, q, status, uniqueSuffix, visible, type Screen } from './kit';

const t = (key: string) => en('search', key);
const field = `page.getByRole('searchbox', { name: ${q(t('label'))} })`;
const statusText = (text: string) => visible(`page.getByRole('status').getByText(${q(text)})`);
/** The words of a text before its first value. */
const startOf = (text: string) => text.split('{{')[0]!;

/**
 * /search of a person with one company of their own, "Bakery …" made through the API, standing
 * for the model's company: the text the model types ("ba") finds it. A search that finds nothing
 * for that text, and the server's failures, need another person or a failing server.
 */
export const search: Screen = {
  route: '/search',
  signedIn: true,
  imports: [{ names: ['graphql', 'sessionToken'], from: 'tests/e2e/support/designer' }],
  prelude: [
    uniqueSuffix,
    {
      name: 'company',
      code: ['const company = `Bakery ${unique}`;', `await ${companyCall('await sessionToken(page)', 'company')};`],
    },
  ],
  step: (event) => {
    if (event.type === 'TYPE') return { code: fill(field, event['value']) };
    if (event.type === 'CLEAR') return { code: [`await ${field}.press('Escape');`] };
    if (event.type.startsWith('xstate.after.debounce')) return { code: ['// The typing pauses: the page sends the search.'] };
    if (event.type === 'xstate.done.actor.search') {
      if ((event['output'] as unknown[]).length === 0) return needs("a text that finds nothing of the person's: the company the test made matches the model's text");
      return {
        code: ["// The server finds the person's company.", ...visible(`page.getByRole('listbox', { name: ${q(t('resultsLabel'))} }).getByText(company, { exact: true })`)],
      };
    }
    if (event.type === 'xstate.error.actor.search' && status(event) === 'HTTP 400')
      return needs('a text the server refuses that the page lets through (the page sends only 2 to 100 characters)');
    return needs(`the server must fail the search with ${status(event)}`);
  },
  state: (value) => {
    if (value === 'idle') return statusText(t('idle'));
    if (value === 'tooLong') return visible(`page.getByRole('status').getByText(${q(startOf(en('search', 'errors.tooLong')))})`);
    if (value === 'results') return visible(`page.getByRole('status').getByText(${q(startOf(t('results')))})`);
    if (value === 'failed') return visible(`page.getByRole('button', { name: ${q(t('retry'))}, exact: true })`);
    return null;
  },
};
