import { knowledgeBaseDocumentsMachine, type KnowledgeBaseDocumentsContext } from '../../../machines/ai/knowledgeBaseDocuments.machine';
import type { KnowledgeBaseDocument } from '../../../services/contracts/aiData';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

export const documentFiles = {
  markdown: { name: 'Returns policy.md', size: 2048 },
  pdf: { name: 'Prices.pdf', size: 2048 },
  huge: { name: 'Everything.txt', size: 5 * 1024 * 1024 },
};

const document = (id: string, title: string, passages: number): KnowledgeBaseDocument => ({
  _id: id,
  knowledgeBaseId: 'kb1',
  title,
  contentType: 'text/markdown',
  size: 900,
  passages,
  providerId: 'gen1',
  createdAt: '2026-11-01T10:00:00.000Z',
});
export const storedDocument = document('doc1', 'Shipping', 3);
export const uploadedDocument = document('doc2', 'Returns policy', 2);
export const createdBase = { _id: 'kb9', label: 'Help centre', companyId: 'company-1', createdAt: '2026-11-01T10:00:00.000Z', createdBy: 'u1' };

const events = [
  { type: 'RETRY' },
  { type: 'CREATE', label: '  Help centre ' },
  { type: 'CREATE', label: '   ' },
  { type: 'FILE_CHOSEN', file: documentFiles.markdown, providerId: 'gen1' },
  { type: 'FILE_CHOSEN', file: documentFiles.markdown, providerId: null },
  { type: 'FILE_CHOSEN', file: documentFiles.pdf, providerId: 'gen1' },
  { type: 'FILE_CHOSEN', file: documentFiles.huge, providerId: 'gen1' },
  { type: 'DELETE', documentId: storedDocument._id },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  done('listDocuments', [storedDocument]),
  failed('listDocuments', networkFailure),
  done('createKnowledgeBase', createdBase),
  failed('createKnowledgeBase', httpFailure(409, { message: 'A knowledge base with this name exists.' })),
  done('readFile', '# Returns\n\nReturns are free within thirty days.'),
  failed('readFile', new Error('unreadable')),
  done('uploadDocument', uploadedDocument),
  failed('uploadDocument', httpFailure(502, { message: 'The vector-search model did not embed the document.' })),
  done('deleteDocument', undefined),
  failed('deleteDocument', networkFailure),
];

export const knowledgeBaseDocumentsModel: CatalogueEntry = {
  machine: knowledgeBaseDocumentsMachine,
  appActions: ['knowledgeBaseCreated'],
  scenarios: [
    { name: 'the documents of the chosen knowledge base', input: { companyId: 'company-1', knowledgeBaseId: 'kb1' }, events },
    { name: 'no knowledge base chosen yet', input: { companyId: 'company-1', knowledgeBaseId: null }, events },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as KnowledgeBaseDocumentsContext;
    return [c.knowledgeBaseId, c.documents.map((d) => d._id), c.pendingDelete?._id, c.fileName, c.notice];
  }),
};
