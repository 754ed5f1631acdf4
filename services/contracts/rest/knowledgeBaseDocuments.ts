import { z } from 'zod';
import { knowledgeBases } from './aiApi';
import { pathParams, type RestContracts } from './contract';

/**
 * Knowledge bases and their documents (spec 03 sections 2.6 and 3.2; docs/knowledge-base.md):
 * POST /bot/api/knowledgebase/:companyId creates a knowledge base;
 * POST /bot/api/knowledge-bases/:id/documents uploads one document's text, which is split into
 * passages and embedded with the vector-search model of the generative connection `providerId`;
 * GET on the same path lists the knowledge base's documents; DELETE on one document removes it
 * with its passages.
 */

export const KNOWLEDGE_BASE_LABEL_MAX = 100;

/** The longest document text, in characters. */
export const DOCUMENT_MAX_CHARS = 1_000_000;
export const DOCUMENT_TITLE_MAX = 200;
/** The most passages one document may give (each is one embedding). */
export const DOCUMENT_MAX_PASSAGES = 2000;
export const DOCUMENT_CONTENT_TYPES = ['text/plain', 'text/markdown', 'text/html'] as const;

export const knowledgeBaseDocumentMessages = {
  titleEmpty: 'The document needs a title.',
  titleLong: `The title can be at most ${DOCUMENT_TITLE_MAX} characters.`,
  contentEmpty: 'The document is empty.',
  contentLong: `The document can be at most ${DOCUMENT_MAX_CHARS} characters.`,
  contentType: 'The document is text (text/plain), Markdown (text/markdown) or HTML (text/html).',
  providerMissing: 'Choose the generative AI connection whose vector-search model embeds the document.',
  noText: 'The document has no text to keep.',
  tooManyPassages: `The document gives more than ${DOCUMENT_MAX_PASSAGES} passages: split it into smaller documents.`,
  knowledgeBaseNotFound: 'The knowledge base does not exist.',
  notGenerative: 'The AI connection is not a generative AI connection.',
  embeddingFailed: 'The vector-search model did not embed the document.',
  noService: 'No generative service is configured for this connection.',
  documentNotFound: 'The document does not exist.',
  labelEmpty: 'The knowledge base needs a name.',
  labelLong: `The name can be at most ${KNOWLEDGE_BASE_LABEL_MAX} characters.`,
  labelTaken: 'A knowledge base with this name exists.',
} as const;

const m = knowledgeBaseDocumentMessages;

export const documentUpload = z.object({
  title: z.string({ error: m.titleEmpty }).trim().min(1, m.titleEmpty).max(DOCUMENT_TITLE_MAX, m.titleLong),
  contentType: z.enum(DOCUMENT_CONTENT_TYPES, { error: m.contentType }),
  content: z
    .string({ error: m.contentEmpty })
    .max(DOCUMENT_MAX_CHARS, m.contentLong)
    .refine((text) => text.trim() !== '', m.contentEmpty),
  providerId: z.string({ error: m.providerMissing }).trim().min(1, m.providerMissing),
});
export type DocumentUpload = z.infer<typeof documentUpload>;

export const newKnowledgeBase = z.object({
  label: z.string({ error: m.labelEmpty }).trim().min(1, m.labelEmpty).max(KNOWLEDGE_BASE_LABEL_MAX, m.labelLong),
});
export type NewKnowledgeBaseBody = z.infer<typeof newKnowledgeBase>;
const knowledgeBase = knowledgeBases.element;

export const knowledgeBaseDocument = z.object({
  _id: z.string(),
  knowledgeBaseId: z.string(),
  title: z.string(),
  contentType: z.string(),
  size: z.number(),
  passages: z.number(),
  providerId: z.string(),
  createdAt: z.string(),
});
export type KnowledgeBaseDocument = z.infer<typeof knowledgeBaseDocument>;

export const knowledgeBaseDocuments = z.array(knowledgeBaseDocument);

/** What removing a document answers: its id. */
export const documentDeleted = z.object({ deleted: z.string() });

export const knowledgeBaseDocumentRoutes = {
  'GET /bot/api/knowledge-bases/:id/documents': { params: pathParams('id'), answer: knowledgeBaseDocuments },
  'POST /bot/api/knowledge-bases/:id/documents': { params: pathParams('id'), body: documentUpload, answer: knowledgeBaseDocument },
  'DELETE /bot/api/knowledge-bases/:id/documents/:documentId': { params: pathParams('id', 'documentId'), answer: documentDeleted },
  'POST /bot/api/knowledgebase/:companyId': { params: pathParams('companyId'), body: newKnowledgeBase, answer: knowledgeBase },
} as const satisfies RestContracts;
