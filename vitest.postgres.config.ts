import { defineConfig } from 'vitest/config';

// The DATABASE_URL path: the same migrations and queries on a real PostgreSQL server.
export default defineConfig({
  test: {
    include: ['tests/api/**/*.postgres.test.ts'],
    environment: 'node',
    globalSetup: ['tests/postgres/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
