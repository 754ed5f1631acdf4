import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import fontkit, { type Font } from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { AiReport, AiReportQuery } from '../../services/contracts/analysis';
import { isolate, layoutPieces, truncate, visualRuns } from './pdfText';
import type { ReportTexts } from './reportTexts';

/** DejaVu Sans covers Turkish, German and Arabic letters; read once per process. */
let fontBytes: Buffer | undefined;
function dejaVu(): Buffer {
  fontBytes ??= readFileSync(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
  return fontBytes;
}

/** The font as pdf-lib's layout sees it, to know which strings that layout draws right to left. */
let layoutFont: Font | undefined;
function laysOutRtl(value: string): boolean {
  layoutFont ??= fontkit.create(dejaVu());
  return layoutFont.layout(value).direction === 'rtl';
}

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const INK = rgb(0.13, 0.15, 0.2);
const MUTED = rgb(0.42, 0.45, 0.5);
const GRID = rgb(0.86, 0.87, 0.9);
/** The series colours, the same order as the page's charts. */
const PALETTE: RGB[] = [rgb(0.16, 0.42, 0.85), rgb(0.95, 0.55, 0.13), rgb(0.2, 0.65, 0.4), rgb(0.85, 0.26, 0.3), rgb(0.55, 0.38, 0.8), rgb(0.45, 0.45, 0.48)];

/**
 * Where the next line goes, on which page, and the report's direction: in a right-to-left report
 * (Arabic) lines start at the right margin and the layout is mirrored, as the console's page is.
 */
type Pen = { page: PDFPage; font: PDFFont; y: number; rtl: boolean };

const percent = (value: number | null) => (value === null ? '-' : `${Math.round(value * 100)}%`);

/** A line's strings in visual order, left to right, each as pdf-lib is to draw it (shaped by its layout), with its width. */
function pieces(pen: Pen, value: string, size: number): Array<{ text: string; width: number }> {
  return visualRuns(value, pen.rtl ? 'rtl' : 'ltr')
    .flatMap((run) => layoutPieces(run, laysOutRtl))
    .map((piece) => ({ text: piece, width: pen.font.widthOfTextAtSize(piece, size) }));
}

const widthOf = (pen: Pen, value: string, size: number) => pieces(pen, value, size).reduce((sum, piece) => sum + piece.width, 0);

/** Draws a line with its left end at x, or its right end there (align 'right'). */
function textAt(pen: Pen, value: string, x: number, y: number, size: number, color: RGB, align: 'left' | 'right') {
  const parts = pieces(pen, value, size);
  let left = align === 'left' ? x : x - parts.reduce((sum, piece) => sum + piece.width, 0);
  for (const piece of parts) {
    pen.page.drawText(piece.text, { x: left, y, size, font: pen.font, color });
    left += piece.width;
  }
}

/** The page's x of a box `width` wide that starts `start` from the side lines start on (the left, or the right in a right-to-left report). */
const boxX = (pen: Pen, start: number, width = 0) => (pen.rtl ? PAGE.width - start - width : start);

/** Draws a line that starts `start` from the side lines start on: left-aligned there, or right-aligned in a right-to-left report. */
function text(pen: Pen, value: string, start: number, y: number, size = 10, color: RGB = INK) {
  textAt(pen, value, boxX(pen, start), y, size, color, pen.rtl ? 'right' : 'left');
}

/** Breaks a text into lines that fit a width. */
function wrap(pen: Pen, value: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && widthOf(pen, next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

function heading(pen: Pen, value: string) {
  pen.y -= 24;
  text(pen, value, PAGE.margin, pen.y, 13);
  pen.y -= 8;
}

/** Colour squares with their labels, `start` from the side lines start on (the square first). */
function legend(pen: Pen, items: Array<{ label: string; color: RGB }>, start: number, y: number) {
  items.forEach((item, index) => {
    const rowY = y - index * 14;
    pen.page.drawRectangle({ x: boxX(pen, start, 9), y: rowY - 1, width: 9, height: 9, color: item.color });
    text(pen, item.label, start + 14, rowY, 9);
  });
}

/**
 * Daily activity: one line per series over the days, the axis labelled with its top value. In a
 * right-to-left report the axis and its labels are on the right and the legend on the left, the
 * days still running left to right (as the console's chart does).
 */
function lineChart(pen: Pen, report: AiReport, texts: ReportTexts) {
  const f = texts.figures;
  const series = [
    { label: f.conversations, color: PALETTE[0]!, values: report.daily.map((d) => d.conversations) },
    { label: f.messages, color: PALETTE[1]!, values: report.daily.map((d) => d.messages) },
    { label: f.predictions, color: PALETTE[2]!, values: report.daily.map((d) => d.predictions) },
  ];
  const height = 150;
  const width = 360;
  const start = PAGE.margin + 30;
  const left = boxX(pen, start, width);
  const axis = pen.rtl ? left + width : left;
  const bottom = pen.y - height - 10;
  const top = Math.max(1, ...series.flatMap((s) => s.values));
  pen.page.drawLine({ start: { x: left, y: bottom }, end: { x: left + width, y: bottom }, thickness: 0.8, color: MUTED });
  pen.page.drawLine({ start: { x: axis, y: bottom }, end: { x: axis, y: bottom + height }, thickness: 0.8, color: MUTED });
  pen.page.drawLine({ start: { x: left, y: bottom + height }, end: { x: left + width, y: bottom + height }, thickness: 0.5, color: GRID });
  text(pen, String(top), PAGE.margin, bottom + height - 3, 8, MUTED);
  text(pen, '0', PAGE.margin + 18, bottom - 3, 8, MUTED);
  const days = report.daily.length;
  const xAt = (index: number) => left + (days <= 1 ? width / 2 : (index * width) / (days - 1));
  const yAt = (value: number) => bottom + (value / top) * height;
  for (const s of series) {
    s.values.forEach((value, index) => {
      if (index > 0) pen.page.drawLine({ start: { x: xAt(index - 1), y: yAt(s.values[index - 1]!) }, end: { x: xAt(index), y: yAt(value) }, thickness: 1.5, color: s.color });
      if (days <= 31) pen.page.drawCircle({ x: xAt(index), y: yAt(value), size: 1.8, color: s.color });
    });
  }
  if (days > 0) {
    textAt(pen, report.daily[0]!.date, left, bottom - 14, 8, MUTED, 'left');
    if (days > 1) textAt(pen, report.daily[days - 1]!.date, left + width, bottom - 14, 8, MUTED, 'right');
  }
  legend(
    pen,
    series.map((s) => ({ label: `${s.label}: ${s.values.reduce((a, b) => a + b, 0)}`, color: s.color })),
    start + width + 16,
    bottom + height - 8,
  );
  pen.y = bottom - 24;
}

/** A pie of shares, each slice a filled vector path, `start` from the side lines start on, with its label and number beside it. */
function pie(pen: Pen, slices: Array<{ label: string; value: number }>, start: number, topY: number) {
  const radius = 55;
  const cx = boxX(pen, start, radius * 2) + radius;
  const cy = topY - radius;
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  if (total === 0) pen.page.drawCircle({ x: cx, y: cy, size: radius, borderColor: GRID, borderWidth: 1 });
  let angle = -Math.PI / 2;
  slices.forEach((slice, index) => {
    if (slice.value === 0 || total === 0) return;
    const sweep = (slice.value / total) * Math.PI * 2;
    const steps = Math.max(2, Math.ceil(sweep / 0.1));
    // drawSvgPath measures y downwards from the given origin (the centre here).
    const points = ['M 0 0'];
    for (let step = 0; step <= steps; step += 1) {
      const a = angle + (sweep * step) / steps;
      points.push(`L ${(Math.cos(a) * radius).toFixed(2)} ${(Math.sin(a) * radius).toFixed(2)}`);
    }
    pen.page.drawSvgPath(`${points.join(' ')} Z`, { x: cx, y: cy, color: PALETTE[index % PALETTE.length]!, borderColor: rgb(1, 1, 1), borderWidth: 0.5 });
    angle += sweep;
  });
  legend(
    pen,
    slices.map((s, index) => ({ label: `${isolate(s.label)}: ${s.value} (${total ? Math.round((s.value / total) * 100) : 0}%)`, color: PALETTE[index % PALETTE.length]! })),
    start + radius * 2 + 14,
    topY - 10,
  );
}

/** Horizontal bars, each labelled with its name and number; in a right-to-left report the names are on the right and the bars grow leftwards. */
function bars(pen: Pen, rows: Array<{ label: string; value: number }>, barColor: RGB) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  const labelWidth = 150;
  const width = PAGE.width - PAGE.margin * 2 - labelWidth - 50;
  for (const row of rows) {
    pen.y -= 16;
    text(pen, truncate(row.label, 28), PAGE.margin, pen.y, 9);
    const w = (row.value / max) * width;
    if (w > 0) pen.page.drawRectangle({ x: boxX(pen, PAGE.margin + labelWidth, w), y: pen.y - 2, width: w, height: 10, color: barColor });
    text(pen, String(row.value), PAGE.margin + labelWidth + w + 6, pen.y, 9, MUTED);
  }
}

/** What the report was asked for, and the direction its language is written in (reportTexts.ts). */
export type ReportFilterLabels = { company: string; query: Required<AiReportQuery>; direction: 'ltr' | 'rtl' };

/**
 * The AI report as a PDF (spec 01 section 2.16): the title, the filter, the note that
 * conversations still in progress may change the figures, the totals, and the page's charts
 * drawn as vector graphics (daily lines, outcome and channel pies, intent and confidence bars)
 * with their numbers, in the requested language with a font that has its letters. Each line is
 * laid out by the Unicode Bidirectional Algorithm and its Arabic letters joined (pdfText.ts); when
 * the report's language is written right to left (Arabic) the page is
 * mirrored: lines start at the right margin, the totals' columns, legends and bars run from the right.
 */
export async function aiReportPdf(report: AiReport, texts: ReportTexts, filter: ReportFilterLabels): Promise<Uint8Array> {
  const { report: r, figures: f } = texts;
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(dejaVu(), { subset: true });
  doc.setTitle(`${r.title} — ${filter.company}`);
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  const rtl = filter.direction === 'rtl';
  const newPage = (): Pen => ({ page: doc.addPage([PAGE.width, PAGE.height]), font, y: PAGE.height - PAGE.margin, rtl });

  let pen = newPage();
  text(pen, r.title, PAGE.margin, pen.y - 10, 20);
  pen.y -= 34;
  const q = filter.query;
  const chosen = (list: string[]) => (list.length === 0 ? r.all : r.chosen.replace('{{count}}', String(list.length)));
  const filterLines = [
    `${r.company}: ${isolate(filter.company)}`,
    `${r.dateRange}: ${isolate(q.startDate)} – ${isolate(q.endDate)} (${isolate(q.timeZone)})`,
    `${r.channels}: ${chosen(q.channelIds)} · ${r.assistants}: ${chosen(q.botIds)} · ${r.versions}: ${chosen(q.versionIds)} · ${r.aiConnections}: ${chosen(q.aiConnectionIds)}`,
  ];
  for (const line of filterLines.flatMap((l) => wrap(pen, l, 10, PAGE.width - PAGE.margin * 2))) {
    text(pen, line, PAGE.margin, pen.y, 10);
    pen.y -= 14;
  }
  for (const line of wrap(pen, r.exportNote, 9, PAGE.width - PAGE.margin * 2)) {
    text(pen, line, PAGE.margin, pen.y, 9, MUTED);
    pen.y -= 12;
  }

  heading(pen, f.totals);
  const t = report.totals;
  const totals: Array<[string, string]> = [
    [f.conversations, String(t.conversations)],
    [f.endedConversations, String(t.endedConversations)],
    [f.liveConversations, String(t.liveConversations)],
    [f.clientMessages, String(t.clientMessages)],
    [f.botMessages, String(t.botMessages)],
    [f.predictions, String(t.predictions)],
    [f.recognised, String(t.recognised)],
    [f.fallbacks, String(t.fallbacks)],
    [f.errors, String(t.errors)],
    [f.averageConfidence, percent(t.averageConfidence)],
  ];
  const half = Math.ceil(totals.length / 2);
  totals.forEach(([label, value], index) => {
    const column = index < half ? 0 : 1;
    const y = pen.y - 14 * ((index % half) + 1);
    const x = PAGE.margin + column * 250;
    text(pen, label, x, y, 10, MUTED);
    text(pen, value, x + 170, y, 10);
  });
  pen.y -= 14 * half + 6;

  heading(pen, f.daily);
  lineChart(pen, report, texts);

  heading(pen, f.outcomes);
  pie(
    pen,
    [
      { label: f.recognised, value: t.recognised },
      { label: f.fallbacks, value: t.fallbacks },
      { label: f.errors, value: t.errors },
    ],
    PAGE.margin,
    pen.y - 6,
  );
  pen.y -= 130;

  pen = newPage();
  heading(pen, f.channels);
  const channels = report.channels.slice(0, PALETTE.length - 1).map((c) => ({ label: c.channelName, value: c.conversations }));
  const others = report.channels.slice(PALETTE.length - 1).reduce((sum, c) => sum + c.conversations, 0);
  if (others > 0) channels.push({ label: '…', value: others });
  pie(pen, channels, PAGE.margin, pen.y - 6);
  pen.y -= 130;

  heading(pen, f.intents);
  if (report.intents.length === 0) {
    pen.y -= 16;
    text(pen, f.none, PAGE.margin, pen.y, 9, MUTED);
  }
  bars(
    pen,
    report.intents.slice(0, 15).map((i) => ({ label: `${isolate(i.intent)} (${percent(i.averageConfidence)})`, value: i.hits })),
    PALETTE[0]!,
  );

  heading(pen, f.confidence);
  bars(
    pen,
    report.confidence.map((b) => ({ label: `${b.from.toFixed(1)} – ${b.to.toFixed(1)}`, value: b.count })),
    PALETTE[2]!,
  );

  return doc.save();
}
