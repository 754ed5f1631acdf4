import { defineConfig } from 'vitest/config';

/*
 * The tests that judge one workflow machine under mutation testing (scripts/mutation.ts): the
 * machine's own test beside it, which replays every generated path of its model and checks each
 * state. A machine's configuration runs when its module loads, so every mutant of it reruns all
 * the tests given here: one machine's test keeps that to a second or two.
 */
const tests = process.env['MUTATION_TESTS']?.split(',').filter(Boolean) ?? ['machines/**/*.machine.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    include: tests,
    exclude: ['**/node_modules/**'],
    testTimeout: 30000,
    setupFiles: ['tests/support/patientWaits.ts'],
    expect: { poll: { timeout: 10_000 } },
  },
});
