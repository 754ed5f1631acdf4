import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownModules, sharedStateChange } from '../../vitest.config';

/** The test files under a folder, as repository paths. */
function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') && !entry.name.endsWith('.postgres.test.ts') ? [path] : [];
  });
}

describe('the server test project shares modules only between files that leave them alone', () => {
  const files = ['server', 'tests/api', 'tests/engine'].flatMap(testFiles);

  it('lists every server or API test file that replaces modules, globals, the environment or the clock among the isolated ones', () => {
    const changing = files.filter((file) => sharedStateChange.test(readFileSync(file, 'utf8')));
    expect(changing.filter((file) => !ownModules.includes(file))).toEqual([]);
  });

  it('lists no isolated file that does not exist', () => {
    expect(ownModules.filter((file) => !files.includes(file))).toEqual([]);
  });
});
