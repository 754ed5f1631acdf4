import { describe, expect, it } from 'vitest';
import type { ConversationMessage } from '../../../services/contracts/conversations';
import { csvDate, listDate, messageText, pageWindow } from './format';

const local = (y: number, m: number, d: number, h: number, min: number, s = 0) => new Date(y, m - 1, d, h, min, s).toISOString();

function offsetOf(iso: string): string {
  const offset = -new Date(iso).getTimezoneOffset();
  const abs = Math.abs(offset);
  return `${offset >= 0 ? '+' : '-'}${String(Math.trunc(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

describe('conversation dates', () => {
  it('the list shows local YYYY-MM-DD HH:mm, "-" when missing or unreadable', () => {
    expect(listDate(local(2026, 3, 7, 9, 5))).toBe('2026-03-07 09:05');
    expect(listDate(null)).toBe('-');
    expect(listDate('')).toBe('-');
    expect(listDate('not a date')).toBe('-');
  });
  it('the CSV shows DD.MM.YYYY HH:mm:ss with the offset', () => {
    const iso = local(2026, 11, 20, 14, 3, 9);
    expect(csvDate(iso)).toBe(`20.11.2026 14:03:09 ${offsetOf(iso)}`);
    expect(csvDate(null)).toBe('');
  });
  it('the dates are local to the browser: Istanbul reads +03:00, a half-hour zone west of UTC its own sign and minutes', () => {
    const previous = process.env['TZ'];
    const instant = '2026-11-20T11:03:09.000Z';
    try {
      process.env['TZ'] = 'Europe/Istanbul';
      expect(csvDate(instant)).toBe('20.11.2026 14:03:09 +03:00');
      expect(listDate(instant)).toBe('2026-11-20 14:03');
      process.env['TZ'] = 'America/St_Johns';
      expect(csvDate(instant)).toBe('20.11.2026 07:33:09 -03:30');
      expect(listDate('2026-11-20T02:00:00.000Z')).toBe('2026-11-19 22:30');
    } finally {
      if (previous === undefined) delete process.env['TZ'];
      else process.env['TZ'] = previous;
    }
  });
});

describe('pagination window', () => {
  it.each([
    [1, 1, [1]],
    [1, 10, [1, 2, 3]],
    [2, 10, [1, 2, 3, 4]],
    [5, 10, [3, 4, 5, 6, 7]],
    [10, 10, [8, 9, 10]],
    [1, 0, []],
  ])('page %i of %i: %j', (current, total, pages) => {
    expect(pageWindow(current, total)).toEqual(pages);
  });
});

describe('message text', () => {
  const base: ConversationMessage = { oid: 'm', content: {}, messageType: 'TEXT', messageDate: '2026-11-20T09:30:00.000Z', sendBy: 'BOT', debugInfo: null };
  it('reads text, media links, log text, or the content as JSON', () => {
    expect(messageText({ ...base, content: { text: 'Hi' } })).toBe('Hi');
    expect(messageText({ ...base, messageType: 'IMAGE', content: { link: 'https://x.test/a.png', caption: 'A cat' } })).toBe('A cat (https://x.test/a.png)');
    expect(messageText({ ...base, messageType: 'FILE', content: { link: 'https://x.test/a.pdf' } })).toBe('https://x.test/a.pdf');
    expect(messageText({ ...base, messageType: 'LOG', content: { text: 'ignored' }, debugInfo: { moduleId: 'm1', moduleType: 'MESSAGE', text: 'Entered Welcome' } })).toBe(
      'Entered Welcome',
    );
    expect(messageText({ ...base, messageType: 'CARD', content: { cards: [1] } })).toBe('{"cards":[1]}');
  });
});
