/**
 * Telegram's limits a reply is shaped to (core.telegram.org/bots/api): text of a message up to
 * 4096 characters, a media caption up to 1024, callback_data 1-64 bytes. A list with more rows
 * than LIST_KEYBOARD_ROWS is sent as numbered text instead of a keyboard.
 */
export const TELEGRAM_LIMITS = { text: 4096, caption: 1024, callbackDataBytes: 64 } as const;
export const LIST_KEYBOARD_ROWS = 20;

/**
 * Text cut into pieces of at most `limit` characters: each cut at the last line break, else the
 * last space, in the second half of the piece; a text without either is cut at the limit.
 */
export function splitText(text: string, limit: number): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > limit) {
    const window = rest.slice(0, limit);
    const at = [window.lastIndexOf('\n'), window.lastIndexOf(' ')].find((i) => i >= limit / 2) ?? limit;
    pieces.push(rest.slice(0, at).trimEnd());
    rest = rest.slice(at).replace(/^[\n ]/, '');
  }
  return rest === '' && pieces.length > 0 ? pieces : [...pieces, rest];
}
