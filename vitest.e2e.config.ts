import { defineConfig } from 'vitest/config';

// Browser tests: a real console server on a fresh embedded database, driven in Chromium.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/globalSetup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // expect.poll gives up after one second by default: too short for a page that loads its
    // route and data while the machine is busy. A poll ends as soon as it holds.
    expect: { poll: { timeout: 15_000 } },
  },
});
