import { imageSize } from 'image-size';
import {
  CHANNEL_IMAGE_MAX_BYTES,
  CHANNEL_IMAGE_MAX_HEIGHT_RATIO,
  CHANNEL_IMAGE_TYPES,
  channelImageMessages,
  isChannelImageType,
  type ChannelImageType,
} from '../../services/contracts/channels/channelImages';
import { HttpError } from '../http/errors';

/** An uploaded image that passed every check: its type as its bytes show it, and the size it shows at. */
export type CheckedChannelImage = { contentType: ChannelImageType; width: number; height: number; size: number };

/** What the bytes of each declared type are called when they are read. */
const READ_AS: Record<ChannelImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

type Measured = { type: string; width: number; height: number };

/** The largest side a stored image may name (an integer column); an SVG can claim any size. */
const MAX_SIDE = 2_147_483_647;
const isSide = (value: number) => Number.isInteger(value) && value > 0 && value <= MAX_SIDE;

/** The type and displayed size the bytes show, or nothing when they are not an image that can be read. */
function measured(bytes: Uint8Array): Measured | undefined {
  try {
    const size = imageSize(bytes);
    if (!size.type || !isSide(size.width) || !isSide(size.height)) return undefined;
    // EXIF orientations 5 to 8 turn a JPEG a quarter: it shows with width and height swapped.
    const turned = (size.orientation ?? 1) >= 5;
    return { type: size.type, width: turned ? size.height : size.width, height: turned ? size.width : size.height };
  } catch {
    return undefined;
  }
}

/** The media type of a Content-Type header, without its parameters. */
export const mediaTypeOf = (header: string | undefined): string => (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * The checks of an upload (spec 02 sections 5 and 9), in order: a type the upload takes
 * (415), at most 20 MB (413), bytes that are an image of the declared type (400), a height
 * at most twice the width (400). Refusals carry the spec's texts.
 */
export function checkedChannelImage(declared: string, bytes: Uint8Array): CheckedChannelImage {
  if (!isChannelImageType(declared)) throw new HttpError(415, channelImageMessages.unsupportedType);
  if (bytes.byteLength > CHANNEL_IMAGE_MAX_BYTES) throw new HttpError(413, channelImageMessages.tooLarge);
  const image = measured(bytes);
  if (!image) throw new HttpError(400, channelImageMessages.notAnImage);
  if (image.type !== READ_AS[declared]) throw new HttpError(400, channelImageMessages.notDeclaredType(CHANNEL_IMAGE_TYPES[declared]));
  if (image.height > CHANNEL_IMAGE_MAX_HEIGHT_RATIO * image.width) throw new HttpError(400, channelImageMessages.tooTall);
  return { contentType: declared, width: image.width, height: image.height, size: bytes.byteLength };
}
