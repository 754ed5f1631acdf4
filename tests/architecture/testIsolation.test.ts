import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import config, { consoleOwnModules, consoleTestFiles, ownModules, sharedStateChange } from '../../vitest.config';

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

describe('the console test files share modules only when they leave them alone', () => {
  type Project = { test?: { name?: string; exclude?: string[]; isolate?: boolean } };
  const projects = (config as { test?: { projects?: Project[] } }).test?.projects ?? [];
  const shared = projects.find((project) => project.test?.name === 'console-shared');

  it('runs every console file that mocks modules, stubs globals, fakes the clock, spies or sets the HTTP policy isolated', () => {
    const isolated = consoleOwnModules();
    expect(isolated).toContain('ui/pages/profile/ProfileView.test.tsx');
    expect(shared?.test?.isolate).toBe(false);
    expect(isolated.filter((file) => !shared?.test?.exclude?.includes(file))).toEqual([]);
  });

  it('finds the console files it sorts', () => {
    const all = consoleTestFiles();
    expect(all).toContain('tests/architecture/testIsolation.test.ts');
    expect(all.filter((file) => !existsSync(file))).toEqual([]);
  });
});
