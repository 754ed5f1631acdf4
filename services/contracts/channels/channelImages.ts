import { z } from 'zod';

/**
 * Images of a channel's look (spec 02 sections 5 and 9: logo, background, button icon,
 * messenger image, preview background): the formats the upload takes, its limits and the
 * texts the server answers with.
 */

/** The content types an upload may declare, with the name a person reads. */
export const CHANNEL_IMAGE_TYPES = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
  'image/svg+xml': 'SVG',
} as const;
export type ChannelImageType = keyof typeof CHANNEL_IMAGE_TYPES;

export const isChannelImageType = (value: string): value is ChannelImageType => Object.hasOwn(CHANNEL_IMAGE_TYPES, value);

/** Spec 02 section 5: at most 20 MB (20971520 bytes). */
export const CHANNEL_IMAGE_MAX_BYTES = 20_971_520;

/** Spec 02 section 5: the height at most twice the width. */
export const CHANNEL_IMAGE_MAX_HEIGHT_RATIO = 2;

export const channelImageMessages = {
  tooLarge: 'File size exceeds the maximum limit of 20 MB.',
  tooTall: "The image height can not be greater than 2 times it's width. Please customize the image and reupload it.",
  unsupportedType: 'Upload a PNG, JPEG, GIF, WebP or SVG image.',
  notAnImage: 'The file is not an image that can be read. Upload a PNG, JPEG, GIF, WebP or SVG image.',
  notDeclaredType: (declared: string) => `The file is not the ${declared} image it was sent as.`,
  imageNotFound: 'Image not found.',
} as const;

/** Where a stored image is served, under the console's public address. */
export const CHANNEL_IMAGE_PATH = '/media/channel-images';

/** The upload's answer: the image's absolute public address, to store in the channel's property. */
export const channelImageUploaded = z.object({ url: z.url() });
export type ChannelImageUploaded = z.infer<typeof channelImageUploaded>;
