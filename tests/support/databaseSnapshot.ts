import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import type { TestProject } from 'vitest/node';
import { seedTemplates } from '../../server/bots/templates/library';
import { connectPglite } from '../../server/db/connect';
import { migrate } from '../../server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated database with the template library, as a dumpDataDir file (tests/api/testApp.ts). */
    databaseSnapshot: string;
  }
}

/**
 * Global setup of the unit and API tests: one database is created, migrated and given the
 * template library once per run, and dumped to a file; each test file's in-memory database
 * starts as a copy of it (testDatabase()) instead of running initdb and every migration again.
 */
export async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'console-test-db-'));
  const dataDir = join(dir, 'pglite');
  const db = connectPglite(dataDir);
  await migrate(db);
  await seedTemplates(db);
  await db.destroy();
  const pglite = new PGlite(dataDir, { extensions: { vector } });
  await pglite.waitReady;
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const file = join(dir, 'snapshot.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
