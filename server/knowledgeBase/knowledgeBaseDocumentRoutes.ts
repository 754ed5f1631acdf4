import type { RestAnswer } from '../../services/contracts/rest';
import type { FastifyInstance } from 'fastify';
import { isGenerativeType } from '../providers/ai/provider';
import { DOCUMENT_MAX_CHARS, DOCUMENT_MAX_PASSAGES, documentUpload, knowledgeBaseDocumentMessages as messages } from '../../services/contracts/rest/knowledgeBaseDocuments';
import { aiConnectionFor } from '../ai/aiAccess';
import { withRestContext } from '../ai/restAccess';
import { requireDesignerAccess } from '../bots/botAccess';
import { isUuid } from '../companies/access';
import type { AppDeps } from '../deps';
import type { GraphqlContext } from '../graphql/context';
import { HttpError } from '../http/errors';
import { parseBody } from '../http/validate';
import { embedAll } from './knowledgeBaseEmbedding';
import { knowledgeBaseCompany } from './knowledgeBaseStore';
import { deleteDocument, documentsOf, insertDocument } from './passageStore';

/** JSON escapes and the other fields fit in this much beside the longest document. */
const BODY_LIMIT = DOCUMENT_MAX_CHARS * 6 + 64 * 1024;
const PATH = '/bot/api/knowledge-bases/:id/documents';

/** The knowledge base's company, once the caller is one of its designers; another company's base looks like a missing one. */
async function knowledgeBaseAccess(context: GraphqlContext, id: string, writes: boolean): Promise<{ companyId: string; userId: string }> {
  const companyId = isUuid(id) ? await knowledgeBaseCompany(context.deps.db, id) : undefined;
  if (!companyId) throw new HttpError(404, messages.knowledgeBaseNotFound);
  try {
    const { access, level } = await requireDesignerAccess(context, companyId);
    if (writes && level === 'VIEWER') throw new HttpError(403, 'You are not authorized to do that action');
    return { companyId, userId: access.userId };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(404, messages.knowledgeBaseNotFound);
  }
}

/**
 * POST /bot/api/knowledge-bases/:id/documents: a document's text (text, Markdown, HTML) split
 * into passages, each embedded by the chosen generative connection's vector-search model and
 * stored; answers 201 with the document. Nothing is stored unless every passage was embedded.
 * GET on the same path: the knowledge base's documents, newest first. DELETE on
 * /bot/api/knowledge-bases/:id/documents/:documentId: the document and its passages; answers { deleted: id }.
 */
export function knowledgeBaseDocumentRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { id: string } }>(PATH, (request): Promise<RestAnswer<'GET /bot/api/knowledge-bases/:id/documents'>> =>
    withRestContext(deps, request, async (context) => {
      const { companyId } = await knowledgeBaseAccess(context, request.params.id, false);
      return documentsOf(deps.db, request.params.id, companyId);
    }),
  );

  app.post<{ Params: { id: string } }>(PATH, { bodyLimit: BODY_LIMIT }, (request, reply): Promise<RestAnswer<'POST /bot/api/knowledge-bases/:id/documents'>> =>
    withRestContext(deps, request, async (context) => {
      const { companyId, userId } = await knowledgeBaseAccess(context, request.params.id, true);
      const upload = parseBody(documentUpload, request.body);
      const { connection } = await aiConnectionFor(context, upload.providerId, 'edit');
      if (connection.companyId !== companyId) throw new HttpError(403, 'You are not authorized to do that action');
      if (!isGenerativeType(connection.type)) throw new HttpError(400, messages.notGenerative);
      // A big document's text is read and split by the work pool (a megabyte of HTML takes a fifth of a second).
      const passages = await deps.work.run('documentPassages', { contentType: upload.contentType, content: upload.content }, upload.content.length);
      if (!passages.length) throw new HttpError(400, messages.noText);
      if (passages.length > DOCUMENT_MAX_PASSAGES) throw new HttpError(400, messages.tooManyPassages);
      const service = deps.generativeServiceFor?.(connection);
      if (!service) throw new HttpError(503, messages.noService);
      let embeddings: number[][];
      try {
        embeddings = await embedAll(service, connection, passages);
      } catch (error) {
        request.log.warn({ connectionId: connection.id, reason: error instanceof Error ? error.message : String(error) }, 'knowledge-base document not embedded');
        throw new HttpError(502, messages.embeddingFailed);
      }
      const document = await insertDocument(deps.db, {
        knowledgeBaseId: request.params.id,
        companyId,
        title: upload.title,
        contentType: upload.contentType,
        size: upload.content.length,
        providerId: connection.id,
        userId,
        now: deps.clock.now(),
        passages: passages.map((text, index) => ({ text, embedding: embeddings[index]! })),
      });
      reply.code(201);
      return document;
    }),
  );

  app.delete<{ Params: { id: string; documentId: string } }>(`${PATH}/:documentId`, (request): Promise<RestAnswer<'DELETE /bot/api/knowledge-bases/:id/documents/:documentId'>> =>
    withRestContext(deps, request, async (context) => {
      await knowledgeBaseAccess(context, request.params.id, true);
      const found = isUuid(request.params.documentId) && (await deleteDocument(deps.db, request.params.id, request.params.documentId));
      if (!found) throw new HttpError(404, messages.documentNotFound);
      return { deleted: request.params.documentId };
    }),
  );
}
