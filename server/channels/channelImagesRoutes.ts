import type { FastifyInstance } from 'fastify';
import { CHANNEL_IMAGE_TYPES, channelImageMessages } from '../../services/contracts/channels/channelImages';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { channelImagesServe } from './channelImagesServe';
import { channelImagesUpload } from './channelImagesUpload';

/** Fastify's refusals of an upload's body, in the upload's words (any other error goes to the app's handler). */
const BODY_REFUSALS: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, channelImageMessages.tooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, channelImageMessages.unsupportedType],
};

const codeOf = (error: unknown): string | undefined => (error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined);

/**
 * Images of a channel's look: the console's upload, whose scope reads only image bodies (as
 * bytes, up to 20 MB), and the public address the widget shows them from.
 */
export function channelImagesRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser(Object.keys(CHANNEL_IMAGE_TYPES), { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    uploads.setErrorHandler((error: unknown) => {
      const refusal = BODY_REFUSALS[codeOf(error) ?? ''];
      throw refusal ? new HttpError(...refusal) : error;
    });
    channelImagesUpload(uploads, deps);
  });
  channelImagesServe(app, deps);
}
