import type { RuleText } from './rules';
import type { Card, MediaType, SelectionButton } from './model';

/**
 * What channels can show (spec 03 section 9), as hints next to the editors. They warn but
 * never block: the same flow may run on channels without these limits.
 */
const hint = (key: string, values?: Record<string, string | number>): RuleText => (values ? { key: `panelsContent.hints.${key}`, values } : { key: `panelsContent.hints.${key}` });

/** Spec 9 channel file limits, shown in the media editor's info list. */
export function fileLimitHints(type: MediaType): RuleText[] {
  const hints: RuleText[] = [hint('fileZendesk'), hint('fileWebMessenger')];
  if (type === 'IMAGE') hints.push(hint('fileTelegramPhoto'), hint('fileInstagramPhoto'), hint('fileLineImage'), hint('captionWhatsApp'));
  if (type === 'FILE') hints.push(hint('fileTelegramDocument'), hint('fileFreshchat'));
  if (type === 'AUDIO') hints.push(hint('fileTelegramAudio'), hint('fileInstagramMedia'), hint('fileLineMedia'), hint('fileFreshchat'));
  if (type === 'VIDEO') hints.push(hint('fileTelegramVideo'), hint('fileInstagramMedia'), hint('fileLineMedia'), hint('fileFreshchat'));
  if (type === 'STICKER') hints.push(hint('stickerWhatsApp'));
  hints.push(hint('lineUrl'));
  return hints;
}

/** Spec 9 quick reply limits: WhatsApp 1024 chars, 3 buttons of 20; Instagram 13 of 20; BiP 2-15 of 20, message 2048; Teams 6; Line 13. */
export function quickReplyHints(prompt: string, buttons: readonly SelectionButton[]): RuleText[] {
  const hints: RuleText[] = [];
  const count = buttons.length;
  if (prompt.length > 1024) hints.push(hint('qrWhatsAppPrompt'));
  if (prompt.length > 2048) hints.push(hint('qrBipPrompt'));
  if (count > 3) hints.push(hint('qrWhatsAppButtons'));
  if (count > 6) hints.push(hint('qrTeamsButtons'));
  if (count > 13) hints.push(hint('qrInstagramLineButtons'));
  if (count > 15 || count === 1) hints.push(hint('qrBipButtons'));
  if (buttons.some((b) => b.text.length > 20)) hints.push(hint('qrButtonText'));
  return hints;
}

/** Spec 9 card limits: WhatsApp title 20, subtitle 1024, buttons 20; Zendesk 3 buttons; Instagram 10 cards, 80 chars, 3 buttons; BiP 15 cards, 2 buttons, header 200, text 400; Teams 6 buttons; Line 10 cards. */
export function cardHints(cards: readonly Card[]): RuleText[] {
  const hints: RuleText[] = [];
  const count = cards.length;
  const most = Math.max(0, ...cards.map((c) => c.buttons.length));
  if (count > 10) hints.push(hint('cardInstagramLineCount'));
  if (count > 15) hints.push(hint('cardBipCount'));
  if (most > 2) hints.push(hint('cardBipButtons'));
  if (most > 3) hints.push(hint('cardZendeskInstagramButtons'));
  if (most > 6) hints.push(hint('cardTeamsButtons'));
  if (cards.some((c) => c.title.length > 20)) hints.push(hint('cardWhatsAppTitle'));
  if (cards.some((c) => c.title.length > 80 || c.subtitle.length > 80)) hints.push(hint('cardInstagramText'));
  if (cards.some((c) => c.subtitle.length > 1024)) hints.push(hint('cardWhatsAppSubtitle'));
  if (cards.some((c) => c.title.length > 200)) hints.push(hint('cardBipHeader'));
  if (cards.some((c) => c.text.length > 400)) hints.push(hint('cardBipText'));
  if (cards.some((c) => c.buttons.some((b) => b.text.length > 20))) hints.push(hint('cardWhatsAppButtonText'));
  if (cards.some((c) => c.image.length > 2000)) hints.push(hint('cardLineImageUrl'));
  if (cards.some((c) => c.image !== '')) hints.push(hint('cardTeamsImage'));
  return hints;
}
