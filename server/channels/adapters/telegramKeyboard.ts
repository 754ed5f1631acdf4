import { createHash } from 'node:crypto';
import type { ChatButton } from '../../../services/contracts/channels/botMessages';
import type { InlineKeyboardButton, InlineKeyboardMarkup } from '../../../services/contracts/channels/telegramUpdate';
import { TELEGRAM_LIMITS } from './telegramLimits';

/**
 * Buttons as an inline keyboard, one button per row. A button's id goes back as its
 * callback_data; an id Telegram cannot carry (empty, over 64 bytes, or starting with the
 * marker) is sent as the marker and a hash of the id, which reads back as a tap without a
 * payload, matched by the button's text. Telegram opens only http(s) addresses from a button,
 * so a phone button becomes a line of the message's text instead.
 */
export const CALLBACK_FALLBACK_MARKER = '~';

export function callbackDataOf(id: string): string {
  const fits = id !== '' && Buffer.byteLength(id, 'utf8') <= TELEGRAM_LIMITS.callbackDataBytes && !id.startsWith(CALLBACK_FALLBACK_MARKER);
  return fits ? id : `${CALLBACK_FALLBACK_MARKER}${createHash('sha256').update(id).digest('base64url').slice(0, 22)}`;
}

/** A link of a message (an address or a path of the console) made absolute against the console's public address. */
export function absoluteLink(link: string, publicUrl: string): string {
  return new URL(link, `${publicUrl.replace(/\/+$/, '')}/`).href;
}

/** A text button, or a URL button when its address is http(s); phone buttons have no keyboard button. */
function keyboardButton(button: ChatButton, publicUrl: string): InlineKeyboardButton | null {
  const text = button.text.trim() || '…';
  if (button.kind === 'PHONE') return null;
  if (button.kind === 'URL' && button.href) return { text, url: absoluteLink(button.href, publicUrl) };
  return { text, callback_data: callbackDataOf(button.id) };
}

export type Keyboard = { markup: InlineKeyboardMarkup | undefined; phoneLines: string[] };

export function keyboardOf(buttons: ChatButton[], publicUrl: string): Keyboard {
  const rows = buttons.flatMap((button) => {
    const made = keyboardButton(button, publicUrl);
    return made ? [[made]] : [];
  });
  const phoneLines = buttons
    .filter((b) => b.kind === 'PHONE')
    .map((b) => [b.text.trim(), b.href?.replace(/^tel:/, '') ?? ''].filter(Boolean).join(': '))
    .filter(Boolean);
  return { markup: rows.length ? { inline_keyboard: rows } : undefined, phoneLines };
}
