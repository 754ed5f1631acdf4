import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import fontkit, { type Font, type Glyph } from '@pdf-lib/fontkit';
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, type PDFRawStream } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AiReport } from '../../services/contracts/analysis';
import { aiReportPdf, type ReportFilterLabels } from './aiReportPdf';
import { reportDirection, reportTexts } from './reportTexts';

/**
 * The AI report's PDF read back as a reader sees it: every text show of the page content streams
 * (where it starts, its size, its glyphs), each glyph of the embedded subset font named by the
 * character of DejaVu Sans that has its outline and advance and stands for the text the PDF maps
 * the glyph to (its ToUnicode map: an Arabic letter whatever its form). So an Arabic letter in a
 * joined form is named by its Arabic Presentation Forms-B code point, an isolated letter by its
 * own code point (the font's glyph for it is its isolated form), and a Latin l by l, not by the
 * isolated alef that looks the same.
 */
const PAGE_WIDTH = 595.28;
const MARGIN = 48;

const report: AiReport = {
  totals: {
    conversations: 12,
    endedConversations: 10,
    liveConversations: 2,
    clientMessages: 30,
    botMessages: 31,
    predictions: 20,
    recognised: 15,
    fallbacks: 3,
    errors: 2,
    averageConfidence: 0.734,
  },
  daily: [
    { date: '2025-06-01', conversations: 5, messages: 20, predictions: 8, recognised: 6, fallbacks: 1 },
    { date: '2025-06-02', conversations: 0, messages: 0, predictions: 0, recognised: 0, fallbacks: 0 },
    { date: '2025-06-03', conversations: 7, messages: 41, predictions: 12, recognised: 9, fallbacks: 2 },
  ],
  intents: [
    { intent: 'Greeting', hits: 9, averageConfidence: 0.81 },
    { intent: 'OrderStatus', hits: 6, averageConfidence: 0.7 },
  ],
  confidence: Array.from({ length: 10 }, (_, i) => ({ from: i / 10, to: (i + 1) / 10, count: i })),
  channels: [{ channelId: 'web', channelName: 'Web chat', channelType: 'WEB', conversations: 8 }],
  subBotsOnly: false,
};
const filter: Omit<ReportFilterLabels, 'direction'> = {
  company: 'Report Co',
  query: {
    companyId: '00000000-0000-4000-8000-000000000001',
    startDate: '2025-06-01',
    endDate: '2025-06-03',
    timeZone: 'Europe/Istanbul',
    channelIds: [],
    botIds: [],
    versionIds: [],
    aiConnectionIds: [],
  },
};

type Show = { page: number; x: number; y: number; right: number; text: string };
/** A line as read: the shows at one height that touch each other, left to right. */
type Line = { page: number; x: number; right: number; y: number; text: string; shows: number };

let dejaVu: Font;
/** Outline and advance of a glyph: the same in the subset as in the whole font. */
const shape = (glyph: Glyph) => `${glyph.advanceWidth} ${glyph.path.toSVG()}`;
/** The characters each outline of the font draws, in the order of the ranges below (a base letter before its presentation forms). */
let charactersOf: Map<string, string[]>;

beforeAll(() => {
  dejaVu = fontkit.create(readFileSync(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')));
  charactersOf = new Map();
  const ranges = [
    [0x20, 0x7e],
    [0xa0, 0x17f],
    [0x2010, 0x2030],
    [0x0600, 0x06ff],
    [0xfe70, 0xfefc],
  ];
  for (const [from, to] of ranges)
    for (let code = from!; code <= to!; code += 1) {
      if (!dejaVu.hasGlyphForCodePoint(code)) continue;
      const key = shape(dejaVu.glyphForCodePoint(code));
      charactersOf.set(key, [...(charactersOf.get(key) ?? []), String.fromCodePoint(code)]);
    }
});

const lookup = (doc: PDFDocument, object: PDFObject | undefined) => (object ? doc.context.lookup(object) : undefined);
const decoded = (stream: PDFRawStream) => {
  const bytes = stream.getContents();
  return Buffer.from(stream.dict.get(PDFName.of('Filter')) ? inflateSync(bytes) : bytes);
};

/** Every text show of the PDF, its glyphs named by the characters they draw. */
async function shows(bytes: Uint8Array): Promise<Show[]> {
  const doc = await PDFDocument.load(bytes);
  const descriptor = doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .find((object): object is PDFDict => object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'))!;
  const subset = fontkit.create(decoded(lookup(doc, descriptor.get(PDFName.of('FontFile2'))) as PDFRawStream));
  const font = doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .find((object): object is PDFDict => object instanceof PDFDict && object.get(PDFName.of('Subtype')) === PDFName.of('Type0'))!;
  const toUnicode = decoded(lookup(doc, font.get(PDFName.of('ToUnicode'))) as PDFRawStream).toString('latin1');
  const textOf = new Map(
    [...toUnicode.matchAll(/<([0-9a-f]{4})> <([0-9a-f]+)>/gi)].map(([, id, units]) => [
      parseInt(id!, 16),
      String.fromCharCode(...units!.match(/.{4}/g)!.map((unit) => parseInt(unit, 16))),
    ]),
  );
  const character = (id: number) =>
    charactersOf.get(shape(subset.getGlyph(id)))?.find((candidate) => candidate.normalize('NFKC') === textOf.get(id)) ?? `[glyph ${id}: ${textOf.get(id)}]`;
  return doc.getPages().flatMap((page, index) => {
    const contents = page.node.Contents()!;
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => lookup(doc, ref)) : [contents];
    const operators = streams.map((stream) => decoded(stream as PDFRawStream).toString('latin1')).join('\n');
    return [...operators.matchAll(/ ([\d.]+) Tf\n(?:.*\n)*?1 0 0 1 (-?[\d.]+) (-?[\d.]+) Tm\n<([0-9A-F]*)> Tj/g)].map(([, size, x, y, hex]) => {
      const ids = hex!.match(/.{4}/g)?.map((id) => parseInt(id, 16)) ?? [];
      const width = ids.reduce((sum, id) => sum + subset.getGlyph(id).advanceWidth, 0) * (Number(size) / subset.unitsPerEm);
      return { page: index + 1, x: Number(x), y: Number(y), right: Number(x) + width, text: ids.map(character).join('') };
    });
  });
}

/** The shows put together into the lines a reader sees. */
function lines(all: Show[]): Line[] {
  const sorted = [...all].sort((a, b) => a.page - b.page || b.y - a.y || a.x - b.x);
  const result: Line[] = [];
  for (const show of sorted) {
    const last = result.at(-1);
    if (last && last.page === show.page && last.y === show.y && Math.abs(show.x - last.right) < 0.01) {
      last.text += show.text;
      last.right = show.right;
      last.shows += 1;
    } else result.push({ page: show.page, x: show.x, y: show.y, right: show.right, text: show.text, shows: 1 });
  }
  return result;
}

/** The line whose text is exactly this, or a failure listing what is there. */
function line(all: Line[], text: string): Line {
  const found = all.find((l) => l.text === text);
  if (!found) expect(all.map((l) => l.text)).toContain(text);
  return found!;
}

// Arabic labels of locales/ar/analysis.json, in visual order (left to right) and joined forms.
/** تقارير الذكاء الاصطناعي (the title) */
const TITLE =
  '\uFEF2\uFECB\uFE8E\uFEE8\uFEC4\uFEBB\uFEFB\u0627' + // الاصطناعي: yeh final, ain initial, alef final, noon medial, tah medial, sad initial, lam-alef, alef
  ' \u0621\uFE8E\uFEDB\uFEAC\uFEDF\u0627' + // الذكاء: hamza, alef final, kaf initial, thal final, lam initial, alef
  ' \uFEAE\uFEF3\u0631\uFE8E\uFED8\uFE97'; // تقارير: reh final, yeh initial, reh, alef final, qaf medial, teh initial
/** الإجماليات (Totals): teh, alef final, yeh medial, lam initial, alef final, meem medial, jeem initial, lam-alef with hamza below, alef */
const TOTALS = '\u062A\uFE8E\uFEF4\uFEDF\uFE8E\uFEE4\uFE9F\uFEF9\u0627';
/** المحادثات (Conversations): teh, alef final, theh initial, dal, alef final, hah medial, meem medial, lam initial, alef */
const CONVERSATIONS = '\u062A\uFE8E\uFE9B\u062F\uFE8E\uFEA4\uFEE4\uFEDF\u0627';
/** الشركة (Company): teh marbuta final, kaf initial, reh final, sheen medial, lam initial, alef */
const COMPANY = '\uFE94\uFEDB\uFEAE\uFEB8\uFEDF\u0627';
/** النطاق الزمني (Date range) */
const DATE_RANGE =
  '\uFEF2\uFEE8\uFEE3\uFEB0\uFEDF\u0627' + // الزمني: yeh final, noon medial, meem initial, zain final, lam initial, alef
  ' \u0642\uFE8E\uFEC4\uFEE8\uFEDF\u0627'; // النطاق: qaf, alef final, tah medial, noon medial, lam initial, alef

describe('the AI report PDF in Arabic', () => {
  let arabic: Line[];
  beforeAll(async () => {
    arabic = lines(await shows(await aiReportPdf(report, reportTexts('ar'), { ...filter, direction: reportDirection('ar') })));
  });

  it('draws the letters joined, in right-to-left order, and right-aligns the title and headings', () => {
    const title = line(arabic, TITLE);
    expect(title.right).toBeCloseTo(PAGE_WIDTH - MARGIN, 1);
    expect(line(arabic, TOTALS).right).toBeCloseTo(PAGE_WIDTH - MARGIN, 1);
    expect(title.x).toBeGreaterThan(PAGE_WIDTH / 2);
  });

  it('keeps numbers, dates and Latin names left to right inside the right-to-left lines', () => {
    // المحادثات: 12 and الشركة: Report Co, read from the right.
    expect(line(arabic, `12 :${CONVERSATIONS}`).shows).toBe(2);
    expect(line(arabic, `Report Co :${COMPANY}`).right).toBeCloseTo(PAGE_WIDTH - MARGIN, 1);
    // The range's first day is on the right, each date and the time zone in its own order, the brackets mirrored.
    line(arabic, `(Europe/Istanbul) 2025-06-03 – 2025-06-01 :${DATE_RANGE}`);
    // A share after an Arabic label: المعروفة: 15 (75%).
    expect(arabic.map((l) => l.text)).toContainEqual(expect.stringMatching(/^\(75%\) 15 :/));
  });

  it('mirrors the totals, the legends and the bars', () => {
    const label = arabic.find((l) => l.text === CONVERSATIONS)!;
    expect(label.right).toBeCloseTo(PAGE_WIDTH - MARGIN, 1);
    const value = arabic.find((l) => l.y === label.y && l.text === '12')!;
    expect(value.right).toBeCloseTo(PAGE_WIDTH - MARGIN - 170, 1);
    // The daily chart's legend is left of the chart, each label ending left of its colour square.
    const legend = line(arabic, `12 :${CONVERSATIONS}`);
    expect(legend.right).toBeCloseTo(PAGE_WIDTH - (MARGIN + 30 + 360 + 16 + 14), 1);
    // An intent's name right-aligned in the bars' label column.
    expect(line(arabic, '(81%) Greeting').right).toBeCloseTo(PAGE_WIDTH - MARGIN, 1);
  });
});

describe('the AI report PDF in a left-to-right language', () => {
  it('draws each line as one text in reading order from the left margin, as before', async () => {
    const english = lines(await shows(await aiReportPdf(report, reportTexts('en'), { ...filter, direction: reportDirection('en') })));
    for (const text of ['AI Reporting', 'Company: Report Co', 'Date range: 2025-06-01 – 2025-06-03 (Europe/Istanbul)', 'Totals', 'Conversations', 'Greeting (81%)']) {
      const found = line(english, text);
      expect(found.x, text).toBe(MARGIN);
      expect(found.shows, text).toBe(1);
    }
    const legend = line(english, 'Conversations: 12');
    expect([legend.x, legend.shows]).toEqual([MARGIN + 30 + 360 + 16 + 14, 1]);
    const turkish = lines(await shows(await aiReportPdf(report, reportTexts('tr'), { ...filter, direction: reportDirection('tr') })));
    expect(line(turkish, 'Yapay Zeka Raporlama').x).toBe(MARGIN);
  });
});
