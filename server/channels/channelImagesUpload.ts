import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHANNEL_IMAGE_MAX_BYTES, CHANNEL_IMAGE_PATH, type ChannelImageUploaded } from '../../services/contracts/channels/channelImages';
import { channelManagementMessages } from '../../services/contracts/channels/management';
import { isId } from '../../services/contracts/ids';
import { withRestContext } from '../ai/restAccess';
import type { AppDeps } from '../deps';
import { signedIn } from '../graphql/context';
import { HttpError } from '../http/errors';
import { requireChannelRight } from './channelPermissions';
import { checkedChannelImage, mediaTypeOf } from './channelImagesCheck';
import { insertChannelImage, liveChannelCompany } from './channelImagesStore';

type Owner = { channelId: string; companyId: string };
type UploadRequest = FastifyRequest<{ Params: { channelId: string } }>;

/** The channel an upload is for, once the caller may change it: the same rules as updating the channel (an ADMIN of its company, code 408). */
async function uploadOwner(deps: AppDeps, request: UploadRequest): Promise<Owner> {
  return withRestContext(deps, request, async (context) => {
    signedIn(context);
    const { channelId } = request.params;
    const owner = isId(channelId) ? await liveChannelCompany(deps.db, channelId) : undefined;
    if (!owner) throw new HttpError(404, channelManagementMessages.channelNotFound);
    await requireChannelRight(context, owner.companyId, 'update');
    return owner;
  });
}

/**
 * POST /api/v1/channels/:channelId/images: the raw bytes of an image of the channel's look,
 * with its Content-Type. The caller's right is checked before the body is read; the image is
 * checked (channelImagesCheck.ts) before anything is stored. Answers 201 `{ url }`, the
 * image's absolute public address.
 */
export function channelImagesUpload(app: FastifyInstance, deps: AppDeps): void {
  const owners = new WeakMap<FastifyRequest, Owner>();
  app.post<{ Params: { channelId: string } }>(
    '/api/v1/channels/:channelId/images',
    {
      bodyLimit: CHANNEL_IMAGE_MAX_BYTES,
      // Image bytes are not text: the global text check would walk every byte.
      config: { ownTextCheck: true },
      onRequest: async (request) => {
        owners.set(request, await uploadOwner(deps, request));
      },
    },
    async (request, reply): Promise<ChannelImageUploaded> => {
      const owner = owners.get(request);
      if (!owner) throw new HttpError(404, channelManagementMessages.channelNotFound);
      const bytes = Buffer.isBuffer(request.body) ? request.body : new Uint8Array();
      const image = checkedChannelImage(mediaTypeOf(request.headers['content-type']), bytes);
      const id = await insertChannelImage(deps.db, owner, image, bytes);
      reply.code(201);
      return { url: `${deps.config.publicUrl}${CHANNEL_IMAGE_PATH}/${id}` };
    },
  );
}
