import { chatWidgetTexts } from '../../machines/conversations/chatWidget.machine';
import { commonTexts, type TextRef } from '../../machines/shared/text';
import { fill, type WidgetTexts } from './texts';

/** The machine's failure as the messenger says it: offline, a too long message, the server's own reason, or a general error. */
export function failureText(error: TextRef, texts: WidgetTexts): { text: string; offline: boolean } {
  if (error.key === commonTexts.noInternet) return { text: texts.offline, offline: true };
  if (error.key === chatWidgetTexts.tooLong) return { text: fill(texts.tooLong, error.values ?? {}), offline: false };
  return { text: error.message ?? texts.error, offline: false };
}
