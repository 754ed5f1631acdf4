import type { WebChatRun } from '../../../services/contracts/conversations';
import { safeUrl } from '../../../services/contracts/channels/botMessages';

/**
 * Pure readers for the test page: links inside a text, and the page's query options
 * (what a message means is services/contracts/channels/botMessages.ts). Anything malformed
 * is shown as little as possible, never as markup.
 */

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
