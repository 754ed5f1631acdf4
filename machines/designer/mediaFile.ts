import type { TextRef } from '../shared/text';

/**
 * The checks a media file passes when it is chosen (spec 03 sections 5.2 and 9), shared
 * by the upload machine and the MESSAGE and SELECTION panels.
 */
export const mediaFileTexts = {
  fileTooLarge: 'panelsContent.errors.fileTooLarge',
  imageTooTall: 'panelsContent.errors.imageTooTall',
  formatNotAllowed: 'panelsContent.errors.formatNotAllowed',
  uploadTooLarge: 'panelsContent.errors.uploadTooLarge',
  unreadableFile: 'panelsContent.errors.unreadableFile',
} as const;

export type UploadKind = 'IMAGE' | 'FILE' | 'AUDIO' | 'VIDEO' | 'STICKER';

/** Spec 9: uploads max 20 MB (20971520 bytes). */
export const MAX_UPLOAD_BYTES = 20_971_520;
/**
 * There is no upload endpoint: a chosen file is kept inside the flow as a data: URL, which
 * only makes sense for small files; larger ones must be hosted and added by link.
 */
export const MAX_INLINE_BYTES = 1_048_576;

/**
 * Spec 5.2: the allowed formats per type, with the spec's own spellings (opgg, waw) kept
 * and the usual ones (ogg video, wav audio) accepted too. FILE takes any format.
 */
export const ALLOWED_FORMATS: Record<Exclude<UploadKind, 'FILE'>, readonly string[]> = {
  IMAGE: ['jpg', 'jpeg', 'png', 'gif', 'svg'],
  VIDEO: ['mp4', 'webm', 'opgg', 'ogg'],
  AUDIO: ['waw', 'wav', 'mp3', 'ogg', 'mpeg'],
  STICKER: ['webp'],
};

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** What a file picker's `accept` attribute offers for a type (FILE: anything). */
export function acceptFor(kind: UploadKind): string | undefined {
  return kind === 'FILE' ? undefined : ALLOWED_FORMATS[kind].map((f) => `.${f}`).join(',');
}

export type FileFacts = { name: string; size: number };

/** Checks that need no reading of the file: format, then the 20 MB limit, then the inline limit. */
export function fileError(file: FileFacts, kind: UploadKind): TextRef | null {
  if (kind !== 'FILE') {
    const allowed = ALLOWED_FORMATS[kind];
    if (!allowed.includes(extensionOf(file.name))) return { key: mediaFileTexts.formatNotAllowed, values: { formats: allowed.join(', ') } };
  }
  if (file.size > MAX_UPLOAD_BYTES) return { key: mediaFileTexts.fileTooLarge };
  if (file.size > MAX_INLINE_BYTES) return { key: mediaFileTexts.uploadTooLarge };
  return null;
}

/** Spec 5.2: an image may be at most twice as tall as it is wide. */
export function imageSizeError(width: number, height: number): TextRef | null {
  return height > 2 * width ? { key: mediaFileTexts.imageTooTall } : null;
}
