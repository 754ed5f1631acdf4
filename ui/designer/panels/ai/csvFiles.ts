import type { CsvRow } from '../../../../machines/ai/panel/csv';
import type { ParsedCsv } from '../../../../machines/ai/intentCsvUpload.machine';

/** papaparse is loaded on demand: only people who upload or download intents need it. */
const papa = () => import('papaparse').then((m) => m.default);

export async function parseCsvFile(file: File): Promise<ParsedCsv> {
  const Papa = await papa();
  const result = Papa.parse<CsvRow>(await file.text(), { header: true, skipEmptyLines: true });
  return { fields: result.meta.fields ?? [], rows: result.data, errors: result.errors };
}

/** Offers rows as a CSV file to the browser's downloads. */
export async function downloadCsv(rows: readonly CsvRow[], fileName: string): Promise<void> {
  const Papa = await papa();
  const blob = new Blob([Papa.unparse([...rows])], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
