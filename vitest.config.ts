import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';

export default defineConfig({
  plugins: [react()],
  test: {
    include: [
      'machines/**/*.test.ts',
      'services/**/*.test.ts',
      'ui/**/*.test.{ts,tsx}',
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'tests/api/**/*.test.ts',
      'tests/engine/**/*.test.ts',
      'tests/fuzz/**/*.test.ts',
      'tests/paths/**/*.test.ts',
      'tests/architecture/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', 'tests/api/**/*.postgres.test.ts', 'tests/e2e/**'],
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: 'forks',
    // A worker per core (vitest keeps one core for itself by default): most test files wait on
    // their database thread, a sandbox or a timer part of the time, and a second worker on two
    // cores takes about a third off the run.
    maxWorkers: Math.max(2, availableParallelism()),
    setupFiles: ['tests/support/patientWaits.ts'],
    // expect.poll gives up after one second by default; see tests/support/patientWaits.ts.
    expect: { poll: { timeout: 10_000 } },
  },
});
