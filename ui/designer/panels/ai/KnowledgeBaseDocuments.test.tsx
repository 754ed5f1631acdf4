// @vitest-environment jsdom
import '../../../testing/dom';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DocumentUpload, KnowledgeBase, KnowledgeBaseDocument } from '../../../../services/contracts/aiData';
import { initTestI18n } from '../../../testing/i18n';
import { AutoGenerativePanel } from './AutoGenerativePanel';
import { aiModule, connection, renderAiPanel } from './panelHarness';

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const base = { aiMode: 'MESSAGE', knowledgeBaseId: [], toggleForKbOnly: false, useMessageLimit: false, returnAnswerAsParameterOnly: false, intents: [] };
const stored = (over: Partial<KnowledgeBaseDocument>): KnowledgeBaseDocument => ({
  _id: 'doc1',
  knowledgeBaseId: 'kb1',
  title: 'Shipping',
  contentType: 'text/markdown',
  size: 120,
  passages: 3,
  providerId: 'gpt4',
  createdAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

/** A company's knowledge bases and documents kept in memory, as the server would. */
function library(bases: KnowledgeBase[]) {
  const documents: KnowledgeBaseDocument[] = [stored({})];
  const uploads: Array<{ id: string; upload: DocumentUpload }> = [];
  return {
    uploads,
    data: {
      aiConnections: async () => [connection('gpt4', 'Generative AI', { model: 'gpt-4' })],
      knowledgeBases: async () => [...bases],
      knowledgeBaseIntents: async () => [],
      knowledgeBaseDocuments: async (id: string) => documents.filter((d) => d.knowledgeBaseId === id),
      createKnowledgeBase: async (companyId: string, label: string) => {
        const created = { _id: `kb${bases.length + 1}`, label, companyId, createdAt: '', createdBy: 'u1' };
        bases.push(created);
        return created;
      },
      uploadDocument: async (id: string, upload: DocumentUpload) => {
        uploads.push({ id, upload });
        const document = stored({ _id: `doc${documents.length + 1}`, knowledgeBaseId: id, title: upload.title, passages: 2 });
        documents.unshift(document);
        return document;
      },
      deleteDocument: async (_: string, documentId: string) => {
        documents.splice(
          documents.findIndex((d) => d._id === documentId),
          1,
        );
      },
    },
  };
}

describe('knowledge base documents in the Auto Generative panel', () => {
  it('lists the chosen knowledge base’s documents, uploads a Markdown file with the module’s provider and deletes after a question', async () => {
    const { data, uploads } = library([{ _id: 'kb1', label: 'Help centre', companyId: 'company-1', createdAt: '', createdBy: '' }]);
    const { user } = renderAiPanel(AutoGenerativePanel, aiModule('GENERATIVE', { ...base, knowledgeBaseId: ['kb1'], providerId: 'gpt4' }), data);
    await user.click(await screen.findByRole('button', { name: 'Documents' }));
    expect(screen.getByRole('heading', { name: 'Knowledge base documents' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Documents' });
    await waitFor(() => expect(within(list).getByText('Shipping')).toBeTruthy());
    expect(within(list).getByText(/Passages: 3/)).toBeTruthy();

    await user.upload(fileInput(), new File(['# Returns\n\nFree within thirty days.'], 'Returns policy.md', { type: 'text/markdown' }));
    expect(await screen.findByText('“Returns policy” was uploaded; passages that can now be found: 2.')).toBeTruthy();
    expect(uploads).toEqual([
      { id: 'kb1', upload: { title: 'Returns policy', contentType: 'text/markdown', providerId: 'gpt4', content: '# Returns\n\nFree within thirty days.' } },
    ]);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent),
    ).toEqual(['Returns policy', 'Shipping']);

    await user.click(screen.getByRole('button', { name: 'Delete Shipping' }));
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText(/Delete the document “Shipping” and its passages\?/)).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“Shipping” was deleted.')).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('refuses a PDF, and any file while the module has no provider, with the reason', async () => {
    const kb = { _id: 'kb1', label: 'Help centre', companyId: 'company-1', createdAt: '', createdBy: '' };
    const first = library([kb]);
    const { user } = renderAiPanel(AutoGenerativePanel, aiModule('GENERATIVE', { ...base, knowledgeBaseId: ['kb1'], providerId: 'gpt4' }), first.data);
    await user.click(await screen.findByRole('button', { name: 'Documents' }));
    await screen.findByText('Shipping');
    // The picker's accept list is a hint: a file chosen anyway is refused by its name.
    fireEvent.change(fileInput(), { target: { files: [new File(['%PDF'], 'prices.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Only text (.txt), Markdown (.md) and HTML (.html) files can be uploaded.')).toBeTruthy();
    expect(first.uploads).toEqual([]);
    cleanup();

    const second = library([kb]);
    const again = renderAiPanel(AutoGenerativePanel, aiModule('GENERATIVE', { ...base, knowledgeBaseId: ['kb1'] }), second.data);
    await again.user.click(await screen.findByRole('button', { name: 'Documents' }));
    await screen.findByText('Shipping');
    const reason = 'Choose the AI provider in the panel first: its vector-search model embeds the passages.';
    expect(screen.getAllByText(reason)).toHaveLength(1);
    await again.user.upload(fileInput(), new File(['text'], 'prices.txt', { type: 'text/plain' }));
    // The hint under the button, and now the refusal too.
    await waitFor(() => expect(screen.getAllByText(reason)).toHaveLength(2));
    expect(second.uploads).toEqual([]);
  });

  it('creates the first knowledge base and chooses it for the module', async () => {
    const { data } = library([]);
    const { user, module } = renderAiPanel(AutoGenerativePanel, aiModule('GENERATIVE', { ...base, providerId: 'gpt4' }), data);
    await user.click(await screen.findByRole('button', { name: 'Documents' }));
    expect(screen.getByText('The company has no knowledge base yet. Name one below to start.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The knowledge base needs a name.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Knowledge base name' }), 'Returns{Enter}');
    expect(await screen.findByText('The knowledge base “Returns” was created and chosen for this module.')).toBeTruthy();
    expect(module().settings['knowledgeBaseId']).toEqual(['kb1']);
    expect(screen.getByText('This knowledge base has no documents yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Knowledge base/ }).textContent).toContain('Returns'));
  });
});
