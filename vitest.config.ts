import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * The three projects of the unit and API tests. The server project shares the server's modules
 * between the files a worker runs; the files of ownModules replace modules, globals, the
 * environment or the clock, or configure the console's client, so they run isolated in the
 * console project instead (tests/architecture/testIsolation.test.ts keeps that list complete).
 * The console's own files share modules too (console-shared), except those consoleStateChange
 * finds, which run isolated in the console project.
 */

/** The server and API test files. */
export const serverFiles = ['server/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/engine/**/*.test.ts'];

/** Server and API test files that need their own module instances. */
export const ownModules = [
  'tests/api/graphqlLimits.test.ts',
  'tests/api/conversations.test.ts',
  'tests/api/votes.test.ts',
  'tests/api/aiDataClient.test.ts',
  'tests/api/designerDataClient.test.ts',
  'tests/api/chatWidgetEngine.test.ts',
  'tests/api/outboundCrash.test.ts',
  // These two put adapters of their own into a registry of adapters for a while.
  'tests/api/channelManagement.test.ts',
  'tests/api/aiConnectionScreen.test.ts',
  'tests/engine/assistantPaths.test.ts',
  'server/sandboxes/suite/desk/deskPage.test.ts',
  'server/sandboxes/phoneKit/sandboxPhone.test.ts',
  // It spies on the work pool's task functions to see which thread ran a check.
  'server/work/workPool.test.ts',
];

/** What makes a test file change state another file in the same worker would see. */
export const sharedStateChange =
  /vi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|spyOn)\(|configureHttpPolicy\(|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|Object\.assign\(\w*(Adapters|Registry|registry)\b|\w*(Adapters|Registry|registry)(\.\w+|\[[^\]]+\])\s*=[^=]|@vitest-environment jsdom/;

const excluded = ['**/node_modules/**', 'tests/api/**/*.postgres.test.ts', 'tests/e2e/**'];

/** The folders of the console's own test files (machines, services, screens and checks). */
export const consoleFolders = ['machines', 'services', 'ui', 'src', 'tests/fuzz', 'tests/paths', 'tests/architecture'];

/**
 * What makes a console test file change state the next file in the same worker would see: module
 * mocks, replaced globals or environment, fake clocks, spies, the client's HTTP policy. A console
 * file renders in its own jsdom page either way, so the environment comment alone does not count.
 */
export const consoleStateChange = /vi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|spyOn)\(|configureHttpPolicy\(|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]/;

/** The test files under the console's folders, as repository paths. */
export function consoleTestFiles(root = process.cwd()): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
      return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });
  return consoleFolders.flatMap(walk);
}

/** Console test files that need their own module instances: they run isolated. */
export function consoleOwnModules(root = process.cwd()): string[] {
  return consoleTestFiles(root).filter((file) => consoleStateChange.test(readFileSync(join(root, file), 'utf8')));
}

const consoleIsolated = consoleOwnModules();

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: 'forks',
    // A worker per core (vitest keeps one core for itself by default): most test files wait on
    // their database thread, a sandbox or a timer part of the time, and a second worker on two
    // cores takes about a third off the run.
    maxWorkers: Math.max(2, availableParallelism()),
    setupFiles: ['tests/support/patientWaits.ts'],
    // One migrated database dumped once; each test file's database starts as a copy of it.
    globalSetup: ['tests/support/databaseSnapshot.ts'],
    // expect.poll gives up after one second by default; see tests/support/patientWaits.ts.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: serverFiles,
          exclude: [...excluded, ...ownModules],
          // The server's modules are imported once per worker, not once per file (most of a file's
          // time was spent importing them): every file builds its own app and database anyway.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'console',
          // The files that replace modules, globals or the clock, and the server files above.
          include: [...consoleIsolated, ...ownModules],
          exclude: excluded,
        },
      },
      {
        extends: true,
        test: {
          name: 'console-shared',
          include: consoleFolders.map((folder) => `${folder}/**/*.test.{ts,tsx}`),
          exclude: [...excluded, ...consoleIsolated],
          // Like the server project: React, the design kit, i18next and the machines are imported
          // once per worker, not once per file (about half of a screen test file's time was that
          // import). Every file renders into its own cleaned-up page and starts its own actors.
          isolate: false,
        },
      },
    ],
  },
});
