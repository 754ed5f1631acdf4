import type { ChatMessage, WebChatRun } from '../../../services/contracts/conversations';

/**
 * Pure readers for the test page: what a message's content means for the view (the
 * engine's shapes, machines/flow/compile.ts messagesOf), which links are safe to open,
 * and the page's query options. Anything malformed is shown as little as possible,
 * never as markup.
 */

export type ButtonKind = 'TEXT' | 'URL' | 'PHONE';
export type ChatButton = { id: string; text: string; kind: ButtonKind; href: string | null };
export type ChatCard = { id: string; title: string; subtitle: string; text: string; image: string | null; buttons: ChatButton[] };
export type ListRow = { id: string; title: string; description: string };
export const MEDIA_TYPES = ['IMAGE', 'VIDEO', 'AUDIO', 'FILE'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export type MessageView =
  | { kind: 'text'; text: string }
  | { kind: 'media'; type: MediaType; link: string; caption: string }
  | { kind: 'quickReply'; text: string; buttons: ChatButton[] }
  | { kind: 'cards'; cards: ChatCard[] }
  | { kind: 'list'; header: string; body: string; button: string; sectionTitle: string; rows: ListRow[] }
  | { kind: 'vote'; text: string; link: string | null }
  | { kind: 'unsupported'; type: string };

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const arr = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null) : []);

/** An http(s) address, or a path on this site; anything else (javascript:, data:, //host) is not a link. */
export function safeUrl(value: unknown, base = globalThis.location?.origin ?? 'http://localhost'): string | null {
  const raw = str(value).trim();
  if (!raw || raw.startsWith('//')) return null;
  try {
    const url = new URL(raw, base);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return raw.startsWith('/') ? url.pathname + url.search + url.hash : url.href;
  } catch {
    return null;
  }
}

/** A tel: address from a phone number (digits, spaces, dashes, brackets, a leading +), or null. */
export function telHref(value: unknown): string | null {
  const raw = str(value).trim().replace(/^tel:/i, '');
  if (!/^\+?[0-9 ()\-.]{3,30}$/.test(raw)) return null;
  return `tel:${raw.replace(/[ ()\-.]/g, '')}`;
}

function readButton(b: Record<string, unknown>): ChatButton {
  const type = str(b['type']).toUpperCase();
  const kind: ButtonKind = type === 'URL' || type === 'PHONE' ? type : 'TEXT';
  const href = kind === 'URL' ? safeUrl(b['link']) : kind === 'PHONE' ? telHref(b['link']) : null;
  return { id: str(b['id']), text: str(b['text']), kind, href };
}

/** What one message shows. */
export function readMessage(message: Pick<ChatMessage, 'messageType' | 'content'>): MessageView {
  const c = message.content;
  const type = message.messageType.toUpperCase();
  if (type === 'TEXT') return { kind: 'text', text: str(c['text']) };
  if ((MEDIA_TYPES as readonly string[]).includes(type)) {
    const link = safeUrl(c['link']);
    return link ? { kind: 'media', type: type as MediaType, link, caption: str(c['caption']) } : { kind: 'text', text: str(c['caption']) };
  }
  if (type === 'QUICKREPLY') return { kind: 'quickReply', text: str(c['text']), buttons: arr(c['buttons']).map(readButton) };
  if (type === 'CARD') {
    const cards = arr(c['cards']).map((card) => ({
      id: str(card['id']),
      title: str(card['title']),
      subtitle: str(card['subtitle']),
      text: str(card['text']),
      image: safeUrl(card['image']),
      buttons: arr(card['buttons']).map(readButton),
    }));
    return { kind: 'cards', cards };
  }
  if (type === 'LIST') {
    const rows = arr(c['rows']).map((r) => ({ id: str(r['id']), title: str(r['title']), description: str(r['description']) }));
    return { kind: 'list', header: str(c['header']), body: str(c['body']), button: str(c['button']), sectionTitle: str(c['sectionTitle']), rows };
  }
  if (type === 'VOTE') return { kind: 'vote', text: str(c['text']), link: safeUrl(c['link']) };
  return { kind: 'unsupported', type: message.messageType };
}

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Sentence punctuation right after an address belongs to the sentence. */
const TRAILING = /[.,;:!?)\]}]+$/;

/** Splits a text into plain parts and http(s) links (rendered as elements: no markup is ever interpreted). */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const found = match[0];
    const trail = TRAILING.exec(found)?.[0] ?? '';
    const address = found.slice(0, found.length - trail.length);
    const href = safeUrl(address);
    if (!href) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: address, href });
    last = start + address.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

export type Background = { kind: 'color'; value: string } | { kind: 'image'; url: string } | null;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NAMED = /^[a-z]{3,30}$/i;

/**
 * The page's background from the query: a hex colour (#ffeedd), a CSS colour name the
 * browser knows (checked with CSS.supports where there is one), or an https image
 * address. Anything else is ignored (null).
 */
export function readBackground(value: string | null, supports: (color: string) => boolean = cssSupportsColor): Background {
  const raw = value?.trim() ?? '';
  if (!raw) return null;
  if (HEX.test(raw)) return { kind: 'color', value: raw };
  if (NAMED.test(raw)) return supports(raw) ? { kind: 'color', value: raw.toLowerCase() } : null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' ? { kind: 'image', url: url.href } : null;
  } catch {
    return null;
  }
}

function cssSupportsColor(color: string): boolean {
  const css = (globalThis as { CSS?: { supports?: (property: string, value: string) => boolean } }).CSS;
  if (css?.supports) return css.supports('color', color);
  // Without CSS.supports (older test DOMs) only the basic names are known.
  return BASIC_COLOURS.has(color.toLowerCase());
}

const BASIC_COLOURS = new Set([
  'black',
  'white',
  'red',
  'green',
  'blue',
  'yellow',
  'orange',
  'purple',
  'pink',
  'gray',
  'grey',
  'brown',
  'navy',
  'teal',
  'silver',
  'maroon',
  'olive',
  'lime',
  'aqua',
  'fuchsia',
  'beige',
  'ivory',
  'lavender',
  'coral',
  'salmon',
  'gold',
  'khaki',
  'tan',
  'turquoise',
  'indigo',
  'violet',
  'cyan',
  'magenta',
  'transparent',
]);

export type PageOptions = { channelId: string | null; background: Background; fullScreen: boolean };

/**
 * Which version the test page runs (?version=draft or published, as the designer's Test
 * button opens it), or null when the address does not say: a visitor's page, the published one.
 */
export function readRun(search: URLSearchParams): WebChatRun | null {
  const value = search.get('version');
  return value === 'draft' || value === 'published' ? value : null;
}

export function readPageOptions(search: URLSearchParams, supports?: (color: string) => boolean): PageOptions {
  const channelId = search.get('channelId')?.trim() || null;
  return { channelId, background: readBackground(search.get('background'), supports), fullScreen: search.get('isFullScreen') === 'true' };
}
