import { z } from 'zod';
import { call, http } from './http';

const uploaded = z.object({ url: z.url() });

/**
 * Uploads an image of a channel (logo, background, button icon, messenger image, preview
 * background): POST /api/v1/channels/:channelId/images with the raw image as body and its
 * type as Content-Type, over the console's HTTP client (bearer token, companyID header).
 * Answers the image's absolute public address.
 */
export function uploadChannelImage(channelId: string, file: Blob): Promise<{ url: string }> {
  return call(async () =>
    uploaded.parse(await http.post(`/api/v1/channels/${encodeURIComponent(channelId)}/images`, { body: file, headers: { 'content-type': file.type || 'application/octet-stream' } }).json()),
  );
}
