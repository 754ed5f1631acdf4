/** Images a web chat shows (spec 02 section 5): at most 20 MB, and no higher than twice their width. */
export const IMAGE_MAX_BYTES = 20 * 1024 * 1024;

/** What reading a chosen image answers. */
export type ImageFacts = { bytes: number; width: number; height: number };

export type ImageRefusal = 'tooBig' | 'tooTall';

/** Why an image is refused, or null when it may be uploaded. */
export function imageRefusal(image: ImageFacts): ImageRefusal | null {
  if (image.bytes > IMAGE_MAX_BYTES) return 'tooBig';
  if (image.height > 2 * image.width) return 'tooTall';
  return null;
}
