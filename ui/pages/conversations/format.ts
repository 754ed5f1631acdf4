import type { ConversationMessage } from '../../../services/contracts/conversations';
import { LOG_MESSAGE_TYPE } from '../../../services/contracts/conversations';
import { localDay } from '../../kit/localDay';

/**
 * The Conversations screen's pure rules: how dates read (spec 2.15 and 9), which page
 * numbers the pagination offers and what a message shows (the CSV report: csv.ts).
 */

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Spec 2.15: local YYYY-MM-DD HH:mm, "-" when there is none. */
export function listDate(value: string | null | undefined): string {
  const d = parse(value);
  if (!d) return '-';
  return `${localDay(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Spec 9: the CSV's dates, DD.MM.YYYY HH:mm:ss Z (local time and its offset, +03:00); empty when there is none. */
export function csvDate(value: string | null | undefined): string {
  const d = parse(value);
  if (!d) return '';
  const offset = -d.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())} ${sign}${pad(Math.trunc(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/** Spec 2.15: the page numbers shown, up to `around` on each side of the current page. */
export function pageWindow(current: number, totalPages: number, around = 2): number[] {
  const first = Math.max(1, current - around);
  const last = Math.min(totalPages, current + around);
  const pages: number[] = [];
  for (let n = first; n <= last; n += 1) pages.push(n);
  return pages;
}

export function isLog(message: ConversationMessage): boolean {
  return message.messageType === LOG_MESSAGE_TYPE;
}

/** What a message says in the lists: its text, a media link (with caption), a log's text, or its content as JSON. */
export function messageText(message: ConversationMessage): string {
  if (isLog(message) && typeof message.debugInfo?.text === 'string') return message.debugInfo.text;
  const { text, link, caption } = message.content as { text?: unknown; link?: unknown; caption?: unknown };
  if (typeof text === 'string') return text;
  if (typeof link === 'string') return typeof caption === 'string' && caption ? `${caption} (${link})` : link;
  return JSON.stringify(message.content);
}
