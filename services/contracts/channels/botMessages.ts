import type { ChatMessage } from '../conversations';

/**
 * What an assistant's message means, whatever shows it: the engine's content shapes
 * (machines/flow/compile.ts messagesOf) read into one typed view. The web chat renders it,
 * and each channel adapter renders it to what its channel can show. Links are kept only when
 * they are http(s) (or a path of the console, made absolute against `base`); anything
 * malformed reads as little as possible, never as markup.
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

function readButton(b: Record<string, unknown>, base?: string): ChatButton {
  const type = str(b['type']).toUpperCase();
  const kind: ButtonKind = type === 'URL' || type === 'PHONE' ? type : 'TEXT';
  const href = kind === 'URL' ? safeUrl(b['link'], base) : kind === 'PHONE' ? telHref(b['link']) : null;
  return { id: str(b['id']), text: str(b['text']), kind, href };
}

/**
 * What one message shows. `base` is the address relative links are read against (the web
 * chat: its own page; a channel: the console's public address).
 */
export function readMessage(message: Pick<ChatMessage, 'messageType' | 'content'>, base?: string): MessageView {
  const c = message.content;
  const type = message.messageType.toUpperCase();
  if (type === 'TEXT') return { kind: 'text', text: str(c['text']) };
  if ((MEDIA_TYPES as readonly string[]).includes(type)) {
    const link = safeUrl(c['link'], base);
    return link ? { kind: 'media', type: type as MediaType, link, caption: str(c['caption']) } : { kind: 'text', text: str(c['caption']) };
  }
  if (type === 'QUICKREPLY') return { kind: 'quickReply', text: str(c['text']), buttons: arr(c['buttons']).map((b) => readButton(b, base)) };
  if (type === 'CARD') {
    const cards = arr(c['cards']).map((card) => ({
      id: str(card['id']),
      title: str(card['title']),
      subtitle: str(card['subtitle']),
      text: str(card['text']),
      image: safeUrl(card['image'], base),
      buttons: arr(card['buttons']).map((b) => readButton(b, base)),
    }));
    return { kind: 'cards', cards };
  }
  if (type === 'LIST') {
    const rows = arr(c['rows']).map((r) => ({ id: str(r['id']), title: str(r['title']), description: str(r['description']) }));
    return { kind: 'list', header: str(c['header']), body: str(c['body']), button: str(c['button']), sectionTitle: str(c['sectionTitle']), rows };
  }
  if (type === 'VOTE') return { kind: 'vote', text: str(c['text']), link: safeUrl(c['link'], base) };
  return { kind: 'unsupported', type: message.messageType };
}
