import type { FastifyInstance, FastifyReply } from 'fastify';
import { CHANNEL_IMAGE_PATH, channelImageMessages } from '../../services/contracts/channels/channelImages';
import { isId } from '../../services/contracts/ids';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { channelImage, channelImageType } from './channelImagesStore';

/** An SVG shown on its own runs no script and loads nothing: only its inline styles apply. */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** A stored image never changes (a new upload is a new id): a year, and its id as the entity tag. */
const CACHE = 'public, max-age=31536000, immutable';

const entityTag = (id: string) => `"${id.toLowerCase()}"`;

/** Whether an If-None-Match header names the tag (a list, weak tags, or `*`). */
function matches(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const value = part.trim();
    return value === '*' || value.replace(/^W\//, '') === tag;
  });
}

/** Headers of every answer about an image: its type, caching, and that other sites may show it but no page may run it. */
function imageHeaders(reply: FastifyReply, id: string, contentType: string): FastifyReply {
  reply
    .header('Content-Type', contentType)
    .header('Cache-Control', CACHE)
    .header('ETag', entityTag(id))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Access-Control-Allow-Origin', '*')
    .header('Cross-Origin-Resource-Policy', 'cross-origin');
  if (contentType === 'image/svg+xml') reply.header('Content-Security-Policy', SVG_POLICY);
  return reply;
}

/**
 * GET /media/channel-images/:id: public (the widget shows these images on other sites), while
 * the image's channel is live; 304 when the caller's copy is current; 404 otherwise.
 */
export function channelImagesServe(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { id: string } }>(`${CHANNEL_IMAGE_PATH}/:id`, async (request, reply) => {
    const { id } = request.params;
    if (!isId(id)) throw new HttpError(404, channelImageMessages.imageNotFound);
    if (matches(request.headers['if-none-match'], entityTag(id))) {
      const contentType = await channelImageType(deps.db, id);
      if (!contentType) throw new HttpError(404, channelImageMessages.imageNotFound);
      return imageHeaders(reply, id, contentType).code(304).send();
    }
    const image = await channelImage(deps.db, id);
    if (!image) throw new HttpError(404, channelImageMessages.imageNotFound);
    return imageHeaders(reply, id, image.contentType).send(Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength));
  });
}
