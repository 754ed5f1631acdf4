import type { MediaPayload } from '../../../services/contracts/modules/message';
import { filled } from '../requiredFields';
import type { ModuleDesign } from './design';

/** A file payload that carries its link: the link itself, or `{ link, caption }`. */
const hasLink = (payload: MediaPayload) => filled(typeof payload === 'string' ? payload : payload.link);

/** MESSAGE needs a text (one alternative not blank), or the file it sends. */
export const messageDesign: ModuleDesign<'MESSAGE'> = {
  missingFields({ settings }) {
    if (settings.messageType === undefined || settings.messageType === 'TEXT') return (settings.payloads ?? []).some(filled) ? [] : ['messageTextEmpty'];
    return (settings.payloads ?? []).some(hasLink) ? [] : ['messageFileMissing'];
  },
};
