import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  attachmentAllowed,
  MAX_WEB_CHAT_ATTACHMENT_BYTES,
  WEB_CHAT_ATTACHMENT_TYPES,
  webChatAttachmentMessages as m,
  type WebChatAttachment,
} from '../../services/contracts/conversations';
import { publicLookOf } from '../../services/contracts/channels/webChatPublicLook';
import { isUuid } from '../companies/access';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { channelById } from './channelStore';
import type { OwnConversation } from './webChatAccess';
import { attachmentById, insertAttachment } from './webChatAttachmentStore';

/** Fastify's refusals of an upload's body, in the upload's words (any other error goes on). */
const BODY_REFUSALS: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, m.tooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, m.unsupportedType],
};

const codeOf = (error: unknown): string | undefined => (error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined);

/** A stored file shows on its own: nothing in it runs or loads, and the browser keeps its type. */
const FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The file name the visitor gave (x-file-name, URI-encoded), kept short and without path or quotes. */
function fileNameOf(header: unknown): string {
  let name = typeof header === 'string' ? header : '';
  try {
    name = decodeURIComponent(name);
  } catch {
    name = '';
  }
  return name.replace(/[\\/"\r\n]/g, '').slice(-120) || 'file';
}

function fileHeaders(reply: FastifyReply, contentType: string, fileName: string): FastifyReply {
  return reply
    .header('Content-Type', contentType)
    .header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', FILE_POLICY)
    .header('Cross-Origin-Resource-Policy', 'cross-origin')
    .header('Access-Control-Allow-Origin', '*');
}

/**
 * A visitor's files (spec 02 sections 3 and 9): POST .../conversations/:id/attachments with
 * the conversation's x-client-token and the file as the raw body (at most 20 MB, a type the
 * channel's imageUpload / fileUpload takes) stores it and answers its public address, which
 * the widget then sends as the visitor's message; GET .../attachments/:id serves it.
 */
export function webChatAttachments(app: FastifyInstance, deps: AppDeps, base: string, config: object, ownConversation: OwnConversation): void {
  app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser([...WEB_CHAT_ATTACHMENT_TYPES], { parseAs: 'buffer', bodyLimit: MAX_WEB_CHAT_ATTACHMENT_BYTES }, (_request, body, done) => done(null, body));
    uploads.setErrorHandler((error: unknown) => {
      const refusal = BODY_REFUSALS[codeOf(error) ?? ''];
      throw refusal ? new HttpError(...refusal) : error;
    });
    uploads.post<{ Params: { id: string } }>(
      `${base}/conversations/:id/attachments`,
      { config, bodyLimit: MAX_WEB_CHAT_ATTACHMENT_BYTES },
      async (request, reply): Promise<WebChatAttachment> => {
        const conversation = await ownConversation(request, request.params.id);
        const contentType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        const channel = await channelById(deps.db, deps.config.secretKey, conversation.channelId);
        if (!channel || !attachmentAllowed(contentType, publicLookOf(channel.properties))) throw new HttpError(403, m.notAllowed);
        if (!(request.body instanceof Buffer) || request.body.byteLength === 0) throw new HttpError(400, m.unsupportedType);
        const id = await insertAttachment(deps.db, conversation.id, { contentType, fileName: fileNameOf(request.headers['x-file-name']), bytes: new Uint8Array(request.body) });
        reply.code(201);
        return { url: `${deps.config.publicUrl}${base}/attachments/${id}` };
      },
    );
  });
  app.get<{ Params: { id: string } }>(`${base}/attachments/:id`, { config }, async (request, reply) => {
    const file = isUuid(request.params.id) ? await attachmentById(deps.db, request.params.id) : undefined;
    if (!file) throw new HttpError(404, m.notFound);
    return fileHeaders(reply, file.contentType, file.fileName).send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
  });
}
