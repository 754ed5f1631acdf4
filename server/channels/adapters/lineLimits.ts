/**
 * LINE's limits a reply is shaped to (developers.line.biz/en/reference/messaging-api): up to 5
 * message objects per reply or push, a text message up to 5000 characters, up to 13
 * quick-reply buttons with labels up to 20 characters, postback data and message-action text
 * up to 300. Media addresses must be https.
 */
export const LINE_LIMITS = { messagesPerCall: 5, text: 5000, quickReplyItems: 13, label: 20, actionData: 300, actionText: 300 } as const;

/** A text cut to `max` characters (an ellipsis marks the cut). */
export function cut(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** A text in pieces of at most `max` characters, cut at a line end or a space in the second half of a piece where there is one. */
export function splitText(text: string, max: number = LINE_LIMITS.text): string[] {
  const pieces: string[] = [];
  let rest = text;
  while ([...rest].length > max) {
    const head = [...rest].slice(0, max).join('');
    const at = Math.max(head.lastIndexOf('\n'), head.lastIndexOf(' '));
    const end = at > head.length / 2 ? at : head.length;
    pieces.push(head.slice(0, end).trimEnd());
    rest = rest.slice(end).replace(/^[\n ]/, '');
  }
  return rest.trim() || pieces.length === 0 ? [...pieces, rest] : pieces;
}
