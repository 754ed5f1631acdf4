import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';

/*
 * The two projects of the unit and API tests. The server project shares the server's modules
 * between the files a worker runs; the files of ownModules replace modules, globals, the
 * environment or the clock, or configure the console's client, so they run isolated in the
 * console project instead (tests/architecture/testIsolation.test.ts keeps that list complete).
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
  'tests/engine/assistantPaths.test.ts',
  'server/sandboxes/suite/desk/deskPage.test.ts',
  'server/sandboxes/phoneKit/sandboxPhone.test.ts',
];

/** What makes a test file change state another file in the same worker would see. */
export const sharedStateChange =
  /vi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|spyOn)\(|configureHttpPolicy\(|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|@vitest-environment jsdom/;

const excluded = ['**/node_modules/**', 'tests/api/**/*.postgres.test.ts', 'tests/e2e/**'];

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
          include: [
            'machines/**/*.test.ts',
            'services/**/*.test.ts',
            'ui/**/*.test.{ts,tsx}',
            'src/**/*.test.{ts,tsx}',
            'tests/fuzz/**/*.test.ts',
            'tests/paths/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
            ...ownModules,
          ],
          exclude: excluded,
        },
      },
    ],
  },
});
