// @vitest-environment jsdom
import '../../testing/dom';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Company } from '../../../services/contracts/companies';
import { createGraphqlClient } from '../../../services/graphql';
import { createdBlock, generativeRow, otherRow, writtenBlock } from '../../../tests/paths/models/codeWriter.model';
import { consoleActorsForTest } from '../../testing/consoleActors';
import { initTestI18n } from '../../testing/i18n';
import { renderRoute } from '../../testing/renderRoute';
import CodeWriterPage from './CodeWriterPage';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const company: Company = {
  id: 'c1',
  name: 'Harbour Goods',
  createdAt: '2026-11-27T10:00:00.000Z',
  currentUserType: 'ADMIN',
  isEnterprise: true,
  isIpAddressAllowed: true,
  country: 'TR',
};

function show(rows = [otherRow, generativeRow], written: () => Promise<typeof writtenBlock | { code: string; syntaxError: string }> = async () => writtenBlock) {
  const writeCode = vi.fn(written);
  const createCodeBlock = vi.fn(async () => createdBlock);
  const actors = consoleActorsForTest({
    companies: { fetchCompanies: async () => [company] },
    aiConnections: { loadConnections: async () => rows },
    codeStation: { writeCode, createCodeBlock },
  });
  const client = createGraphqlClient({ fetch: (() => Promise.reject(new Error('no GraphQL here'))) as typeof fetch });
  renderRoute(
    <ApolloProvider client={client}>
      <CodeWriterPage />
    </ApolloProvider>,
    { path: '/code-station-with-ai', actors },
  );
  return { user: userEvent.setup(), writeCode, createCodeBlock };
}

describe('/code-station-with-ai', () => {
  it("has the company's generative connection write the block, then saves it under a name", async () => {
    const { user, writeCode, createCodeBlock } = show();
    await user.click(await screen.findByRole('button', { name: 'Write the code' }));
    expect(await screen.findByText('Describe what the code block should do in at least 10 characters.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'What should the code block do?' }), 'Work out the delivery days from the city.');
    await user.type(screen.getByRole('textbox', { name: 'Parameters' }), 'city');
    await user.click(screen.getByRole('button', { name: 'Write the code' }));
    expect(await screen.findByText("The code compiles in the Code Station's sandbox.")).toBeTruthy();
    expect(writeCode).toHaveBeenCalledWith(
      { companyId: 'c1', connectionId: 'ai-gen', description: 'Work out the delivery days from the city.', parameters: ['city'] },
      expect.anything(),
    );
    expect((screen.getByRole('textbox', { name: 'Code' }) as HTMLTextAreaElement).value).toBe(writtenBlock.code);

    await user.click(screen.getByRole('button', { name: 'Save as a code block' }));
    expect(await screen.findByText('The code block needs a name.', { exact: false })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Code block name' }), 'Delivery days');
    await user.click(screen.getByRole('button', { name: 'Save as a code block' }));
    expect(await screen.findByText('The code block Delivery days is saved.')).toBeTruthy();
    expect(createCodeBlock).toHaveBeenCalledWith({ companyId: 'c1', functionName: 'Delivery days', code: writtenBlock.code, parameters: ['city'] }, expect.anything());
    expect(screen.getByRole('link', { name: 'Test and change it in the Code Station editor' }).getAttribute('href')).toBe('/code-station-editor?companyId=c1&functionId=block-1');
  });

  it("shows the sandbox's syntax error with the written code", async () => {
    const { user } = show([generativeRow], async () => ({ code: 'return {', syntaxError: 'the code block has a syntax error: unexpected end' }));
    await user.type(await screen.findByRole('textbox', { name: 'What should the code block do?' }), 'Return the city in capitals.');
    await user.click(screen.getByRole('button', { name: 'Write the code' }));
    expect(await screen.findByText('The code does not compile yet: the code block has a syntax error: unexpected end')).toBeTruthy();
  });

  it('tells a company without a Generative AI connection where to add one', async () => {
    show([otherRow]);
    expect(await screen.findByText('This company has no Generative AI connection to write code with.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: "Add one in the company's AI connections" }).getAttribute('href')).toBe('/company-profile?id=c1&initial=AI');
  });
});
