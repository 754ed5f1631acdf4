import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { coverageRows, coverageTable } from './paths';
import { COVERAGE_TABLE_END, COVERAGE_TABLE_START, pathsDocument, withCoverageTable } from './pathsDocument';

const around = (table: string) => `# Title\n\nBefore.\n\n${COVERAGE_TABLE_START}\n${table}\n${COVERAGE_TABLE_END}\n\nAfter.\n`;

describe('docs/paths.md', () => {
  it("has the coverage table `npm run paths -- --all` prints for today's machines (run `npm run paths -- --doc paths` after a change)", () => {
    const document = readFileSync('docs/paths.md', 'utf8');
    const rows = coverageRows();
    expect(document).toBe(pathsDocument(document, rows));
    // The real figures of the catalogue, one row per machine.
    expect(document).toContain(coverageTable(rows));
    expect(document).toMatch(/^login +\d+\/\d+ +\d+\/\d+ +\d+ +\d+$/m);
  }, 120_000);
});

describe('the coverage table between its markers', () => {
  it('replaces only what is between the markers, fenced as code, and leaves the rest as written', () => {
    const written = withCoverageTable(around('```\nmachine  states\nlogin     11/12\n```'), 'machine  states\nlogin     12/12');
    expect(written).toBe(`# Title\n\nBefore.\n\n${COVERAGE_TABLE_START}\n\`\`\`\nmachine  states\nlogin     12/12\n\`\`\`\n${COVERAGE_TABLE_END}\n\nAfter.\n`);
    // Writing the same table again changes nothing, so an up-to-date document stays as it is.
    expect(withCoverageTable(written, 'machine  states\nlogin     12/12')).toBe(written);
  });

  it('tells a stale table from a fresh one', () => {
    const fresh = withCoverageTable(around(''), 'login  12/12');
    expect(withCoverageTable(fresh, 'login  13/13')).not.toBe(fresh);
  });

  it('refuses a document that lost its markers, saying which lines to put back', () => {
    expect(() => withCoverageTable('# Paths\n\nno table here\n', 'login  12/12')).toThrow(COVERAGE_TABLE_START);
    expect(() => withCoverageTable(`${COVERAGE_TABLE_END}\n${COVERAGE_TABLE_START}\n`, 'login  12/12')).toThrow(/markers are missing/);
  });
});
