// @vitest-environment jsdom
import '../../testing/dom';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '../../../services/contracts/companies';
import type { CodeBlockUsageReport } from '../../../services/contracts/rest/codeStationReports';
import { createGraphqlClient } from '../../../services/graphql';
import type { CodeStationReportCalls } from '../../app/actors/codeStationReportCalls';
import { consoleActorsForTest } from '../../testing/consoleActors';
import { en, initTestI18n } from '../../testing/i18n';
import { httpFailure } from '../../testing/manualActor';
import { renderRoute } from '../../testing/renderRoute';
import CodeBlockUsagePage from './CodeBlockUsagePage';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const t = (key: string, values?: Record<string, string | number>) => en(`codeStationReports:${key}`, values);
const at = '2026-11-27T10:00:00.000Z';
const company = (id: string, name: string): Company => ({ id, name, createdAt: at, currentUserType: 'ADMIN', isEnterprise: true, isIpAddressAllowed: true, country: 'TR' });
const use = { botId: 'b1', botName: 'Shop helper', moduleId: 'm1', moduleName: 'Price', blockVersion: null };
const usage: CodeBlockUsageReport = {
  companyId: 'c1',
  companyName: 'Bakery',
  blocks: [
    {
      codeBlockId: 'k1',
      name: 'priceOf',
      uses: [
        { ...use, versionId: 'v2', versionName: 'v2', live: true, latest: true },
        { ...use, versionId: 'v1', versionName: 'v1', live: false, latest: false, moduleName: 'Old price', blockVersion: '1.0.0' },
      ],
    },
    { codeBlockId: 'k2', name: 'unused', uses: [] },
  ],
  missing: [{ ...use, codeBlockId: 'gone', versionId: 'v2', versionName: 'v2', live: true, latest: true, moduleId: 'm9', moduleName: 'Lost' }],
};

function show(address: string, calls: Partial<CodeStationReportCalls>) {
  const actors = consoleActorsForTest({ companies: { fetchCompanies: async () => [company('c1', 'Bakery'), company('c2', 'Florist')] }, codeStationReports: calls });
  const client = createGraphqlClient({ fetch: (() => Promise.reject(new Error('no GraphQL here'))) as typeof fetch });
  renderRoute(
    <ApolloProvider client={client}>
      <CodeBlockUsagePage />
    </ApolloProvider>,
    { path: '/code-station-integration', at: address, actors },
  );
  return userEvent.setup();
}

describe('/code-station-integration', () => {
  it('lists each block with the modules that call it, each a link to the designer at that module, and the calls of blocks gone', async () => {
    const asked: unknown[] = [];
    show('/code-station-integration?companyId=c1', { codeBlockUsage: async (input) => (asked.push(input), usage) });
    const price = within((await screen.findByRole('heading', { name: 'priceOf' })).closest('section')!);
    const rows = price.getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Shop helper', t('usage.versionWith', { version: 'v2', roles: `${t('usage.live')}, ${t('usage.latest')}` }), t('usage.newestBlockVersion')],
      ['Shop helper', 'v1', '1.0.0'],
    ]);
    expect(price.getByRole('link', { name: t('usage.openModule', { module: 'Price', assistant: 'Shop helper' }) }).getAttribute('href')).toBe(
      '/chatbot-designer?id=b1&version=v2&module=m1',
    );
    expect(price.getByRole('link', { name: t('usage.runsOf', { block: 'priceOf' }) }).getAttribute('href')).toBe('/analysis/code-station-report?codeBlockId=k1&companyId=c1');
    const unused = within(screen.getByRole('heading', { name: 'unused' }).closest('section')!);
    expect(unused.getByText(t('usage.unused'))).toBeTruthy();
    const missing = within(screen.getByRole('heading', { name: t('usage.missingTitle') }).closest('section')!);
    expect(missing.getByRole('link', { name: t('usage.openModule', { module: 'Lost', assistant: 'Shop helper' }) }).getAttribute('href')).toBe(
      '/chatbot-designer?id=b1&version=v2&module=m9',
    );
    expect(asked).toEqual([{ companyId: 'c1' }]);
  });

  it('reads the company chosen, says when it has no code blocks, and shows a refusal with Try again', async () => {
    let fail = true;
    const user = show('/code-station-integration', {
      codeBlockUsage: async ({ companyId }) => {
        if (companyId === 'c2' && fail) throw httpFailure(500);
        return { companyId, companyName: companyId, blocks: [], missing: [] };
      },
    });
    expect(await screen.findByText(t('blocks.empty'))).toBeTruthy();
    expect(screen.getByRole('link', { name: t('blocks.openEditor') }).getAttribute('href')).toBe('/code-station-editor?companyId=c1');
    await user.click(screen.getByRole('button', { name: new RegExp(en('companies:scoped.company')) }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Florist' }));
    const retry = await screen.findByRole('button', { name: t('retry') });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('link', { name: t('blocks.openEditor') })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/code-station-integration?companyId=c2');
  });
});
