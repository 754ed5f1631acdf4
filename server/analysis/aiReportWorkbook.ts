import ExcelJS from 'exceljs';
import type { AiReport } from '../../services/contracts/analysis';
import type { ReportTexts } from './reportTexts';

/** A sheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (text: string) => text.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);

/** A calendar day (YYYY-MM-DD) as an Excel date cell (midnight UTC, shown as the day). */
const dayCell = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The AI report as an Excel workbook (spec 01 section 2.16): one sheet per figure of the page —
 * totals, daily activity, prediction outcomes, conversations per channel, intents hit and the
 * confidence distribution — each with a header row, numbers as number cells and days as date cells.
 */
export async function aiReportWorkbook(report: AiReport, texts: ReportTexts): Promise<Buffer> {
  const f = texts.figures;
  const book = new ExcelJS.Workbook();
  book.created = new Date(0);
  const sheet = (title: string, headers: string[], rows: Array<Array<string | number | Date | null>>, formats: Array<string | undefined> = []) => {
    const ws = book.addWorksheet(sheetName(title));
    ws.addRow(headers).font = { bold: true };
    for (const row of rows) ws.addRow(row);
    headers.forEach((header, index) => {
      const column = ws.getColumn(index + 1);
      column.width = Math.max(12, header.length + 2);
      const format = formats[index];
      if (format) column.numFmt = format;
    });
    ws.views = [{ state: 'frozen', ySplit: 1 }];
  };
  const t = report.totals;
  sheet(
    f.totals,
    [f.totals, f.count],
    [
      [f.conversations, t.conversations],
      [f.endedConversations, t.endedConversations],
      [f.liveConversations, t.liveConversations],
      [f.clientMessages, t.clientMessages],
      [f.botMessages, t.botMessages],
      [f.predictions, t.predictions],
      [f.recognised, t.recognised],
      [f.fallbacks, t.fallbacks],
      [f.errors, t.errors],
      [f.averageConfidence, t.averageConfidence],
    ],
  );
  sheet(
    f.daily,
    [f.date, f.conversations, f.messages, f.predictions, f.recognised, f.fallbacks],
    report.daily.map((d) => [dayCell(d.date), d.conversations, d.messages, d.predictions, d.recognised, d.fallbacks]),
    ['yyyy-mm-dd'],
  );
  sheet(
    f.outcomes,
    [f.outcome, f.count],
    [
      [f.recognised, t.recognised],
      [f.fallbacks, t.fallbacks],
      [f.errors, t.errors],
    ],
  );
  sheet(
    f.channels,
    [f.channel, f.channelType, f.conversations],
    report.channels.map((c) => [c.channelName, c.channelType, c.conversations]),
  );
  sheet(
    f.intents,
    [f.intent, f.hits, f.averageConfidence],
    report.intents.map((i) => [i.intent, i.hits, i.averageConfidence]),
    [undefined, undefined, '0.00'],
  );
  sheet(
    f.confidence,
    [`${f.range} ≥`, `${f.range} <`, f.count],
    report.confidence.map((b) => [b.from, b.to, b.count]),
    ['0.0', '0.0'],
  );
  return Buffer.from(await book.xlsx.writeBuffer());
}
