import { attachmentAllowed, MAX_WEB_CHAT_ATTACHMENT_BYTES } from '../../services/contracts/conversations';
import type { MessengerTexts } from './texts';
import { fill } from './texts';

/** What the attach button's file picker offers: images, or every listed type. */
export const acceptedTypes = (files: boolean) => (files ? 'image/*,video/*,audio/*' : 'image/*');

/** Why a chosen file cannot be sent (null: it can), before anything is uploaded. */
export function attachmentProblem(file: { type: string; size: number }, toggles: { imageUpload: boolean; fileUpload: boolean }, texts: MessengerTexts): string | null {
  if (!attachmentAllowed(file.type, toggles)) return texts.fileTypeError;
  if (file.size > MAX_WEB_CHAT_ATTACHMENT_BYTES) return fill(texts.fileTooBigError, { size: '20 MB' });
  if (file.size === 0) return texts.uploadInvalidError;
  return null;
}
