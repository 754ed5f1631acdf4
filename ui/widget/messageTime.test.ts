import { describe, expect, it } from 'vitest';
import en from '../../locales/en/widget.json';
import { formatTimestamp, relativeTime } from './messageTime';

describe('message times', () => {
  const now = new Date(2026, 10, 27, 14, 30);
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it("says how long ago in the channel's words", () => {
    expect(relativeTime(ago(20_000), now, en.texts)).toBe('Just Now');
    expect(relativeTime(ago(5 * 60_000), now, en.texts)).toBe('5 m ago');
    expect(relativeTime(ago(2 * 3_600_000), now, en.texts)).toBe('2 h ago');
    expect(relativeTime(ago(3 * 86_400_000), now, en.texts)).toBe('3 d ago');
  });

  it('formats the spec timestamps', () => {
    expect(formatTimestamp(now, en.texts.messageTimestampFormat, 'en')).toBe('2:30 PM');
    expect(formatTimestamp(now, en.texts.conversationTimestampHeaderFormat, 'en')).toBe('November 27 2026, 2:30 PM');
    expect(formatTimestamp(new Date(2026, 0, 5, 9, 7), 'DD.MM.YY HH:mm', 'de')).toBe('05.01.26 09:07');
  });
});
