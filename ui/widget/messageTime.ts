import type { MessengerTexts } from './texts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago a message came, in the channel's words: 'Just Now', '5 m ago', '2 h ago', '3 d ago'. */
export function relativeTime(date: Date, now: Date, texts: MessengerTexts): string {
  const ago = Math.max(0, now.getTime() - date.getTime());
  if (ago < MINUTE) return texts.messageRelativeTimeJustNow;
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} ${texts.messageRelativeTimeMinute}`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)} ${texts.messageRelativeTimeHour}`;
  return `${Math.floor(ago / DAY)} ${texts.messageRelativeTimeDay}`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A date in a timestamp format of the texts ('h:mm A', 'MMMM D YYYY, h:mm A'): YYYY, YY,
 * MMMM (the month's name in the visitor's language), MM, M, DD, D, HH, H, hh, h, mm, A.
 */
export function formatTimestamp(date: Date, format: string, language: string): string {
  const hours = date.getHours();
  const tokens: Record<string, () => string> = {
    YYYY: () => String(date.getFullYear()),
    YY: () => String(date.getFullYear()).slice(-2),
    MMMM: () => new Intl.DateTimeFormat(language, { month: 'long' }).format(date),
    MM: () => pad(date.getMonth() + 1),
    M: () => String(date.getMonth() + 1),
    DD: () => pad(date.getDate()),
    D: () => String(date.getDate()),
    HH: () => pad(hours),
    H: () => String(hours),
    hh: () => pad(hours % 12 || 12),
    h: () => String(hours % 12 || 12),
    mm: () => pad(date.getMinutes()),
    A: () => (hours < 12 ? 'AM' : 'PM'),
  };
  return format.replace(/YYYY|YY|MMMM|MM|M|DD|D|HH|H|hh|h|mm|A/g, (token) => tokens[token]?.() ?? token);
}
