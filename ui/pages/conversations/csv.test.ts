import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { row } from '../../../tests/paths/models/conversationList.model';
import { conversationCsv, csvLabels, CSV_FILE_NAME, type CsvLabels } from './csv';
import { initTestI18n } from '../../testing/i18n';
import { csvDate } from './format';

const labels: CsvLabels = {
  id: 'Conversation ID',
  assistant: 'Assistant',
  channel: 'Channel ID',
  client: 'Client ID',
  start: 'Start Date',
  last: 'Last Date',
  end: 'End Date',
  type: 'Type',
  open: 'Open',
  closed: 'Closed',
};
const local = (y: number, m: number, d: number, h: number, min: number, s = 0) => new Date(y, m - 1, d, h, min, s).toISOString();

describe('conversation CSV', () => {
  it('the file is ConversationReport.csv', () => {
    expect(CSV_FILE_NAME).toBe('ConversationReport.csv');
  });

  it('writes the header row, then one ";"-separated row a conversation with its dates as the report shows them and Open/Closed', () => {
    const start = local(2026, 11, 20, 9, 30, 5);
    const end = local(2026, 11, 20, 10, 0, 0);
    const csv = conversationCsv(
      [row('a', { startDate: start, lastMessageDate: null }), row('b', { startDate: start, lastMessageDate: end, endDate: end, isEnded: true, botID: null, botName: null })],
      labels,
    );
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('Conversation ID;Assistant;Channel ID;Client ID;Start Date;Last Date;End Date;Type');
    expect(lines[1]).toBe(`a;Help desk;ch1;client-1;${csvDate(start)};;;Open`);
    expect(lines[2]).toBe(`b;;ch1;client-1;${csvDate(start)};${csvDate(end)};${csvDate(end)};Closed`);
    // The dates read DD.MM.YYYY HH:mm:ss and the offset.
    expect(csvDate(start)).toMatch(/^20\.11\.2026 09:30:05 [+-]\d{2}:\d{2}$/);
  });

  it('quotes a value holding the separator, quotes or a line break, leaves commas as they are, and reads back unchanged', () => {
    const client = 'Doe; "Jo"\nsecond line';
    const csv = conversationCsv([row('a,1', { clientID: client, startDate: local(2026, 11, 20, 9, 30), lastMessageDate: null })], labels);
    expect(csv.split('\r\n')[1]).toBe(`a,1;Help desk;ch1;"Doe; ""Jo""\nsecond line";${csvDate(local(2026, 11, 20, 9, 30))};;;Open`);
    expect(Papa.parse<string[]>(csv, { delimiter: ';' }).data[1]).toEqual(['a,1', 'Help desk', 'ch1', client, csvDate(local(2026, 11, 20, 9, 30)), '', '', 'Open']);
  });

  it('writes a client id a spreadsheet would run as a formula as plain text', () => {
    const start = local(2026, 11, 20, 9, 30);
    const lines = conversationCsv(
      ['=HYPERLINK("http://x")', '+1', '@SUM(A1)', '-2', 'plain'].map((clientID, i) => row(`r${i}`, { startDate: start, lastMessageDate: null, clientID })),
      labels,
    ).split('\r\n');
    expect(lines.slice(1).map((line) => line.split(';')[3])).toEqual([`"'=HYPERLINK(""http://x"")"`, `"'+1"`, `"'@SUM(A1)"`, `"'-2"`, 'plain']);
  });

  it('an empty filter still writes the header row', () => {
    const lines = conversationCsv([], labels).split('\r\n');
    expect(lines[0]).toBe('Conversation ID;Assistant;Channel ID;Client ID;Start Date;Last Date;End Date;Type');
    expect(lines.slice(1).filter((line) => line !== '')).toEqual([]);
  });

  it('takes its column titles and Open/Closed from the conversations texts, in the chosen language', () => {
    const i18n = initTestI18n();
    expect(csvLabels(i18n.getFixedT('en', 'conversations'))).toEqual(labels);
    const german = csvLabels(i18n.getFixedT('de', 'conversations'));
    expect(german.open).toBe(i18n.getFixedT('de', 'conversations')('status.open'));
    expect(german.id).not.toBe(labels.id);
  });
});
