// @vitest-environment jsdom
import '../../testing/dom';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiFailure } from '../../../services/contracts/common';
import type { Company } from '../../../services/contracts/companies';
import type { DesignerVersion } from '../../../services/contracts/designer';
import type { FlowDocument } from '../../../services/contracts/flow';
import { createGraphqlClient } from '../../../services/graphql';
import { failingFlow, passingFlow, storedProblem } from '../../../tests/paths/models/validator.model';
import { consoleActorsForTest } from '../../testing/consoleActors';
import { initTestI18n } from '../../testing/i18n';
import { renderRoute } from '../../testing/renderRoute';
import ValidatorPage from './ValidatorPage';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const at = '2026-11-27T10:00:00.000Z';
const company = (id: string, name: string): Company => ({ id, name, createdAt: at, currentUserType: 'ADMIN', isEnterprise: false, isIpAddressAllowed: true, country: 'TR' });
const bot = (id: string, name: string, companyId: string) => ({ id, fid: id, name, companyId, companyName: companyId, createdAt: at, createrName: 'Owner' });
const bots: Record<string, ReturnType<typeof bot>[]> = {
  c1: [bot('bot-shop', 'Shop assistant', 'c1'), bot('bot-faq', 'FAQ assistant', 'c1')],
  c2: [bot('bot-bakery', 'Bakery assistant', 'c2')],
};
const versions = [
  { id: 'ver-2', botId: 'bot-shop', name: 'v2', createdAt: at },
  { id: 'ver-1', botId: 'bot-shop', name: 'v1', createdAt: at },
];
const savedVersion = (botId: string, versionId: string, flow: string, storedProblems: string[]): DesignerVersion => ({
  id: versionId,
  name: versionId === 'ver-2' ? 'v2' : 'v1',
  createdAt: at,
  botId,
  botName: 'Shop assistant',
  companyId: 'c1',
  flow: JSON.parse(flow) as FlowDocument,
  access: 'FULL',
  storedProblems,
});
const noAnswer: ApiFailure = { kind: 'network' };
const serverFault: ApiFailure = { kind: 'http', status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'boom' } };

type Options = {
  at?: string;
  /** How many times each call fails before it answers. */
  failures?: { bots?: number; versions?: number; version?: number };
};

/** The page with the company c1 (and c2), whose assistants and versions the fake calls answer; every call is recorded. */
function show({ at: address = '/validator', failures = {} }: Options = {}) {
  const calls: Array<{ call: string; input: unknown }> = [];
  const left = { bots: failures.bots ?? 0, versions: failures.versions ?? 0, version: failures.version ?? 0 };
  const actors = consoleActorsForTest({
    companies: { fetchCompanies: async () => [company('c1', 'Shop company'), company('c2', 'Bakery company')] },
    assistants: {
      fetchBots: async (input) => {
        calls.push({ call: 'fetchBots', input });
        if (left.bots-- > 0) throw noAnswer;
        return bots[input.companyId ?? ''] ?? [];
      },
    },
    designer: {
      fetchDesignerVersions: async (input) => {
        calls.push({ call: 'fetchDesignerVersions', input });
        if (left.versions-- > 0) throw serverFault;
        return input.botId === 'bot-shop' ? versions : [];
      },
      fetchDesignerVersion: async (input) => {
        calls.push({ call: 'fetchDesignerVersion', input });
        if (left.version-- > 0) throw noAnswer;
        return input.versionId === 'ver-2' ? savedVersion(input.botId, 'ver-2', failingFlow, [storedProblem]) : savedVersion(input.botId, 'ver-1', passingFlow, []);
      },
    },
  });
  const client = createGraphqlClient({ fetch: (() => Promise.reject(new Error('no GraphQL here'))) as typeof fetch });
  const view = renderRoute(
    <ApolloProvider client={client}>
      <ValidatorPage />
    </ApolloProvider>,
    { path: '/validator', at: address, actors, routes: [{ path: '/chatbot-designer', element: <p>designer page</p> }] },
  );
  return { user: userEvent.setup(), calls, view };
}

const documentField = () => screen.getByRole('textbox', { name: 'Flow document (JSON)' });
const validate = () => screen.getByRole('button', { name: 'Validate' });
const findingsTable = () => screen.getByRole('grid', { name: 'Problems of the flow' });
const findingRows = () => within(findingsTable()).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) => Array.from(row.children, (cell) => cell.textContent);

/** Puts text into the field as a paste would (typing JSON braces goes through userEvent's key syntax). */
const paste = (text: string) => fireEvent.change(documentField(), { target: { value: text } });

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(`${field}$`) }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

describe('flow validator page', () => {
  it('says a flow passes every check, and lists the problems of one that does not, without links', async () => {
    const { user } = show();
    expect((validate() as HTMLButtonElement).disabled).toBe(true);
    paste(passingFlow);
    await user.click(validate());
    expect(await screen.findByText('The flow passes every check: 3 modules.')).toBeTruthy();

    paste(failingFlow);
    expect(screen.queryByText('The flow passes every check: 3 modules.')).toBeNull();
    await user.click(validate());
    expect(screen.getByRole('alert').textContent).toBe('Problems found: 5.');
    expect(findingRows().map(cellsOf)).toEqual([
      ['Lost', 'Lost cannot be reached from the start module.'],
      ['Lost', 'Add at least one message text.'],
      ['Pay', 'Pay cannot be reached from the start module.'],
      ['Pay', 'Choose a payment integration.'],
      ['Pay', 'PAYMENTS modules cannot run yet: remove this module to publish.'],
    ]);
    // A pasted flow belongs to no assistant: nothing to open in the designer.
    expect(within(findingsTable()).queryAllByRole('link')).toEqual([]);
  });

  it('says why a document is not a flow', async () => {
    const { user } = show();
    paste('{"formatVersion": 2, "modules": [');
    await user.click(validate());
    expect(screen.getByRole('alert').textContent).toBe('This is not valid JSON. Check the brackets, commas and quotes.');
    paste('{"formatVersion": 3, "modules": []}');
    await user.click(validate());
    expect(screen.getByRole('alert').textContent).toBe('The flow cannot be opened.Unknown flow format 3: flows of format 1 and 2 can be read.');
  });

  it('checks a chosen file at once and names it; Clear empties the field', async () => {
    const { user } = show();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([passingFlow], 'shop-flow.json', { type: 'application/json' }));
    expect(await screen.findByText('The flow passes every check: 3 modules.')).toBeTruthy();
    expect(screen.getByText('Read from shop-flow.json')).toBeTruthy();
    expect((documentField() as HTMLTextAreaElement).value).toBe(passingFlow);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect((documentField() as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByText('The flow passes every check: 3 modules.')).toBeNull();
  });

  it("checks a saved version of the company's assistant and links each module's problem to the designer", async () => {
    const { user, calls, view } = show();
    await choose(user, 'Assistant', 'Shop assistant');
    expect(calls.filter((c) => c.call === 'fetchBots')).toEqual([{ call: 'fetchBots', input: { companyId: 'c1' } }]);
    await choose(user, 'Version', 'v2 (Latest)');
    expect(await screen.findByText('Problems found: 6.')).toBeTruthy();
    expect(calls.at(-1)).toEqual({ call: 'fetchDesignerVersion', input: { botId: 'bot-shop', versionId: 'ver-2' } });
    expect(screen.getByText('Loaded from Shop assistant, version v2')).toBeTruthy();
    expect(findingRows().map(cellsOf)).toEqual([
      ['Lost', 'Lost cannot be reached from the start module.'],
      ['Lost', 'Add at least one message text.'],
      ['Pay', 'Pay cannot be reached from the start module.'],
      ['Pay', 'Choose a payment integration.'],
      ['Pay', 'PAYMENTS modules cannot run yet: remove this module to publish.'],
      ['Flow', `A setting has a value of the wrong shape.${storedProblem}`],
    ]);
    const links = within(findingsTable()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Lost', '/chatbot-designer?id=bot-shop&companyId=c1&version=ver-2&module=lost'],
      ['Lost', '/chatbot-designer?id=bot-shop&companyId=c1&version=ver-2&module=lost'],
      ['Pay', '/chatbot-designer?id=bot-shop&companyId=c1&version=ver-2&module=pay'],
      ['Pay', '/chatbot-designer?id=bot-shop&companyId=c1&version=ver-2&module=pay'],
      ['Pay', '/chatbot-designer?id=bot-shop&companyId=c1&version=ver-2&module=pay'],
    ]);

    // The older version passes; editing the loaded text makes it a pasted flow, without links.
    await choose(user, 'Version', 'v1');
    expect(await screen.findByText('The flow passes every check: 3 modules.')).toBeTruthy();
    paste(failingFlow);
    await user.click(validate());
    expect(screen.getByText('Problems found: 5.')).toBeTruthy();
    expect(within(findingsTable()).queryAllByRole('link')).toEqual([]);

    await choose(user, 'Version', 'v2 (Latest)');
    expect(await screen.findByText('Problems found: 6.')).toBeTruthy();
    await user.click(within(findingsTable()).getAllByRole('link', { name: 'Pay' })[0]!);
    expect(await screen.findByText('designer page')).toBeTruthy();
    expect(view.location()).toBe('/chatbot-designer?id=bot-shop&companyId=c1&version=ver-2&module=pay');
  });

  it("lists the assistants of the company the address names, and another company's when chosen", async () => {
    const { user, calls } = show({ at: '/validator?companyId=c2' });
    await user.click(await screen.findByRole('button', { name: /Assistant$/ }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Bakery assistant']);
    await user.keyboard('{Escape}');
    await choose(user, 'Company', 'Shop company');
    await user.click(await screen.findByRole('button', { name: /Assistant$/ }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Shop assistant', 'FAQ assistant']);
    expect(calls.filter((c) => c.call === 'fetchBots').map((c) => c.input)).toEqual([{ companyId: 'c2' }, { companyId: 'c1' }]);
  });

  it('says when the assistants, the versions or the flow cannot be loaded, and tries again', async () => {
    const { user } = show({ failures: { bots: 1, versions: 1, version: 1 } });
    expect(await screen.findByText('Please check your internet connection.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await choose(user, 'Assistant', 'Shop assistant');
    expect(await screen.findByText('Problem in internet connection')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await choose(user, 'Version', 'v1');
    expect(await screen.findByText('Please check your internet connection.')).toBeTruthy();
    expect(screen.queryByText('The flow passes every check: 3 modules.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The flow passes every check: 3 modules.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
