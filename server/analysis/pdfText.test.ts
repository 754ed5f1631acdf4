import { describe, expect, it } from 'vitest';
import { isolate, layoutPieces, truncate, visualRuns } from './pdfText';

/** fontkit's rule: a string is laid out right to left when its first letter with a script is Arabic (or of another right-to-left script). */
const fontkitRule = (text: string) => /^[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(text.replace(/[\p{Script=Common}\p{Script=Inherited}]/gu, ''));
/** What such a layout draws, left to right: the pieces each reversed when the rule says so. */
const drawn = (line: string, direction: 'ltr' | 'rtl') =>
  visualRuns(line, direction)
    .flatMap((run) => layoutPieces(run, fontkitRule))
    .map((piece) => (fontkitRule(piece) ? [...piece].reverse().join('') : piece))
    .join('');

describe('lines of mixed direction for the PDF', () => {
  it('orders runs visually: numbers and Latin names keep their order, brackets are mirrored', () => {
    expect(visualRuns('المحادثات: 12', 'rtl')).toEqual([
      { text: '12', rtl: false },
      { text: 'المحادثات: ', rtl: true },
    ]);
    expect(drawn('المحادثات: 12', 'rtl')).toBe('12 :تاثداحملا');
    expect(drawn(`النطاق: ${isolate('2025-06-01')} (${isolate('UTC')})`, 'rtl')).toBe('(UTC) 2025-06-01 :قاطنلا');
    // Without the isolate, the date after Arabic letters is read as Arabic numbers around neutral hyphens (as a browser shows it).
    expect(drawn('النطاق: 2025-06-01', 'rtl')).toBe('01-06-2025 :قاطنلا');
  });

  it('leaves a left-to-right line without right-to-left letters as one run, the isolates dropped', () => {
    expect(visualRuns(`Company: ${isolate('Report Co')}`, 'ltr')).toEqual([{ text: 'Company: Report Co', rtl: false }]);
    expect(drawn(`Channel ${isolate('واتساب')}: 4 (33%)`, 'ltr')).toBe('Channel باستاو: 4 (33%)');
  });

  it('hands the layout a right-to-left run without letters reversed, and Arabic-Indic digits so they come out in order', () => {
    expect(layoutPieces({ text: ' – ', rtl: true }, fontkitRule)).toEqual([' – ']);
    expect(layoutPieces({ text: ': (', rtl: true }, fontkitRule)).toEqual(['( :']);
    expect(layoutPieces({ text: 'المحادثات: ', rtl: true }, fontkitRule)).toEqual(['المحادثات: ']);
    // ١٢٣ is a left-to-right number: the layout would turn it, so it is handed over turned.
    expect(layoutPieces({ text: '١٢٣ kg', rtl: false }, fontkitRule)).toEqual(['٣٢١', ' kg']);
    expect(drawn('الطلب ١٢٣', 'rtl')).toBe('١٢٣ بلطلا');
  });

  it('cuts a label to a number of drawn characters', () => {
    expect(truncate('OrderStatus (81%)', 28)).toBe('OrderStatus (81%)');
    expect(truncate('abcdefghijklmnopqrstuvwxyz0123', 28)).toBe('abcdefghijklmnopqrstuvwxyz0…');
    expect(truncate(`${isolate('abcdefghijklmnopqrstuvwxy')} (81%)`, 28)).toBe('\u2068abcdefghijklmnopqrstuvwxy\u2069 (…');
    expect(truncate(`${isolate('abcdefghijklmnopqrstuv')} (81%)`, 28)).toBe(`${isolate('abcdefghijklmnopqrstuv')} (81%)`);
  });
});
