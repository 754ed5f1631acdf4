// Writes tests/data/hwu64/{train,test}.csv from a checkout of NLU-Evaluation-Data
// (github.com/xliuhw/NLU-Evaluation-Data, CC BY 4.0): the first fold of its 10-fold
// cross-validation, the text being the `answer_from_anno` column and the category
// `<scenario>_<intent>`. See tests/data/hwu64/NOTICE.md.
// Run: npx tsx scripts/hwu64Csv.ts <path of the NLU-Evaluation-Data checkout>
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';

const FOLD = 'CrossValidation/autoGeneFromRealAnno/autoGene_2018_03_22-13_01_25_169/CrossValidation/KFold_1';
const OUT = join(import.meta.dirname, '..', 'tests', 'data', 'hwu64');

type Row = { scenario: string; intent: string; answer_from_anno: string };

function rowsOf(folder: string): string[][] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.csv'))
    .sort()
    .flatMap((name) => {
      const parsed = Papa.parse<Row>(readFileSync(join(folder, name), 'utf8'), { header: true, delimiter: ';', skipEmptyLines: true });
      return parsed.data.filter((row) => row.answer_from_anno?.trim()).map((row) => [row.answer_from_anno.trim(), `${row.scenario}_${row.intent}`]);
    });
}

function write(name: string, rows: string[][]): void {
  const text = Papa.unparse({ fields: ['text', 'category'], data: rows }, { quotes: true, newline: '\n' });
  writeFileSync(join(OUT, name), `${text}\n`);
  console.log(`${name}: ${rows.length} rows`);
}

const source = process.argv[2];
if (!source) {
  console.error('Give the path of a NLU-Evaluation-Data checkout.');
  process.exit(1);
}
write('train.csv', rowsOf(join(source, FOLD, 'trainset')));
write('test.csv', rowsOf(join(source, FOLD, 'testset', 'csv')));
