import type { ChatButton, ListRow } from '../../../services/contracts/channels/botMessages';

/**
 * What a set of choices becomes on WhatsApp (Meta's interactive limits): up to 3 reply
 * buttons, else a list of up to 10 rows, else numbered text. A choice's id comes back as the
 * tapped reply's id; numbered text keeps each choice's words, which the engine matches when
 * the end user types them.
 */
export const LIMITS = {
  text: 4096,
  interactiveBody: 1024,
  replyButtons: 3,
  buttonTitle: 20,
  buttonId: 256,
  listRows: 10,
  rowTitle: 24,
  rowDescription: 72,
  rowId: 200,
  listButton: 20,
  header: 60,
} as const;

/** A text cut to `max` characters (an ellipsis marks the cut). */
export function cut(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** A text in pieces WhatsApp takes (at most `max` characters each), split at line ends or spaces where it can. */
export function splitText(text: string, max: number = LIMITS.text): string[] {
  const parts: string[] = [];
  let rest = text;
  while ([...rest].length > max) {
    const head = [...rest].slice(0, max).join('');
    const at = Math.max(head.lastIndexOf('\n'), head.lastIndexOf(' '));
    const end = at > max / 2 ? at : head.length;
    parts.push(head.slice(0, end));
    rest = rest.slice(end).replace(/^[\n ]/, '');
  }
  if (rest.trim()) parts.push(rest);
  return parts;
}

type Body = Record<string, unknown>;
/** An interactive message's body: Meta refuses an empty one. */
const body = (text: string) => ({ text: cut(text.trim() || 'Choose one:', LIMITS.interactiveBody) });
const choiceId = (id: string, text: string, max: number) => cut(id || text, max);

export function replyButtons(text: string, buttons: ChatButton[]): Body {
  return {
    type: 'interactive',
    interactive: {
      type: 'button',
      body: body(text),
      action: { buttons: buttons.map((b) => ({ type: 'reply', reply: { id: choiceId(b.id, b.text, LIMITS.buttonId), title: cut(b.text, LIMITS.buttonTitle) } })) },
    },
  };
}

/** A list message of up to 10 rows; a row whose title is cut keeps its full words in the description. */
export function listMessage(list: { header?: string; text: string; button: string; sectionTitle?: string; rows: ListRow[] }): Body {
  const rows = list.rows.map((row) => {
    const title = cut(row.title, LIMITS.rowTitle);
    const description = row.description || (title === row.title ? '' : row.title);
    return { id: choiceId(row.id, row.title, LIMITS.rowId), title, ...(description ? { description: cut(description, LIMITS.rowDescription) } : {}) };
  });
  return {
    type: 'interactive',
    interactive: {
      type: 'list',
      ...(list.header ? { header: { type: 'text', text: cut(list.header, LIMITS.header) } } : {}),
      body: body(list.text),
      action: { button: cut(list.button || 'Choose', LIMITS.listButton), sections: [{ ...(list.sectionTitle ? { title: cut(list.sectionTitle, 24) } : {}), rows }] },
    },
  };
}

/** One link button as Meta's call-to-action message. */
export function ctaUrl(text: string, button: ChatButton & { href: string }): Body {
  return {
    type: 'interactive',
    interactive: { type: 'cta_url', body: body(text), action: { name: 'cta_url', parameters: { display_text: cut(button.text, LIMITS.buttonTitle), url: button.href } } },
  };
}

/** The numbered-text fallback: "1. Yes\n2. No", links and numbers written out. */
export function numbered(text: string, choices: Array<{ text: string; href?: string | null }>): string {
  const lines = choices.map((choice, i) => `${i + 1}. ${choice.text}${choice.href ? `: ${choice.href.replace(/^tel:/, '')}` : ''}`);
  return [text, lines.join('\n')].filter(Boolean).join('\n\n');
}

/** Graph bodies (without recipient) that show `text` with `buttons`. */
export function choiceBodies(text: string, buttons: ChatButton[]): Body[] {
  const textBodies = (value: string) => splitText(value).map((piece) => ({ type: 'text', text: { body: piece, preview_url: /https?:\/\//.test(piece) } }));
  if (buttons.length === 0) return textBodies(text);
  const replies = buttons.every((b) => b.kind === 'TEXT');
  const long = [...text].length > LIMITS.interactiveBody;
  if (replies && buttons.length <= LIMITS.listRows && !long) {
    if (buttons.length <= LIMITS.replyButtons) return [replyButtons(text, buttons)];
    return [listMessage({ text, button: 'Choose', rows: buttons.map((b) => ({ id: b.id, title: b.text, description: '' })) })];
  }
  const only = buttons[0];
  if (buttons.length === 1 && only?.kind === 'URL' && only.href && !long) return [ctaUrl(text, { ...only, href: only.href })];
  return textBodies(numbered(text, buttons));
}
