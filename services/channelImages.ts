import type { KyInstance } from 'ky';
import { channelImageUploaded, type ChannelImageUploaded } from './contracts/channels/channelImages';
import { call, checkedJson } from './http';

/**
 * Images of a channel's look (logo, background, button icon, messenger image, preview
 * background): the console sends the file's bytes as they are, with its type, and stores the
 * address the server answers in the channel's property. The channel forms show every failure
 * themselves (ownErrors), with the server's message: a failure is thrown as a CallFailure.
 */

/** A 20 MB file on a slow line takes longer than the usual call's 30 seconds. */
const UPLOAD_TIMEOUT_MS = 300_000;

/** The upload over one HTTP client (the console's own, or a test's). */
export function createChannelImageClient(client: KyInstance) {
  return {
    uploadChannelImage: (channelId: string, file: Blob, signal?: AbortSignal): Promise<ChannelImageUploaded> =>
      call(() =>
        checkedJson(
          client.post(`api/v1/channels/${encodeURIComponent(channelId)}/images`, {
            body: file,
            headers: { 'content-type': file.type === '' ? 'application/octet-stream' : file.type },
            timeout: UPLOAD_TIMEOUT_MS,
            context: { ownErrors: true },
            ...(signal ? { signal } : {}),
          }),
          channelImageUploaded,
        ),
      ),
  };
}
