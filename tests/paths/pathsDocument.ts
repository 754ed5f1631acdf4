import { coverageRows, coverageTable, type CoverageRow } from './paths';

/**
 * docs/paths.md is written by hand except for its coverage table, which sits between these
 * two lines and is rewritten from the machines by `npm run paths -- --doc` (the freshness
 * test, pathsDocument.test.ts, fails when it no longer matches).
 */
export const COVERAGE_TABLE_START = '<!-- coverage table: written by `npm run paths -- --doc` from the machines; do not edit by hand -->';
export const COVERAGE_TABLE_END = '<!-- end of the coverage table -->';

/** The document with the text between the markers replaced by `table` (fenced as code). */
export function withCoverageTable(document: string, table: string): string {
  const start = document.indexOf(COVERAGE_TABLE_START);
  const end = start < 0 ? -1 : document.indexOf(COVERAGE_TABLE_END, start);
  if (start < 0 || end < 0) throw new Error(`the coverage table's markers are missing; put these two lines where the table goes:\n${COVERAGE_TABLE_START}\n${COVERAGE_TABLE_END}`);
  return `${document.slice(0, start + COVERAGE_TABLE_START.length)}\n\`\`\`\n${table}\n\`\`\`\n${document.slice(end)}`;
}

/** docs/paths.md (given as it is now) with the coverage table `npm run paths -- --all` prints today. */
export function pathsDocument(current: string, rows: readonly CoverageRow[] = coverageRows()): string {
  return withCoverageTable(current, coverageTable(rows));
}
